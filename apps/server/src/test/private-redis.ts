import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { freePort } from './free-port';

/**
 * A Redis server of the test's own, so the test can stop it, freeze it and bring it back
 * without touching the Redis other tests share. It keeps nothing on disk.
 */
export interface PrivateRedis {
  url: string;
  /** Starts the server (again) on the same port; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops the server; resolves once the process is gone. */
  stop(): Promise<void>;
  /** Freezes the process (SIGSTOP): connections stay open and nothing answers. */
  freeze(): void;
  /** Lets a frozen process run again (SIGCONT). */
  thaw(): void;
}

export async function privateRedis(port?: number): Promise<PrivateRedis> {
  const chosenPort = port ?? (await freePort());
  let server: ChildProcess | null = null;
  const running = () => {
    if (!server) throw new Error('the private Redis is not running');
    return server;
  };
  return {
    url: `redis://127.0.0.1:${chosenPort}`,
    async start() {
      const child = spawn(
        'redis-server',
        ['--port', String(chosenPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      server = child;
      let output = '';
      await new Promise<void>((resolve, reject) => {
        child.once('error', reject);
        child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
        child.stdout?.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('Ready to accept connections')) resolve();
        });
      });
      child.removeAllListeners('exit');
    },
    async stop() {
      const child = running();
      server = null;
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      // A frozen server takes SIGTERM only once it runs again.
      child.kill('SIGCONT');
      child.kill('SIGTERM');
      await exited;
    },
    freeze() {
      running().kill('SIGSTOP');
    },
    thaw() {
      running().kill('SIGCONT');
    },
  };
}
