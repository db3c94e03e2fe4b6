import { hash, verify } from '@node-rs/argon2';

/** argon2id at OWASP's minimum: 19 MiB memory, 2 iterations, parallelism 1. */
const argon2idOptions = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2idOptions);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}
