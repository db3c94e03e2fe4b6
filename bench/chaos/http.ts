// HTTP, one request per connection as the balancer's nodes see it from nginx.
import http from 'node:http';
import { phase } from './phases';
import { REQUEST_TIMEOUT_MS } from './settings';

export interface Answer {
  status: number;
  body: string;
}

/** The balancer's port: where requests and pages go unless told otherwise. */
export let proxyPort = 0;

export function useProxy(port: number) {
  proxyPort = port;
}

export function request(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  port = proxyPort,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        timeout: REQUEST_TIMEOUT_MS,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer within 10 s')));
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * A request of the load, counted in the phase it started in: failed when it got no answer or a
 * status outside `expected`.
 */
export async function counted(
  kind: string,
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
  expected: (status: number) => boolean = (status) => status >= 200 && status < 300,
): Promise<Answer | null> {
  const during = phase;
  during.requests++;
  const sentAt = performance.now();
  let failure: string;
  try {
    const answer = await request(method, path, body, headers);
    during.slowestMs = Math.max(during.slowestMs, performance.now() - sentAt);
    if (expected(answer.status)) return answer;
    failure = `${kind} ${answer.status}`;
  } catch (error) {
    failure = `${kind} ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`;
  }
  during.failed.set(failure, (during.failed.get(failure) ?? 0) + 1);
  return null;
}
