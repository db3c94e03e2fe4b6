import { inflateSync } from 'node:zlib';
import { getDocumentProxy } from 'unpdf';
import { encode } from 'uqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { databaseDigest } from '../../test/db-digest';
import { createShop, createStaff } from '../../test/factories';
import { loginAs } from '../../test/login';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => t.close());

async function shopWithOwner(name = 'Parturi Åkerlund') {
  const shop = await createShop(t.database.db, { name });
  const owner = await createStaff(t.database.db, shop.id, { role: 'owner' });
  const { authorization } = await loginAs(t.app, owner.email);
  return { shop, headers: { authorization } };
}
const linksOf = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/manage/shop/share', headers })).json().data;

/** The words of a PDF's first page, as a reader extracts them. */
async function pdfText(body: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const page = await pdf.getPage(1);
  const content = await page.getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
}

/** The page's drawing operators: every deflated stream of the file, inflated. */
const contentStreams = (body: Buffer) =>
  [...body.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)endstream/g)]
    .map(([, data]) => {
      try {
        return inflateSync(Buffer.from(data ?? '', 'latin1')).toString('latin1');
      } catch {
        return '';
      }
    })
    .join('\n');

/** The dark squares the poster draws, counted: a QR code of `url` draws exactly its own. */
const darkRuns = (url: string) =>
  encode(url, { ecc: 'M', border: 0 }).data.reduce(
    (runs, row) => runs + row.filter((dark, i) => dark && !row[i - 1]).length,
    0,
  );

describe('short links', () => {
  it('are made once per shop and open the shop’s page and its booking calendar', async () => {
    const { shop, headers } = await shopWithOwner();
    const links = await linksOf(headers);
    expect(links.code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
    expect(links.queue).toBe(`${t.app.config.publicUrl}/s/${links.code}`);
    expect(links.book).toBe(`${t.app.config.publicUrl}/s/${links.code}/book`);
    expect(await linksOf(headers)).toEqual(links);

    const queue = await t.app.inject({ method: 'GET', url: `/s/${links.code}` });
    expect(queue.statusCode).toBe(302);
    expect(queue.headers.location).toBe(`/barbershop/${shop.id}`);
    // Typed from a poster in lower case, the link still works.
    const book = await t.app.inject({ method: 'GET', url: `/s/${links.code.toLowerCase()}/book` });
    expect(book.headers.location).toBe(`/prebooking/barbershop/${shop.id}`);
    expect(new URL(`http://x${book.headers.location}`).search).toBe('');
  });

  it('give each of many shops asking at once its own code, one per shop', async () => {
    const owners = await Promise.all(Array.from({ length: 12 }, () => shopWithOwner()));
    const twice = await Promise.all(
      owners.flatMap(({ headers }) => [linksOf(headers), linksOf(headers)]),
    );
    const codes = twice.map((links) => links.code);
    for (let i = 0; i < codes.length; i += 2) expect(codes[i]).toBe(codes[i + 1]);
    expect(new Set(codes).size).toBe(owners.length);
  });

  it('send an unknown code to the “shop not found” page and refuse a malformed one', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/s/ZZZZZZ' });
    expect(unknown.statusCode).toBe(302);
    expect(unknown.headers.location).toBe('/shop-notfound');
    const before = await databaseDigest(t.database.db);
    for (const url of ['/s/abc', '/s/ABCDEFG', '/s/AB0O1I', '/s/__proto__', '/s/%00AAAAA']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
    }
    expect(await databaseDigest(t.database.db)).toEqual(before);
  });
});

describe('the poster', () => {
  it('is an A4 PDF in the chosen language with the shop’s name, its short link and its QR code', async () => {
    const { headers } = await shopWithOwner('Parturi Åkerlund');
    const links = await linksOf(headers);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/manage/shop/share/poster?target=queue&language=fi',
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="poster-queue-fi.pdf"');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Parturi Åkerlund');
    expect(text).toContain('Liity jonoon');
    expect(text).toContain(links.queue.replace(/^https?:\/\//, ''));
    const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
    const page = await pdf.getPage(1);
    expect(page.view.map(Math.round)).toEqual([0, 0, 595, 842]);
    const drawn = (contentStreams(res.rawPayload).match(/ re\n/g) ?? []).length;
    expect(drawn).toBe(darkRuns(links.queue));
  });

  it('says "book a time" in Swedish for the booking link, and prints what its fonts cannot spell as "?"', async () => {
    const { headers } = await shopWithOwner('Barber Łódź 東京');
    const links = await linksOf(headers);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/manage/shop/share/poster?target=book&language=sv',
      headers,
    });
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Boka en tid');
    expect(text).toContain('Barber ?ód? ??');
    expect(text).toContain(links.book.replace(/^https?:\/\//, ''));
  });

  it('refuses an unknown target or language with 400', async () => {
    const { headers } = await shopWithOwner();
    for (const query of ['target=walk&language=fi', 'target=queue&language=de', 'target=queue']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/manage/shop/share/poster?${query}`,
        headers,
      });
      expect(res.statusCode, query).toBe(400);
    }
  });
});
