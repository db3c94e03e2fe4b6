import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp, testOrigin } from './test/build-test-app';
import { tempFolders } from './test/temp-folders';

/** A route with a body schema, added the way a module adds one, to exercise the error envelope. */
function addEchoRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/test-echo',
    {
      schema: {
        body: z.object({
          name: z.string().min(1),
          services: z.array(z.object({ quantity: z.number().int().min(1) })),
        }),
      },
    },
    async (request) => ({ ok: true, name: request.body.name }),
  );
  app.get('/api/test-crash', async () => {
    throw new Error('database password is hunter2');
  });
}

describe('the API surface', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    addEchoRoute(t.app);
  });
  afterAll(() => t.close());

  it('reports health with the database up and the version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, database: 'up', version: '0.1.0' });
  });

  it('answers an unknown API path with the JSON error envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({
      ok: false,
      message: 'No API route GET /api/no-such-thing',
      code: 'NOT_FOUND',
    });
  });

  // The router answers these itself, before any hook, unless frameworkErrors is set.
  it.each([
    ['a badly percent-encoded id', '/api/shops/%ff', 400],
    ['an id longer than the router takes', `/api/shops/${'x'.repeat(500)}`, 414],
  ])('answers %s with the envelope, not the router body', async (_, url, status) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ ok: false, message: expect.any(String), code: 'BAD_REQUEST' });
  });

  it('refuses malformed JSON with a 400 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Aino",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      ok: false,
      message: 'The request body is not valid JSON',
      code: 'BAD_REQUEST',
    });
  });

  it('names the failing field when a body breaks its schema', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      payload: { name: 'Aino', services: [{ quantity: 0 }] },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({
      ok: false,
      code: 'VALIDATION_FAILED',
      field: 'services.0.quantity',
    });
    expect(body.message).toMatch(/^body\.services\.0\.quantity: /);
  });

  it('answers a wrong type with 400, never a 5xx', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      payload: { name: 42, services: 'many' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^body\.name: /);
  });

  it('refuses a content type it cannot read with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ ok: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('refuses a body over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      payload: { name: 'x'.repeat(1_100_000), services: [] },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ ok: false, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('hides the details of a server fault', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test-crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      ok: false,
      message: 'something went wrong!',
      code: 'INTERNAL_ERROR',
    });
    expect(res.body).not.toContain('hunter2');
  });

  it('sends a strict Content-Security-Policy and the other security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['permissions-policy']).toContain('geolocation=(self)');
  });

  it('lets no cache keep an API answer, since they carry tokens and personal data', async () => {
    for (const url of ['/api/health', '/api/shops', '/api/no-such-thing']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email-login',
      payload: { email: 'nobody@example.fi', password: 'wrong password 1' },
    });
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('allows credentialed CORS from our own origin only', async () => {
    const ours = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/health',
      headers: { origin: testOrigin, 'access-control-request-method': 'GET' },
    });
    expect(ours.headers['access-control-allow-origin']).toBe(testOrigin);
    expect(ours.headers['access-control-allow-credentials']).toBe('true');

    const foreign = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/health',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('compresses large answers for clients that accept it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    const plain = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });

  it('publishes the OpenAPI description', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/health');
  });
});

describe('serving the built web app', () => {
  let t: TestApp;
  let webDist: string;
  const webFolder = tempFolders('jono-web-');
  beforeAll(async () => {
    webDist = webFolder();
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Jono</title>');
    writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
    // The build writes brotli and gzip beside each large file (see apps/web/vite.config.ts).
    const script = `console.log(${JSON.stringify('Jono '.repeat(400))})`;
    writeFileSync(join(webDist, 'assets', 'app-def456.js'), script);
    writeFileSync(join(webDist, 'assets', 'app-def456.js.br'), brotliCompressSync(script));
    writeFileSync(join(webDist, 'assets', 'app-def456.js.gz'), gzipSync(script));
    t = await buildTestApp({ WEB_DIST: webDist });
  });
  afterAll(() => t.close());

  it.each(['/', '/barbershop/123', '/dashboard/manage/services', '/order-tracking/42/'])(
    'answers the app for the client route %s',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<title>Jono</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toBeDefined();
    },
  );

  // The app shows its not-found page; the status tells search engines and link checkers.
  it.each(['/no/such/page', '/barbershop', '/barbershop/1/extra', '/dashboard/nothing-here'])(
    'answers the app with 404 for %s, which is no page',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<title>Jono</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves pages without the stricter limit on misses', async () => {
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        t.app.inject({ method: 'GET', url: i % 2 ? `/barbershop/${i}` : `/page/${i}` }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(0);
    expect(answers.every((a) => a.body.includes('<title>Jono</title>'))).toBe(true);
  });

  // Scanners probe with every verb and for files as well as API paths; each miss counts.
  it.each(
    (['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const).flatMap((method, i) => [
      { method, url: '/api/nothing', remoteAddress: `10.88.${i}.1` },
      { method, url: '/wp-login.php', remoteAddress: `10.88.${i}.2` },
    ]),
  )('limits repeated misses of $method $url to 120 a minute', async (miss) => {
    // One after another: the limiter's store hands every request of a burst the same count.
    const answers = [];
    for (let i = 0; i < 125; i++) answers.push(await t.app.inject(miss));
    expect(answers.filter((a) => a.statusCode === 404)).toHaveLength(120);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0]?.headers['retry-after']).toBeDefined();
    if (miss.method !== 'HEAD') {
      expect(refused[0]?.json()).toMatchObject({ ok: false, code: 'TOO_MANY_REQUESTS' });
    }
  });

  it("never rate-limits the app's pages and files, only the API", async () => {
    const strict = await buildTestApp({ WEB_DIST: webDist, RATE_LIMIT_PER_MINUTE: '5' });
    try {
      const files = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          strict.app.inject({
            method: 'GET',
            url: i % 2 ? '/assets/index-abc123.js' : `/barbershop/${i}`,
          }),
        ),
      );
      expect(files.every((f) => f.statusCode === 200)).toBe(true);
      const api = await Promise.all(
        Array.from({ length: 8 }, () => strict.app.inject({ method: 'GET', url: '/api/shops' })),
      );
      expect(api.filter((a) => a.statusCode === 429).length).toBeGreaterThan(0);
    } finally {
      await strict.close();
    }
  });

  it('serves fingerprinted assets with a long cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it.each([
    { accept: 'br, gzip', encoding: 'br', file: 'app-def456.js.br' },
    { accept: 'gzip', encoding: 'gzip', file: 'app-def456.js.gz' },
  ])(
    'sends the file the build compressed for $accept, as it is',
    async ({ accept, encoding, file }) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/assets/app-def456.js',
        headers: { 'accept-encoding': accept },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toContain('immutable');
      expect(res.rawPayload.equals(readFileSync(join(webDist, 'assets', file)))).toBe(true);
    },
  );

  it('sends the plain file to a client that takes no compression', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/app-def456.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(readFileSync(join(webDist, 'assets', 'app-def456.js'), 'utf8'));
  });

  it('answers 404 for a missing file instead of the app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/missing-999.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<title>Jono</title>');
  });

  it('keeps API misses as JSON even with the web app present', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ ok: false, code: 'NOT_FOUND' });
  });
});
