import {
  asLanguage,
  formatShortCode,
  type Language,
  leaveAt,
  type OrderAlertKind,
  type PushMessage,
  pushPaths,
  webPaths,
} from '@jono/contract';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { queueEntries } from '../../../db/schema/index';
import { perApp } from '../../../lib/per-app';
import { deliverPush, vapidSubject } from '../../../lib/push-delivery';
import { appVapidKeys } from '../../../lib/vapid-keys';
import type { ServiceContext } from '../../../plugins/app/service-context';
import { announceOrderAlert } from '../../notifications/notifications.events';
import { type ShopQueueUpdate, shopQueueUpdate } from '../live';
import {
  type AlertRequest,
  claimAlert,
  MAIL_KINDS,
  markerOf,
  removedLately,
  TTL_SECONDS,
} from './alert-claims';
import { awaitPushSeen, followUpAlert, forgetPushSeen, recordReach } from './alert-follow-up';
import { type AlertFacts, alertWords } from './order-alert-words';
import { forgetSubscriptions, subscriptionsOf } from './push-subscriptions.service';

export type { OrderAlertKind };

/** The message one browser gets, in the language it subscribed in. */
function pushMessage(
  request: AlertRequest,
  language: Language,
  facts: AlertFacts,
  shortCode: string,
  seen: PushMessage['seen'],
): PushMessage {
  return {
    kind: request.kind,
    orderId: request.entryId,
    code: formatShortCode(shortCode),
    lang: language,
    ...alertWords(language, facts),
    url: webPaths.orderTracking(request.entryId),
    tag: `order-${request.entryId}`,
    ...(seen ? { seen } : {}),
  };
}

/** Pushes the alert to every subscribed browser; true when a push service took it for one. */
async function pushToBrowsers(
  ctx: ServiceContext,
  request: AlertRequest,
  claimed: { entry: { id: string; shortCode: string }; facts: AlertFacts },
  subscriptions: Awaited<ReturnType<typeof subscriptionsOf>>,
  seen: PushMessage['seen'],
): Promise<boolean> {
  const keys = appVapidKeys(ctx.config);
  const vapid = { ...keys, subject: vapidSubject(ctx.config.publicUrl, ctx.config.mailFrom) };
  const outcomes = await Promise.all(
    subscriptions.map(async (subscription) => {
      const language = asLanguage(subscription.language);
      const message = pushMessage(request, language, claimed.facts, claimed.entry.shortCode, seen);
      const outcome = await deliverPush(ctx, subscription, JSON.stringify(message), {
        vapid,
        ttlSeconds: TTL_SECONDS[request.kind],
        urgency: request.kind === 'removed' || request.kind === 'closed' ? 'normal' : 'high',
      });
      return { id: subscription.id, outcome };
    }),
  );
  await forgetSubscriptions(
    ctx.db,
    outcomes.filter((o) => o.outcome === 'gone').map((o) => o.id),
  );
  return outcomes.some((o) => o.outcome === 'delivered');
}

/**
 * Tells a walk-in customer about one moment of their order, at most once per order and
 * kind: the open tracking page hears it live, and one channel carries it to a closed page.
 * Every subscribed browser gets a Web Push message; for the moments that ask the customer to
 * move ('leave', 'turn') the browser must say it showed it within 30 seconds, else a text
 * (when the customer ticked "text me") or a mail follows, and at once when no browser took
 * the push. Call it after the change that causes the moment has committed. The order keeps
 * how the alert went, by which channel, for staff.
 */
export async function sendOrderAlert(ctx: ServiceContext, request: AlertRequest): Promise<void> {
  const claimed = await claimAlert(ctx, request, ctx.now());
  if (!claimed) return;
  const { entry, facts } = claimed;
  announceOrderAlert(ctx.io, entry.id, request.kind);
  const subscriptions = await subscriptionsOf(ctx.db, entry.id);
  const followsUp = MAIL_KINDS.has(request.kind);
  if (subscriptions.length === 0) {
    await followUpAlert(ctx, entry.id, request, facts);
    return;
  }
  const marker = markerOf(request.kind, entry.callCount);
  const seen = followsUp
    ? {
        url: pushPaths.alertSeen(entry.id),
        marker,
        token: await awaitPushSeen(ctx, entry.id, marker, request),
      }
    : undefined;
  const pushed = await pushToBrowsers(ctx, request, claimed, subscriptions, seen);
  if (pushed) {
    await recordReach(ctx, ctx.db, entry.id, {
      channel: 'push',
      status: followsUp ? 'sent' : 'delivered',
    });
    return;
  }
  if (followsUp) {
    await forgetPushSeen(ctx, entry.id, marker);
    await followUpAlert(ctx, entry.id, request, facts);
    return;
  }
  await recordReach(ctx, ctx.db, entry.id, { channel: 'push', status: 'failed' });
  ctx.log.warn({ orderId: entry.id, kind: request.kind }, 'no alert channel took the message');
}

/**
 * Whether someone was waiting ahead of this customer when they joined and has gone since (or
 * staff moved this customer up): only then did they *move* to first in line. Someone who
 * joins an empty queue sees that on the page they are looking at.
 */
