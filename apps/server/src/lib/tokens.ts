import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: refresh tokens and one-time links. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored as their SHA-256 only, so a database leak hands out nothing usable. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
