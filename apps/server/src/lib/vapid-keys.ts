import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webPush from 'web-push';
import { perApp } from './per-app';

/** The server's VAPID key pair (RFC 8292), base64url: browsers subscribe with the public one. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const FILE = 'vapid-keys.json';

function readOrCreate(dataDir: string): VapidKeys {
  const path = join(dataDir, FILE);
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as VapidKeys;
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const keys = webPush.generateVAPIDKeys();
    try {
      writeFileSync(path, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
      return keys;
    } catch {
      // Another process wrote its pair first: everyone must sign with the same one.
      return JSON.parse(readFileSync(path, 'utf8')) as VapidKeys;
    }
  }
}

/**
 * The configured keys, or a pair made once in the data folder and read at every start. Every
 * browser subscription is bound to the public key, so a new pair would silence every
 * subscription made before it; several nodes must share the pair.
 */
export function vapidKeys(dataDir: string, configured?: VapidKeys): VapidKeys {
  return configured ?? readOrCreate(dataDir);
}

/** Where an app's configuration says its keys are. */
interface PushConfig {
  dataDir: string;
  push: { vapidKeys?: VapidKeys | undefined };
}

/**
 * An app's keys, read (or made) on first use and kept with its configuration, which every
 * context made from the app shares: a message signs without reading the file again.
 */
export const appVapidKeys = perApp((config: PushConfig) =>
  vapidKeys(config.dataDir, config.push.vapidKeys),
);
