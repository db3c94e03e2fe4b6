import { chmodSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { isAbsolute, join } from 'node:path';
import type { BackupManifest } from './backup';

/**
 * The server answers backup requests on a Unix socket in its data folder: only the account
 * that runs it (and root) may connect, and nothing of it is reachable over the network.
 */
export const backupSocketPath = (dataDir: string) => join(dataDir, 'backup.sock');

export type BackupAnswer = { file: string; manifest: BackupManifest };

/** A request names at most a folder: a few hundred bytes. */
const MAX_REQUEST = 4096;

/** The folder a request asks for (undefined: the configured one), or null for a bad request. */
function requestedFolder(body: string): string | undefined | null {
  try {
    const parsed: unknown = JSON.parse(body || '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const { dir } = parsed as { dir?: unknown };
    if (dir === undefined) return undefined;
    return typeof dir === 'string' && isAbsolute(dir) ? dir : null;
  } catch {
    return null;
  }
}

export async function serveBackupRequests(
  socketPath: string,
  takeBackup: (dir: string | undefined) => Promise<BackupAnswer>,
  onError: (error: unknown) => void,
): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
      if (body.length > MAX_REQUEST) {
        res.writeHead(413).end();
        req.destroy();
      }
    });
    req.on('end', () => {
      const dir = requestedFolder(body);
      if (dir === null) {
        res
          .writeHead(400, { 'content-type': 'application/json' })
          .end(JSON.stringify({ message: 'Send {} or {"dir": "/absolute/folder"}' }));
        return;
      }
      takeBackup(dir).then(
        (answer) =>
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer)),
        (error: unknown) => {
          onError(error);
          const message = error instanceof Error ? error.message : String(error);
          res
            .writeHead(500, { 'content-type': 'application/json' })
            .end(JSON.stringify({ message }));
        },
      );
    });
  });
  // The server holds the data folder's lock, so a socket file left here is a dead one's.
  rmSync(socketPath, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  chmodSync(socketPath, 0o600);
  return server;
}

/**
 * Asks the running server for a backup; null when no server answers on the socket (then
 * the caller may open the database itself, the data folder's lock keeping that safe).
 */
export function requestBackup(socketPath: string, dir?: string): Promise<BackupAnswer | null> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath, path: '/backup', method: 'POST' }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8');
      });
      res.on('end', () => {
        const answer = JSON.parse(body) as BackupAnswer & { message?: string };
        if (res.statusCode === 200) resolve(answer);
        else reject(new Error(answer.message ?? `the server answered ${res.statusCode}`));
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
    req.end(JSON.stringify(dir ? { dir } : {}));
  });
}
