import { vi } from 'vitest';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Answers the app's API calls in a test: `answer` gets each request's URL and returns the
 * response; anything it leaves unanswered is a 404 envelope. Returns the requests seen.
 */
export function stubApi(
  answer: (url: URL, request: Request) => Response | Promise<Response> | undefined,
) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string) => {
      const request = typeof input === 'string' ? new Request(input) : input;
      requests.push(request);
      const url = new URL(request.url, window.location.href);
      return (
        (await answer(url, request)) ??
        json(404, { ok: false, message: 'Not found', code: 'NOT_FOUND' })
      );
    }),
  );
  return {
    requests,
    urls: (pathname: string) =>
      requests
        .map((request) => new URL(request.url, window.location.href))
        .filter((url) => url.pathname === pathname),
  };
}
