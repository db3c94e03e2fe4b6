import { formatShortCode, managePaths } from '@jono/contract';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, waitlistEntries } from '../../db/schema';
import { createPaidBooking, createRefundRequest } from '../../test/booking-factories';
import { buildTestApp, type TestApp, testOrigin } from '../../test/build-test-app';
import { createCatalogue, createQueueEntry, createShop, createStaff } from '../../test/factories';
import { loginAs } from '../../test/login';
import { recordAudit } from '../audit/audit.service';

/** 00:30 on 26 November in Helsinki, still the 25th in UTC: the file is named by the shop's day. */
const now = new Date('2026-11-25T22:30:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, () => now);
});
afterAll(() => t.close());

/** RFC 4180 read back: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += char;
  }
  return records;
}

type Export = { files: Record<string, string>; tables: Record<string, Record<string, string>[]> };

/** UTF-8 that keeps a byte order mark, so the test sees whether one was written. */
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The ZIP's files as text, and each CSV as rows keyed by its header. */
function readExport(body: Buffer): Export {
  const files = Object.fromEntries(
    Object.entries(unzipSync(new Uint8Array(body))).map(([name, bytes]) => [
      name,
      utf8.decode(bytes),
    ]),
  );
  const tables: Export['tables'] = {};
  for (const [name, text] of Object.entries(files)) {
    if (!name.endsWith('.csv')) continue;
    expect(text.startsWith('\uFEFF'), `${name} starts with a byte order mark`).toBe(true);
    const [header = [], ...rows] = parseCsv(text.slice(1));
    tables[name] = rows.map((row) => Object.fromEntries(header.map((h, i) => [h, row[i] ?? ''])));
  }
  return { files, tables };
}

const codeOfBooking = async (bookingId: string) =>
  formatShortCode(
    (await t.app.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]?.shortCode ?? '',
  );

/** A shop with something in every file: catalogue, walk-ins, a paid and refunded booking, a record. */
/** A waiting browser's keys: the shop keeps them to push offers, they never leave in an export. */
const pushKey = `B${'k'.repeat(86)}`;
const pushSecret = 's'.repeat(22);

async function busyShop(name: string, customer: string) {
  const shop = await createShop(t.app.db, { name, timezone: 'Europe/Helsinki' });
  const owner = await createStaff(t.app.db, shop.id, { name: `${customer} Omistaja` });
  const barber = await createStaff(t.app.db, shop.id, {
    role: 'barber',
    name: `${customer} Parturi`,
  });
  const receptionist = await createStaff(t.app.db, shop.id, { role: 'receptionist' });
  const catalogue = await createCatalogue(t.app.db, shop.id, {
    category: `${customer} hiukset`,
    services: [{ name: `${customer} leikkaus, lyhyt`, priceCents: 3250, durationMinutes: 30 }],
    addons: [{ name: `${customer} pesu`, priceCents: 500, durationMinutes: 10 }],
  });
  const service = catalogue.services[0];
  if (!service) throw new Error('no service');
  const walkIn = await createQueueEntry(t.app.db, shop.id, {
    customerName: `${customer} Mäkelä`,
    phone: '+358401234567',
    email: 'asiakas@example.fi',
    items: [
      {
        id: service.id,
        name: service.name,
        priceCents: 3250,
        durationMinutes: 30,
        quantity: 1,
        addons: [{ id: 'a', name: 'Pesu', priceCents: 500, durationMinutes: 10, quantity: 2 }],
      },
    ],
    totalPriceCents: 4250,
    status: 'served',
    barberId: barber.id,
    joinedAt: minutesAgo(90),
    startedAt: minutesAgo(60),
    finishedAt: minutesAgo(30),
  });
  const { booking, payment } = await createPaidBooking(t.app.db, shop.id, {
    customerName: `${customer} Varaaja`,
  });
  const refund = await createRefundRequest(t.app.db, shop.id, `${customer}: en päässyt`);
  await t.app.db.insert(waitlistEntries).values({
    shopId: shop.id,
    date: '2026-11-28',
    customerName: `${customer} Odottaja`,
    phone: '+358405556667',
    email: null,
    services: [{ id: service.id, quantity: 1, addons: [] }],
    additionalServices: [],
    totalDurationMinutes: 30,
    createdAt: minutesAgo(15),
    pushEndpoint: 'https://fcm.googleapis.com/fcm/send/odottaja',
    pushP256dh: pushKey,
    pushAuth: pushSecret,
  });
  await recordAudit(t.app.db, {
    shopId: shop.id,
    actorId: owner.id,
    at: minutesAgo(20),
    action: 'order_cancelled',
    subject: { kind: 'order', id: walkIn.id, label: walkIn.shortCode },
    details: { reason: `${customer} ei tullut` },
  });
  return { shop, owner, barber, receptionist, walkIn, booking, payment, refund };
}

