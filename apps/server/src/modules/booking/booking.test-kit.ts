import { count, eq } from 'drizzle-orm';
import { bookingSlotClaims, bookings } from '../../db/schema';
import {
  type BookableShop,
  barberOf,
  bookableShop,
  bookingBody,
  postBooking,
} from '../../test/bookable-shop';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { freshAddress } from '../../test/client-address';
import { startPushServiceStandIn } from '../../test/push-service-stand-in';
import { type ReceivedMail, startSmtpInbox } from '../../test/smtp-inbox';

export { type BookableShop, barberOf, bookableShop, bookingBody, postBooking };

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
