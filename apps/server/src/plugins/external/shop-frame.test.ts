import { copyFileSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createShop } from '../../test/factories';
import { tempFolders } from '../../test/temp-folders';

/**
 * A shop's page paints its header, its largest element, from the server's HTML before any
 * script runs: the web app's own index.html, as the web build leaves it (words are the
 * build's part), served by the real server with a shop whose name and address need escaping.
 */
describe("a shop's page HTML", () => {
  let t: TestApp;
  let webDist: string;
  let shopId: string;
  let unlistedId: string;
  const webFolder = tempFolders('jono-shop-frame-');

  beforeAll(async () => {
    webDist = webFolder();
    copyFileSync(
      new URL('../../../../web/index.html', import.meta.url),
      join(webDist, 'index.html'),
    );
    t = await buildTestApp({ WEB_DIST: webDist, RATE_LIMIT_PER_MINUTE: '100000' });
    shopId = (
      await createShop(t.app.db, {
        name: 'Parturi <b>"Veli" & Sisko</b>',
        address: "Kauppakatu 1 <script>alert('x')</script>",
        postalCode: '00100',
        city: 'Helsinki',
      })
    ).id;
    unlistedId = (await createShop(t.app.db, { name: 'Piilo Parturi', publishedAt: null })).id;
  });
  afterAll(() => t.close());

  const page = (path: string) => t.app.inject({ method: 'GET', url: path });

  it("carries a listed shop's name and address, escaped, in the painted frame", async () => {
    const res = await page(`/barbershop/${shopId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html).toContain(
      '<h1 class="min-w-0 flex-1 text-balance font-bold text-2xl tracking-tight text-zinc-950 sm:text-3xl dark:text-white">Parturi &lt;b&gt;&quot;Veli&quot; &amp; Sisko&lt;/b&gt;</h1>',
    );
    expect(html).toContain(
      '<span>Kauppakatu 1 &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;, 00100 Helsinki</span>',
    );
    expect(html).toContain(`data-shell-shop="${shopId}"`);
    expect(html).toContain(
      '<title>Parturi &lt;b&gt;&quot;Veli&quot; &amp; Sisko&lt;/b&gt; · Jono</title>',
    );
    // The frame replaces the skeleton, and nothing unfilled or raw is left.
    expect(html).not.toContain('animate-pulse');
    expect(html).not.toMatch(/\{\{shop:|<!--if:|<template/);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>');
  });

  it('paints the plain frame for an unknown, unlisted or malformed id, with the status of before', async () => {
    for (const id of [
      '0b3c2a49-3a49-4f5e-9d5c-0d6a1f2b3c4d',
      unlistedId,
      'not-a-uuid',
      '%3Cb%3E',
    ]) {
      const res = await page(`/barbershop/${id}`);
      expect(res.statusCode, id).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('animate-pulse');
      expect(res.body).not.toContain('data-shell-shop');
      expect(res.body).not.toContain('Piilo Parturi');
      expect(res.body).not.toContain('<template');
    }
    expect((await page('/barbershop/a/b')).statusCode).toBe(404);
  });

  it('leaves every other page as it was, without the shop frame', async () => {
    for (const path of ['/', '/pre-booking', `/prebooking/barbershop/${shopId}`]) {
      const res = await page(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('id="app-shell"');
      expect(res.body).not.toContain('<template');
      expect(res.body).not.toContain('data-shell-shop');
    }
  });

  // The page is kept in memory, read again when a build writes a new one, as sendFile did.
  it("serves a new build's page without a restart", async () => {
    const index = join(webDist, 'index.html');
    const html = readFileSync(index, 'utf8');
    expect((await page('/')).body).not.toContain('a new build');
    writeFileSync(index, html.replace('<title>Jono</title>', '<title>Jono, a new build</title>'));
    const later = new Date(Date.now() + 60_000);
    utimesSync(index, later, later);
    expect((await page('/')).body).toContain('<title>Jono, a new build</title>');
    expect((await page(`/barbershop/${shopId}`)).body).toContain(`data-shell-shop="${shopId}"`);
    writeFileSync(index, html);
    utimesSync(index, new Date(later.getTime() + 60_000), new Date(later.getTime() + 60_000));
  });
});
