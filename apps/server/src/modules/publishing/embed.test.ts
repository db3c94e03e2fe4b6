import { gzipSync } from 'node:zlib';
import { embedPaths } from '@jono/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createCatalogue, createShop, createStaff } from '../../test/factories';
import { loginAs } from '../../test/login';

let t: TestApp;
let shopId: string;
let owner: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  const shop = await createShop(t.database.db, { name: 'Parturi Kulma' });
  shopId = shop.id;
  await createCatalogue(t.database.db, shop.id);
  owner = await loginAs(t.app, (await createStaff(t.database.db, shop.id)).email);
});
afterAll(() => t.close());

const page = (lang?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `${embedPaths.page(shopId)}${lang ? `?lang=${lang}` : ''}`,
    headers,
  });
const allow = (allowedOrigins: string[]) =>
  t.app.inject({
    method: 'PUT',
    url: embedPaths.settings,
    headers: { authorization: owner.authorization },
    payload: { allowedOrigins },
  });

describe('the embedded queue', () => {
  it('refuses every frame until the owner lists a site, then only that site', async () => {
    const before = await page('en');
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const saved = await allow(['https://www.parturikulma.fi/', 'http://localhost:8080']);
    expect(saved.json().data.allowedOrigins).toEqual([
      'https://www.parturikulma.fi',
      'http://localhost:8080',
    ]);
    const after = await page('en');
    const policy = String(after.headers['content-security-policy']);
    expect(policy).toContain('frame-ancestors https://www.parturikulma.fi http://localhost:8080');
    expect(after.headers['x-frame-options']).toBeUndefined();
    // Its one script runs by the nonce the policy names.
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(after.body).toContain(`<script nonce="${nonce}">`);
    // Every other page keeps refusing frames.
    const other = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(other.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(other.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('speaks the language asked for, or the browser’s, and links to Jono’s own pages', async () => {
    const fi = (await page('fi')).body;
    expect(fi).toContain('<html lang="fi">');
    expect(fi).toContain('Liity jonoon');
    expect(fi).toContain('Varaa aika');
    expect(fi).toContain('Parturi Kulma');
    expect(fi).toContain(`href="http://localhost:3000/barbershop/${shopId}" target="_blank"`);
    const sv = (await page(undefined, { 'accept-language': 'de-DE, sv;q=0.8' })).body;
    expect(sv).toContain('Ställ dig i kön');
    // What the shop's name holds is text, never markup.
    expect(fi).not.toContain('<script>');
  });

  it('fits its first view in well under 50 KB gzipped', async () => {
    const body = (await page('en')).body;
    expect(gzipSync(body).length).toBeLessThan(5_000);
  });

  it('tells the framed page how the queue stands, in its language', async () => {
    const state = await t.app.inject({ method: 'GET', url: `${embedPaths.state(shopId)}?lang=es` });
    expect(state.json().data).toMatchObject({
      status: 'Atendemos sin cita ahora',
      waiting: '0 personas esperando',
      canJoin: true,
    });
  });

  it('answers 404 for a shop that is not listed, and refuses addresses that are not sites', async () => {
    const hidden = await createShop(t.database.db, { publishedAt: null });
    const res = await t.app.inject({ method: 'GET', url: embedPaths.page(hidden.id) });
    expect(res.statusCode).toBe(404);
    for (const origins of [
      ['https://www.example.fi/path'],
      ['javascript:alert(1)'],
      ['ftp://example.fi'],
      ['https://a.fi', 'https://a.fi'],
      Array.from({ length: 11 }, (_, n) => `https://site${n}.fi`),
    ]) {
      expect((await allow(origins)).statusCode).toBe(400);
    }
  });
});
