import {
  asLanguage,
  formatTime,
  type OrderAlertKind,
  UNDO_WINDOW_MS,
  webPaths,
} from '@jono/contract';
import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queueEntries } from '../../../db/schema/index';
import { renderMail } from '../../../lib/mail-layout';
import type { ServiceContext } from '../../../plugins/app/service-context';
import { staffNames } from '../../auth/staff-names.service';
import { findShop } from '../../shops/shops.service';
import { type AlertFacts, alertMail, type RemovalReason } from './order-alert-words';

// Claiming a moment of an order: once per order and kind, however many nodes and timers try.

/** The moments that ask the customer to move: when push does not reach them, a text or mail does. */
export const MAIL_KINDS: ReadonlySet<OrderAlertKind> = new Set(['leave', 'turn']);
const MAX_ALERT_MAILS = 2;
/** The customer left the queue themselves: they know, nobody tells them. */
const CUSTOMER_LEFT = 'customer left';
/** A removal older than this when first noticed (the server was down) is not news any more. */
const REMOVAL_NEWS_MS = 60 * 60_000;
/** How long a push service keeps an alert for a phone that is offline. */
export const TTL_SECONDS: Record<OrderAlertKind, number> = {
  leave: 15 * 60,
  first: 30 * 60,
  turn: 10 * 60,
  removed: 60 * 60,
  closed: 60 * 60,
};

const jsonList = (kind: string) => sql`${JSON.stringify([kind])}::jsonb`;
const alreadySent = (kind: OrderAlertKind) => sql`${queueEntries.alertsSent} @> ${jsonList(kind)}`;
/**
 * What a claim records: the moment itself, except "your turn", which staff may call again:
 * each call is its own moment ('turn:2' for the second call), still sent once however many
 * nodes try.
 */
const claimMarker = (kind: OrderAlertKind) =>
  kind === 'turn' ? sql`jsonb_build_array('turn:' || ${queueEntries.callCount})` : jsonList(kind);

/** Taken out of the queue by staff (or by a blocked number) lately, and not told yet. */
export const removedLately = (now: Date) =>
  and(
    inArray(queueEntries.status, ['cancelled', 'no_show']),
    sql`${queueEntries.cancelReason} is distinct from ${CUSTOMER_LEFT}`,
    gt(queueEntries.cancelledAt, new Date(now.getTime() - REMOVAL_NEWS_MS)),
    sql`not ${alreadySent('removed')}`,
  );

/** Which orders a moment applies to, checked again in the claim itself. */
function stillApplies(kind: OrderAlertKind, now: Date) {
  if (kind !== 'removed') return eq(queueEntries.status, 'waiting');
  return and(
    sql`${queueEntries.cancelReason} is distinct from ${CUSTOMER_LEFT}`,
    or(
      eq(queueEntries.status, 'cancelled'),
      // Staff may take a no-show back in its first seconds: only a lasting one is news.
      and(
        eq(queueEntries.status, 'no_show'),
        sql`${queueEntries.cancelledAt} <= ${new Date(now.getTime() - UNDO_WINDOW_MS)}`,
      ),
    ),
  );
}

export interface AlertRequest {
  entryId: string;
  kind: OrderAlertKind;
  /** Where a call sent the customer when it named neither a chair nor a barber. */
  chairLabel?: string;
  /** 'leave': the start the alert was reckoned from, told to the customer. */
  estimatedStart?: Date;
}

/** The marker a claim records for this moment of this entry ('leave', 'turn:2'). */
export const markerOf = (kind: OrderAlertKind, callCount: number) =>
  kind === 'turn' ? `turn:${callCount}` : kind;

type Entry = typeof queueEntries.$inferSelect;

/** What an alert's words name, read for this entry and moment. */
export async function alertFactsOf(tx: Db, entry: Entry, request: AlertRequest) {
  const shop = await findShop(tx, entry.shopId);
  if (!shop) return null;
  const barberName = entry.calledBarberId
    ? ((await staffNames(tx, [entry.calledBarberId])).get(entry.calledBarberId) ?? null)
    : null;
  const facts: AlertFacts = {
    kind: request.kind,
    shopName: shop.name,
    shortCode: entry.shortCode,
    customerName: entry.customerName,
    travel: {
      minutes: entry.travelMinutes ?? shop.defaultTravelMinutes,
      mode: entry.travelMode,
      startsAt: request.estimatedStart ? formatTime(request.estimatedStart, shop.timezone) : null,
    },
    place: {
      chair: entry.calledChair,
      barberName,
      label: request.chairLabel ?? null,
    },
    removal: (entry.status === 'no_show' ? 'no_show' : 'cancelled') satisfies RemovalReason,
  };
  return facts;
}

/**
 * Claims one moment of one order: the UPDATE adds the kind to alerts_sent only while it is
 * not there, so however many nodes and timers try at once, one of them sends it.
 */
export async function claimAlert(ctx: ServiceContext, request: AlertRequest, now: Date) {
  return ctx.db.transaction(async (tx) => {
    const [entry] = await tx
      .update(queueEntries)
      .set({ alertsSent: sql`${queueEntries.alertsSent} || ${claimMarker(request.kind)}` })
      .where(
        and(
          eq(queueEntries.id, request.entryId),
          sql`not ${queueEntries.alertsSent} @> ${claimMarker(request.kind)}`,
          stillApplies(request.kind, now),
        ),
      )
      .returning();
    if (!entry) return null;
    const facts = await alertFactsOf(tx, entry, request);
    return facts ? { entry, facts } : null;
  });
}

/**
 * Writes the alert's mail to the outbox in the caller's transaction (at most two alert mails
 * an order): the last channel, for the moments that ask the customer to move.
 */
export async function enqueueAlertMail(
  ctx: ServiceContext,
  tx: Db,
  entry: Entry,
  facts: AlertFacts,
): Promise<boolean> {
  if (!MAIL_KINDS.has(facts.kind) || !entry.email) return false;
  const [mail] = await tx
    .update(queueEntries)
    .set({ alertMails: sql`${queueEntries.alertMails} + 1` })
    .where(and(eq(queueEntries.id, entry.id), sql`${queueEntries.alertMails} < ${MAX_ALERT_MAILS}`))
    .returning({ id: queueEntries.id });
  if (!mail) return false;
  const language = asLanguage(entry.language);
  const url = `${ctx.config.publicUrl}${webPaths.orderTracking(entry.id)}`;
  await ctx.mail.enqueue(tx, { to: entry.email, ...renderMail(alertMail(language, facts, url)) });
  return true;
}
