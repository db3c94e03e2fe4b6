import { bookingPaths, queuePaths } from '@jono/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { freshAddress } from '../../test/client-address';
import { databaseDigest } from '../../test/db-digest';

/**
 * A JSON body must be UTF-8. Bytes that are not (a stray Latin-1 byte, an overlong form, an
 * encoded surrogate) used to be read as U+FFFD and stored as if the sender had typed it.
 */
const notUtf8 = {
  'a Latin-1 byte': Buffer.from([0xe4]),
  'an overlong NUL': Buffer.from([0xc0, 0x80]),
  'an encoded surrogate': Buffer.from([0xed, 0xa0, 0x80]),
  'a sequence cut short': Buffer.from([0xe2, 0x82]),
};

const bodyWith = (bytes: Buffer) =>
  Buffer.concat([Buffer.from('{"name":"Aino'), bytes, Buffer.from('","phone":"0401234567"}')]);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const post = (url: string, payload: Buffer) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json' },
    remoteAddress: freshAddress(),
  });

describe('a JSON body that is not UTF-8', () => {
  it.each(Object.entries(notUtf8))(
    'with %s is refused with 400 and writes nothing',
    async (_, bytes) => {
      const before = await databaseDigest(t.database.db);
      // The queue's routes read JSON with a parser of their own; the rest of the app with the app's.
      for (const url of [queuePaths.join, bookingPaths.create, bookingPaths.lookup]) {
        const res = await post(url, bodyWith(bytes));
        expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
        expect(res.json()).toMatchObject({ ok: false, code: 'BAD_REQUEST', message: /UTF-8/ });
      }
      expect(await databaseDigest(t.database.db)).toEqual(before);
    },
  );

  it('is read as before when it is UTF-8, letters and emoji included', async () => {
    const res = await post(bookingPaths.lookup, bodyWith(Buffer.from('Åsa 💈')));
    expect(res.json().message).not.toMatch(/UTF-8/);
  });
});
