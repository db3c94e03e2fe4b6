import { bookingPaths } from '@jono/contract';
import { count, eq } from 'drizzle-orm';
import { bookingSlotClaims, bookings } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { freshAddress } from '../../test/client-address';
import { createBarbers, createCatalogue, createShop } from '../../test/factories';
import { nextPhone } from '../../test/phones';
import { startPushServiceStandIn } from '../../test/push-service-stand-in';
import { type ReceivedMail, startSmtpInbox } from '../../test/smtp-inbox';

/**
 * An active shop (open around the clock unless told) with a 30-minute and a 60-minute service,
 * and a barber for each of its chairs (or `barbers` of them), so the chairs decide how many
 * bookings a slot takes.
 */
export async function bookableShop(
  t: TestApp,
  {
    barbers: barberCount,
    ...overrides
  }: Parameters<typeof createShop>[1] & { barbers?: number } = {},
) {
  const shop = await createShop(t.database.db, { bookingFeeCents: 0, ...overrides });
  const barbers = await createBarbers(t.database.db, shop.id, barberCount ?? shop.chairCount);
  const catalogue = await createCatalogue(t.database.db, shop.id, {
    services: [
      { name: 'Haircut', priceCents: 3000, durationMinutes: 30 },
      { name: 'Long cut', priceCents: 4500, durationMinutes: 60 },
    ],
    addons: [{ name: 'Wash', priceCents: 500, durationMinutes: 10 }],
  });
  const [cut, longCut] = catalogue.services;
  if (!cut || !longCut) throw new Error('catalogue incomplete');
  return { shop, cut, longCut, barbers };
}

export type BookableShop = Awaited<ReturnType<typeof bookableShop>>;

/** The shop's barber at `index` (the owner first), failing the test when there is none. */
export function barberOf(f: BookableShop, index: number) {
  const barber = f.barbers[index];
  if (!barber) throw new Error(`no barber ${index}`);
  return barber;
}

/** The body of POST /api/pre-booking: a haircut (30 min, 30.00) or a long cut (60 min, 45.00). */
export function bookingBody(
  f: BookableShop,
  date: string,
  time: string,
  extra: { phone?: string; email?: string; name?: string; long?: boolean } = {},
) {
  const service = extra.long ? f.longCut : f.cut;
  return {
    name: extra.name ?? 'Aino Virtanen',
    phone: extra.phone ?? nextPhone(),
    email: extra.email ?? 'aino@example.fi',
    shopId: f.shop.id,
    services: [{ id: service.id, quantity: 1, addons: [] }],
    additionalServices: [],
    totalTimeRequires: service.durationMinutes,
    totalPrice: service.priceCents / 100,
    date,
    time,
  };
}

/** A booking from a client of its own, unless the test names the address. */
export const postBooking = (
  t: TestApp,
  body: object,
  headers: Record<string, string> = {},
  remoteAddress = freshAddress(),
) =>
  t.app.inject({ method: 'POST', url: bookingPaths.create, payload: body, headers, remoteAddress });

export async function countRows(t: TestApp, shopId: string) {
  const db = t.database.db;
  const [b] = await db.select({ n: count() }).from(bookings).where(eq(bookings.shopId, shopId));
  const [c] = await db
    .select({ n: count() })
    .from(bookingSlotClaims)
    .where(eq(bookingSlotClaims.shopId, shopId));
  return { bookings: b?.n ?? 0, claims: c?.n ?? 0 };
}

export { freshAddress };

/**
 * A booking test's world on a pinned clock: the app, a real SMTP inbox its mails reach, and
 * the Web Push stand-in it may push to; rate limits out of the way. Start it in beforeAll
 * and `close` it in afterAll.
 */
export async function startBookingWorld(now: () => Date) {
  const inbox = await startSmtpInbox();
  const push = await startPushServiceStandIn();
  const t = await buildTestApp(
    { SMTP_URL: inbox.url, RATE_LIMIT_PER_MINUTE: '100000', PUSH_SERVICE_ORIGINS: push.origin },
    now,
  );
  const close = async () => {
    await t.close();
    await inbox.close();
    await push.close();
  };
  return { t, inbox, push, close };
}
export type BookingWorld = Awaited<ReturnType<typeof startBookingWorld>>;

/** A customer's POST, each from a client address of its own (no rate limit shared). */
export const postAsCustomer = (
  t: TestApp,
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url,
    headers,
    remoteAddress: freshAddress(),
    ...(payload ? { payload } : {}),
  });

/** A received mail as UTF-8 text: quoted-printable undone byte-wise, so ä and € read right. */
export function mailText(raw: string): string {
  const qp = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < qp.length; i++) {
    const hex = qp.slice(i + 1, i + 3);
    if (qp[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(qp[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The booking file attached to a mail, decoded. */
export function icsAttachment(mail: ReceivedMail): string | null {
  const part =
    /Content-Type: text\/calendar[^\r\n]*\r\n(?:[^\r\n]+\r\n)*?Content-Disposition: attachment; filename=jono-booking\.ics\r\n(?:[^\r\n]+\r\n)*\r\n([A-Za-z0-9+/=\r\n]+)/.exec(
      mail.raw,
    ) ??
    /Content-Disposition: attachment; filename=jono-booking\.ics\r\n(?:[^\r\n]+\r\n)*\r\n([A-Za-z0-9+/=\r\n]+)/.exec(
      mail.raw,
    );
  return part?.[1] ? Buffer.from(part[1].replace(/\r\n/g, ''), 'base64').toString('utf8') : null;
}
