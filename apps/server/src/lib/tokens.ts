import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: refresh tokens and one-time links. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored as their SHA-256 only, so a database leak hands out nothing usable. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