async function movedToFirst(
  ctx: ServiceContext,
  entry: { id: string; seq: number; joinedAt: Date; shopId: string },
) {
  const [ahead] = await ctx.db
    .select({ id: queueEntries.id })
    .from(queueEntries)
    .where(
      and(
        eq(queueEntries.shopId, entry.shopId),
        sql`${queueEntries.seq} < ${entry.seq}`,
        or(isNull(queueEntries.startedAt), gt(queueEntries.startedAt, entry.joinedAt)),
        or(isNull(queueEntries.cancelledAt), gt(queueEntries.cancelledAt, entry.joinedAt)),
      ),
    )
    .limit(1);
  return ahead !== undefined;
}

/**
 * Finds the moments of one shop's orders that are due now and sends them: time to leave
 * (estimated start less travel time and slack), first in line, the shop closing its queue,
 * and removals by staff. Runs after each queue change and from the scheduler's timer.
 */
export async function sendDueShopAlerts(
  ctx: ServiceContext,
  shopId: string,
  read?: ShopQueueUpdate,
): Promise<void> {
  const now = ctx.now();
  const update = read ?? (await shopQueueUpdate(ctx.db, shopId, now));
  if (!update) return;
  const { shop } = update;
  const entries = await ctx.db
    .select({
      id: queueEntries.id,
      shopId: queueEntries.shopId,
      seq: queueEntries.seq,
      status: queueEntries.status,
      joinedAt: queueEntries.joinedAt,
      estimatedStartAt: queueEntries.estimatedStartAt,
      calledAt: queueEntries.calledAt,
      isAtLocation: queueEntries.isAtLocation,
      travelMinutes: queueEntries.travelMinutes,
      alertsSent: queueEntries.alertsSent,
    })
    .from(queueEntries)
    .where(
      and(
        eq(queueEntries.shopId, shopId),
        or(eq(queueEntries.status, 'waiting'), removedLately(now)),
      ),
    );

  const due: AlertRequest[] = [];
  for (const entry of entries) {
    const sent = new Set(entry.alertsSent);
    if (entry.status !== 'waiting') {
      due.push({ entryId: entry.id, kind: 'removed' });
      continue;
    }
    if (shop.queueStateOverride === 'closed' && !sent.has('closed')) {
      due.push({ entryId: entry.id, kind: 'closed' });
    }
    // Once called, the customer's next step is the chair, not the road or the line.
    if (entry.calledAt) continue;
    const place = update.waiting(entry.id);
    const travelMinutes = entry.travelMinutes ?? shop.defaultTravelMinutes;
    const start = place?.start ? new Date(place.start) : null;
    // Leave in time for a start only one play-out in twenty beats: a turn that comes sooner
    // than the range shown must not find the customer still on the way.
    const soonest = place?.soonest ? new Date(place.soonest) : start;
    const setOff = leaveAt(soonest, travelMinutes);
    // Someone whose wait was shorter than the trip at join set off then: the page said so.
    const hadTimeToSpare = (leaveAt(entry.estimatedStartAt, travelMinutes) ?? now) > entry.joinedAt;
    if (
      !sent.has('leave') &&
      !entry.isAtLocation &&
      hadTimeToSpare &&
      start &&
      setOff &&
      setOff <= now
    ) {
      due.push({ entryId: entry.id, kind: 'leave', estimatedStart: start });
    }
    if (!sent.has('first') && place?.position === 1 && (await movedToFirst(ctx, entry))) {
      due.push({ entryId: entry.id, kind: 'first' });
    }
  }
  // The claim rechecks each (a no-show still inside its undo window waits for the next run).
  await Promise.all(due.map((request) => sendOrderAlert(ctx, request)));
}

/** The shops with an order that may have a moment due: any waiting, or one just removed. */
export async function shopsWithPendingAlerts(ctx: ServiceContext): Promise<string[]> {
  const rows = await ctx.db
    .selectDistinct({ shopId: queueEntries.shopId })
    .from(queueEntries)
    .where(or(eq(queueEntries.status, 'waiting'), removedLately(ctx.now())));
  return rows.map((r) => r.shopId);
}

interface ShopRun {
  again: boolean;
  read: ShopQueueUpdate | undefined;
  done: Promise<void>;
}
/**
 * Per app: the runs in flight, by shop; a change during a run asks for one more run after
 * it, with the queue as that change's announcement read it (none: the run reads it itself).
 */
const shopRunsOf = perApp((_ctx: ServiceContext) => new Map<string, ShopRun>());

/**
 * Sends a shop's due alerts in the background, after a queue change: a burst of changes
 * costs one run and one more, never one each. Failures are logged, never thrown at the
 * change that asked.
 */
export function checkShopAlertsSoon(
  ctx: ServiceContext,
  shopId: string,
  read?: ShopQueueUpdate,
): Promise<void> {
  const shopRuns = shopRunsOf(ctx);
  const running = shopRuns.get(shopId);
  if (running) {
    running.again = true;
    running.read = read;
    return running.done;
  }
  const run: ShopRun = { again: false, read, done: Promise.resolve() };
  shopRuns.set(shopId, run);
  run.done = (async () => {
    try {
      do {
        const given = run.read;
        run.again = false;
        run.read = undefined;
        await sendDueShopAlerts(ctx, shopId, given);
      } while (run.again);
    } catch (error) {
      ctx.log.error({ err: error, shopId }, 'sending due order alerts failed');
    } finally {
      shopRuns.delete(shopId);
    }
  })();
  return run.done;
}

/** Resolves when every background run has ended (before the database closes). */
export async function alertRunsSettled(ctx: ServiceContext): Promise<void> {
  await Promise.all([...shopRunsOf(ctx).values()].map((run) => run.done));
}
