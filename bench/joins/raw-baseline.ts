// The baseline of bench/joins.ts: a raw node:http server, in a child process of its own,
// answering a join's very bytes.
import { fork } from 'node:child_process';
import { createServer } from 'node:http';

/** The baseline: node:http reading the same request, parsing its JSON, answering `answer`. */
export function serveRaw(answer: { head: string; body: string }) {
  const body = Buffer.from(answer.body, 'base64');
  const headers = JSON.parse(answer.head) as Record<string, string>;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      JSON.parse(Buffer.concat(chunks).toString());
      response.writeHead(201, headers).end(body);
    });
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    process.send?.(address.port);
  });
}

/** Starts `script` (bench/joins.ts) as the baseline's process; it serves `answer`. */
export function startRaw(script: string, answer: { head: string; body: string }) {
  const child = fork(script, ['raw'], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise<{ child: typeof child; port: number }>((resolve) => {
    child.once('message', (message) => {
      if (message === 'answer?') {
        child.send(answer);
        child.once('message', (port) => resolve({ child, port: port as number }));
      }
    });
  });
}
