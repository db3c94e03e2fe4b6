import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolders } from '../test/temp-folders';
import { vapidKeys } from './vapid-keys';

const freshDir = tempFolders('jono-vapid-');

describe('VAPID keys', () => {
  it('are made once into the data folder, readable only by the server, and kept', () => {
    const dir = freshDir();
    const keys = vapidKeys(dir);
    // A P-256 public key (65 bytes) and private key (32 bytes), base64url.
    expect(Buffer.from(keys.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(keys.privateKey, 'base64url')).toHaveLength(32);
    const file = join(dir, 'vapid-keys.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(keys);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(vapidKeys(dir)).toEqual(keys);
  });

  it('are the configured pair when VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set', () => {
    const made = vapidKeys(freshDir());
    const dir = freshDir();
    expect(vapidKeys(dir, made)).toEqual(made);
    expect(() => readFileSync(join(dir, 'vapid-keys.json'))).toThrow(/ENOENT/);
  });
});
