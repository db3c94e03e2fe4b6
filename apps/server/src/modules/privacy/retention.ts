import type { ServiceContext } from '../../plugins/app/service-context';
import { forgetOldAudit } from '../audit/audit.service';
import { deleteExpiredCredentials } from '../auth/expired-credentials.service';
import { anonymiseEndedBookings, forgetPastWaitlists } from '../booking/booking-privacy.service';
import { forgetStaffMessages } from '../notifications/notifications.service';
import {
  anonymiseEndedVisits,
  forgetPushOfEndedOrders,
} from '../queue/walk-ins/visit-privacy.service';
import { shopsByRetention } from '../shops/shops.service';
import { forgetOldWebhookEvents } from '../webhooks/webhook-events.service';
import { forgetExpiredEmailProofs } from './email-proof.service';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Delivered mail is kept two weeks, long enough to answer "did you send it?". */
export const DELIVERED_MAIL_DAYS = 14;

export interface RetentionRun {
  visits: number;
  bookings: number;
  staffMessages: number;
  pushSubscriptions: number;
  sessions: number;
  tokens: number;
  mails: number;
  auditEntries: number;
  waitlistEntries: number;
  emailProofs: number;
  webhookEvents: number;
}

/**
 * Keeps personal data only as long as it is needed. Customer details of visits and bookings
 * over for longer than their shop keeps them are wiped (figures stay), and staff messages that
 * old (they name customers) are deleted. Expired sessions and links, delivered mail, alert
 * subscriptions of ended orders, the staff record older than a year, waitlist places of
 * days that are over, expired one-time codes for customers' e-mail addresses and webhook
 * events older than 30 days are deleted too.
 * Every step only touches rows still to be done, so two nodes running it at once do the work
 * once.
 */
export async function applyRetention(ctx: ServiceContext, now: Date): Promise<RetentionRun> {
  let visits = 0;
  let bookings = 0;
  let staffMessages = 0;
  for (const { retentionDays, shopIds } of await shopsByRetention(ctx.db)) {
    const endedBefore = new Date(now.getTime() - retentionDays * DAY_MS);
    visits += await anonymiseEndedVisits(ctx.db, { shopIds, endedBefore }, now);
    bookings += await anonymiseEndedBookings(ctx.db, shopIds, endedBefore, now);
    staffMessages += await forgetStaffMessages(ctx.db, shopIds, endedBefore);
  }
  const pushSubscriptions = await forgetPushOfEndedOrders(ctx.db);
  const credentials = await deleteExpiredCredentials(ctx.db, now);
  const mails = await ctx.mail.forgetDelivered(
    new Date(now.getTime() - DELIVERED_MAIL_DAYS * DAY_MS),
  );
  const auditEntries = await forgetOldAudit(ctx.db, now);
  const waitlistEntries = await forgetPastWaitlists(ctx.db, now);
  const emailProofs = await forgetExpiredEmailProofs(ctx.db, now);
  const webhookEvents = await forgetOldWebhookEvents(ctx.db, now);
  return {
    visits,
    bookings,
    staffMessages,
    pushSubscriptions,
    ...credentials,
    mails,
    auditEntries,
    waitlistEntries,
    emailProofs,
    webhookEvents,
  };
}
