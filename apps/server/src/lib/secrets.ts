import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A secret kept in the data folder: made once, then read at every start, so sessions
 * survive restarts without any set-up. Several nodes must share JWT_SECRET instead.
 */
export function persistentSecret(dataDir: string, name: string): string {
  const path = join(dataDir, name);
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(path, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}
