import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the API reading page', () => {
  it('serves a page at /api/docs whose scripts and styles all come from this server', async () => {
    const page = await get('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(sources.length).toBeGreaterThan(3);
    for (const source of sources) {
      expect(source).not.toMatch(/^(https?:)?\/\//);
      expect((await get(new URL(source, 'http://localhost/api/docs').pathname)).statusCode).toBe(
        200,
      );
    }
    // No inline script: the page runs under the same policy as the app.
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('keeps the app-wide Content-Security-Policy on the page and its files', async () => {
    for (const url of ['/api/docs', '/api/docs/static/swagger-initializer.js', '/api/health']) {
      const csp = String((await get(url)).headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).not.toContain('unsafe-eval');
    }
  });

  it('reads the same OpenAPI document that /api/openapi.json publishes', async () => {
    const shown = (await get('/api/docs/json')).json();
    const published = (await get('/api/openapi.json')).json();
    expect(shown).toEqual(published);
    expect(Object.keys(published.paths)).toContain('/api/queue');
  });
});
