import { mkdirSync, mkdtempSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

/**
 * An upgrade as a browser lives it: a customer's page loaded from one build keeps running
 * while the server, started on that build, sees the next one published into the same folder
 * (apps/web/build/publish.ts: the new hashed files first, index.html last, each by rename,
 * the old build's files left in place). Until it restarts, the server must answer the new
 * page and every file it names, and the old page's lazy chunks as well.
 */
describe('a web build published while the server runs', () => {
  let t: TestApp;
  let webDist: string;
  const oldChunk = 'console.log("tracking, the old build")';
  const newChunk = `console.log(${JSON.stringify('tracking, the new build '.repeat(60))})`;

  /** Writes a file as the publish step does: complete elsewhere, then renamed into place. */
  const publish = (path: string, body: string | Buffer, mtime: Date) => {
    const staged = join(webDist, '..', `${path.replaceAll('/', '_')}.staged`);
    writeFileSync(staged, body);
    utimesSync(staged, mtime, mtime);
    renameSync(staged, join(webDist, path));
  };

  beforeAll(async () => {
    const parent = mkdtempSync(join(tmpdir(), 'jono-upgrade-'));
    webDist = join(parent, 'dist');
    mkdirSync(join(webDist, 'assets'), { recursive: true });
    writeFileSync(
      join(webDist, 'index.html'),
      '<!doctype html><title>Jono 1</title><script src="/assets/index-aaa111.js"></script>',
    );
    writeFileSync(join(webDist, 'assets', 'index-aaa111.js'), 'import("./Tracking-aaa111.js")');
    writeFileSync(join(webDist, 'assets', 'Tracking-aaa111.js'), oldChunk);
    t = await buildTestApp({ WEB_DIST: webDist, RATE_LIMIT_PER_MINUTE: '100000' });

    const later = new Date(Date.now() + 60_000);
    publish('assets/Tracking-bbb222.js', newChunk, later);
    publish('assets/Tracking-bbb222.js.br', brotliCompressSync(newChunk), later);
    publish('assets/index-bbb222.js', 'import("./Tracking-bbb222.js")', later);
    publish(
      'index.html',
      '<!doctype html><title>Jono 2</title><script src="/assets/index-bbb222.js"></script>',
      later,
    );
  });
  afterAll(async () => {
    await t.close();
    rmSync(join(webDist, '..'), { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('answers the new page', async () => {
    const res = await get('/order-tracking/42');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Jono 2</title>');
  });

  it.each([
    { url: '/assets/index-bbb222.js', body: 'import("./Tracking-bbb222.js")' },
    { url: '/assets/Tracking-bbb222.js', body: newChunk },
  ])("serves the new page's file $url, written after the server started", async ({ url, body }) => {
    const res = await get(url, { 'accept-encoding': 'identity' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(body);
  });

  it("sends a new file's brotli copy to a browser that takes it", async () => {
    const res = await get('/assets/Tracking-bbb222.js', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
  });

  it("still serves the open old page's lazy chunk", async () => {
    const res = await get('/assets/Tracking-aaa111.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.body).toBe(oldChunk);
  });

  // A script tag given the app's page would run HTML as code; a miss must say it is one.
  it.each([
    '/assets/Tracking-ccc333.js',
    '/assets/.hidden.js',
    '/assets/nested/Tracking-bbb222.js',
    '/assets/',
  ])('answers 404, never the page, for %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/html|javascript/);
    expect(res.body).not.toContain('<title>');
  });

  it('answers 404 once the publish step has pruned a file', async () => {
    rmSync(join(webDist, 'assets', 'Tracking-aaa111.js'));
    const res = await get('/assets/Tracking-aaa111.js');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<title>');
  });
});