async function exportAs(email: string | null, headers: Record<string, string> = {}) {
  const authorization = email ? (await loginAs(t.app, email)).authorization : undefined;
  return t.app.inject({
    method: 'GET',
    url: managePaths.export,
    headers: { ...headers, ...(authorization ? { authorization } : {}) },
  });
}

describe("the owner's export of the shop's data", () => {
  it('hands the owner one ZIP of CSV files named by the shop and its day, with a README', async () => {
    const a = await busyShop('Parturi Äijä & Öljy', 'Åsa');
    const res = await exportAs(a.owner.email, { origin: testOrigin });
    expect(res.statusCode).toBe(200);
    // The app reads the name even when the API is on a host of its own.
    expect(res.headers['access-control-expose-headers']).toBe('content-disposition');
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="jono-parturi-aija-oljy-2026-11-26.zip"',
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const { files, tables } = readExport(res.rawPayload);
    expect(Object.keys(files).sort()).toEqual([
      'README.txt',
      'addons.csv',
      'audit-log.csv',
      'bookings.csv',
      'payments.csv',
      'refunds.csv',
      'service-categories.csv',
      'services.csv',
      'waitlist.csv',
      'walk-ins.csv',
    ]);
    // The README is in the language the app asks in; Finnish when it says none.
    expect(files['README.txt']).toContain('walk-ins.csv: jokainen jonotilaus');
    expect(files['README.txt']).toContain('UTC');
    // The codes a booking's cancel_reason may hold are explained, the waitlist's among them.
    expect(files['README.txt']).toContain(
      'waitlist_removed (odottajalle pidetty aika vapautettiin, kun henkilökunta poisti hänet odotuslistalta)',
    );

    expect(tables['service-categories.csv']).toEqual([
      { name: 'Åsa hiukset', position: '0', service_count: '1' },
    ]);
    expect(tables['services.csv']).toEqual([
      {
        category: 'Åsa hiukset',
        name: 'Åsa leikkaus, lyhyt',
        description: '',
        price: '32.50',
        currency: 'EUR',
        duration_minutes: '30',
        active: 'true',
        position: '0',
      },
    ]);
    expect(tables['addons.csv']).toEqual([
      {
        name: 'Åsa pesu',
        price: '5.00',
        currency: 'EUR',
        duration_minutes: '10',
        active: 'true',
        services: 'Åsa leikkaus, lyhyt',
      },
    ]);
    expect(tables['walk-ins.csv']).toEqual([
      expect.objectContaining({
        code: formatShortCode(a.walkIn.shortCode),
        status: 'served',
        customer_name: 'Åsa Mäkelä',
        phone: '+358401234567',
        email: 'asiakas@example.fi',
        services: 'Åsa leikkaus, lyhyt × 1 (Pesu × 2)',
        total_price: '42.50',
        currency: 'EUR',
        joined_at: '2026-11-25T21:00:00.000Z',
        started_at: '2026-11-25T21:30:00.000Z',
        finished_at: '2026-11-25T22:00:00.000Z',
        cancelled_at: '',
        barber: 'Åsa Parturi',
        details_wiped_at: '',
      }),
    ]);
    const refundCode = await codeOfBooking(a.refund.bookingId);
    expect(tables['bookings.csv']?.map((b) => [b.code, b.customer_name, b.booking_fee])).toEqual(
      expect.arrayContaining([
        [formatShortCode(a.booking.shortCode), 'Åsa Varaaja', '2.00'],
        [refundCode, expect.any(String), '2.00'],
      ]),
    );
    expect(tables['bookings.csv']).toHaveLength(2);
    expect(tables['waitlist.csv']).toEqual([
      {
        date: '2026-11-28',
        customer_name: 'Åsa Odottaja',
        phone: '+358405556667',
        email: '',
        language: 'fi',
        services: 'Åsa leikkaus, lyhyt × 1',
        status: 'waiting',
        asked_at: minutesAgo(15).toISOString(),
        offered_at: '',
        offer_code: '',
        notified_by_push: 'true',
      },
    ]);
    expect(tables['payments.csv']).toContainEqual(
      expect.objectContaining({
        booking_code: formatShortCode(a.booking.shortCode),
        provider: 'test',
        provider_reference: a.payment.providerReference,
        status: 'paid',
        amount: '2.00',
        refunded: '0.00',
        currency: 'EUR',
      }),
    );
    expect(tables['refunds.csv']).toEqual([
      expect.objectContaining({
        booking_code: refundCode,
        status: 'requested',
        amount: '2.00',
        currency: 'EUR',
        reason: 'Åsa: en päässyt',
        handled_by: '',
      }),
    ]);
    expect(tables['audit-log.csv']).toEqual([
      {
        at: '2026-11-25T22:10:00.000Z',
        action: 'order_cancelled',
        actor: 'Åsa Omistaja',
        subject_kind: 'order',
        // Stored bare, written as every screen writes it.
        subject: formatShortCode(a.walkIn.shortCode),
        details: JSON.stringify({ reason: 'Åsa ei tullut' }),
      },
    ]);
    // Keys the app uses inside never leave it.
    const everything = Object.values(files).join('\n');
    expect(everything).not.toContain(a.payment.idempotencyKey);
    expect(everything).not.toContain(pushKey);
    expect(everything).not.toContain(pushSecret);
    expect(everything).not.toContain(a.walkIn.id);
    expect(everything).not.toContain(a.owner.passwordHash);
  });

  it("never includes another shop's catalogue, customers, orders, money or record", async () => {
    const mine = await busyShop('Parturi Oma', 'Oona');
    const theirs = await busyShop('Parturi Toinen', 'Tuure');
    const { files } = readExport((await exportAs(mine.owner.email)).rawPayload);
    const everything = Object.values(files).join('\n');
    expect(everything).toContain('Oona');
    const theirRefundCode = await codeOfBooking(theirs.refund.bookingId);
    for (const secret of [
      'Tuure',
      formatShortCode(theirs.walkIn.shortCode),
      formatShortCode(theirs.booking.shortCode),
      theirs.walkIn.shortCode,
      theirRefundCode,
      theirs.payment.providerReference ?? 'no reference',
    ]) {
      expect(everything, secret).not.toContain(secret);
    }
  });

  it('writes a wiped customer as empty and a formula-like name as text', async () => {
    const shop = await createShop(t.app.db, { name: 'Parturi Kaava' });
    const owner = await createStaff(t.app.db, shop.id);
    const wiped = await createQueueEntry(t.app.db, shop.id, {
      customerName: '',
      phone: '',
      email: null,
      status: 'served',
      anonymisedAt: minutesAgo(5),
    });
    const tricky = await createQueueEntry(t.app.db, shop.id, {
      customerName: '=HYPERLINK("http://evil.example","klikkaa")',
      email: '+cmd@example.fi',
    });
    const { tables, files } = readExport((await exportAs(owner.email)).rawPayload);
    const byCode = new Map(tables['walk-ins.csv']?.map((row) => [row.code, row]));
    expect(byCode.get(formatShortCode(wiped.shortCode))).toMatchObject({
      customer_name: '',
      phone: '',
      email: '',
      details_wiped_at: '2026-11-25T22:25:00.000Z',
    });
    expect(byCode.get(formatShortCode(tricky.shortCode))).toMatchObject({
      customer_name: `'=HYPERLINK("http://evil.example","klikkaa")`,
      email: "'+cmd@example.fi",
      // A phone is a plain number: left as it is.
      phone: tricky.phone,
    });
    expect(files['walk-ins.csv']).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it('writes the README in the language the app asks in', async () => {
    const shop = await createShop(t.app.db, { name: 'Barbería Peña' });
    const owner = await createStaff(t.app.db, shop.id);
    const res = await exportAs(owner.email, { 'x-lang': 'es' });
    expect(res.headers['content-disposition']).toContain('filename="jono-barberia-pena-');
    const { files, tables } = readExport(res.rawPayload);
    expect(files['README.txt']).toContain('Jono: los datos de Barbería Peña');
    expect(files['README.txt']).toContain('waitlist_removed (una hora reservada para alguien');
    // An empty shop still gets every file, each with its header row.
    expect(tables['walk-ins.csv']).toEqual([]);
    expect(files['walk-ins.csv']?.startsWith('\uFEFFcode,status,customer_name,')).toBe(true);
  });

  it('is for the owner alone: barber and receptionist 403, no login 401', async () => {
    const a = await busyShop('Parturi Lukko', 'Lauri');
    expect((await exportAs(a.barber.email)).statusCode).toBe(403);
    expect((await exportAs(a.receptionist.email)).statusCode).toBe(403);
    expect((await exportAs(null)).statusCode).toBe(401);
  });
});
