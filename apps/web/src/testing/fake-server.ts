import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  /** The bearer token the call carried, or null. */
  bearer: string | null;
  request: Request;
}

export const jsonAnswer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** The server's error envelope: `{ ok: false, message, code }`. */
export const errorAnswer = (status: number, message: string, code: string) =>
  jsonAnswer(status, { ok: false, message, code });

/**
 * Plays the server at the fetch boundary: every call is recorded (with a copy of its
 * request, whose body a test can still read) and answered by `respond`.
 */
export function fakeServer(respond: (call: RecordedCall) => Response | Promise<Response>) {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const authorization = input.headers.get('authorization');
      const call: RecordedCall = {
        method: input.method,
        path: new URL(input.url).pathname,
        bearer: authorization?.startsWith('Bearer ') ? authorization.slice(7) : null,
        request: input.clone(),
      };
      calls.push(call);
      return respond(call);
    }),
  );
  return {
    calls,
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
  };
}
