import { randomBytes } from 'node:crypto';
import { asLanguage, webPaths } from '@jono/contract';
import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  type PendingAlertRequest,
  pendingAlertRequestSchema,
  pendingPushAlerts,
  queueEntries,
} from '../../../db/schema/index';
import type { ServiceContext } from '../../../plugins/app/service-context';
import { isUuid } from '../../shops/shops.service';
import { kickTexts, queueText, type TextOutcome } from '../../texts/texts.service';
import { announceStaffQueue } from '../live';
import { type AlertRequest, alertFactsOf, enqueueAlertMail, MAIL_KINDS } from './alert-claims';
import { alertText } from './alert-texts';
import type { AlertFacts } from './order-alert-words';

// One alert, one channel that reaches the customer: a push their browser says it showed; else
// a text (when they ticked "text me"); else mail. Never the same alert on two of them.

/** How long a pushed alert waits for the browser's word before the next channel takes over. */
export const PUSH_SEEN_WAIT_MS = 30_000;

type Channel = 'push' | 'text' | 'mail';
type Status = 'sent' | 'delivered' | 'failed';

/** Records how the entry's last alert went, and tells the shop's boards. */
export async function recordReach(
  ctx: ServiceContext,
  db: Db,
  entryId: string,
  reach: { channel: Channel | null; status: Status },
) {
  const [entry] = await db
    .update(queueEntries)
    .set({ lastAlertChannel: reach.channel, lastAlertStatus: reach.status, lastAlertAt: ctx.now() })
    .where(eq(queueEntries.id, entryId))
    .returning({ shopId: queueEntries.shopId });
  if (entry) announceStaffQueue(ctx, { shopId: entry.shopId, kind: 'reached', orderId: entryId });
}

/** Keeps a pushed alert until its browser says it showed it; its proof goes in the message. */
export async function awaitPushSeen(
  ctx: ServiceContext,
  entryId: string,
  marker: string,
  request: AlertRequest,
): Promise<string> {
  const token = randomBytes(16).toString('base64url');
  const kept: PendingAlertRequest = {
    kind: request.kind,
    ...(request.chairLabel ? { chairLabel: request.chairLabel } : {}),
    ...(request.estimatedStart ? { estimatedStart: request.estimatedStart.toISOString() } : {}),
  };
  await ctx.db
    .insert(pendingPushAlerts)
    .values({
      queueEntryId: entryId,
      marker,
      request: kept,
      token,
      dueAt: new Date(ctx.now().getTime() + PUSH_SEEN_WAIT_MS),
    })
    .onConflictDoUpdate({
      target: [pendingPushAlerts.queueEntryId, pendingPushAlerts.marker],
      set: { token, request: kept },
    });
  return token;
}

/** No browser took the push: nothing waits for its word. */
export async function forgetPushSeen(ctx: ServiceContext, entryId: string, marker: string) {
  await ctx.db
    .delete(pendingPushAlerts)
    .where(and(eq(pendingPushAlerts.queueEntryId, entryId), eq(pendingPushAlerts.marker, marker)));
}

/** The browser showed the alert: it counts as delivered, and no text or mail follows. */
export async function pushSeen(
  ctx: ServiceContext,
  entryId: string,
  seen: { marker: string; token: string },
): Promise<boolean> {
  if (!isUuid(entryId)) return false;
  const [row] = await ctx.db
    .delete(pendingPushAlerts)
    .where(
      and(
        eq(pendingPushAlerts.queueEntryId, entryId),
        eq(pendingPushAlerts.marker, seen.marker),
        eq(pendingPushAlerts.token, seen.token),
      ),
    )
    .returning({ id: pendingPushAlerts.queueEntryId });
  if (!row) return false;
  await recordReach(ctx, ctx.db, entryId, { channel: 'push', status: 'delivered' });
  return true;
}

/**
 * Sends an alert that push did not deliver by the next channel: a text when the customer
 * consented (and the shop may still text them), else mail, else it is recorded as failed so
 * staff know to call out. Only while the moment still applies (the customer is waiting).
 */
export async function followUpAlert(
  ctx: ServiceContext,
  entryId: string,
  request: AlertRequest,
  given?: AlertFacts,
): Promise<void> {
  if (!MAIL_KINDS.has(request.kind)) return;
  const channel = await ctx.db.transaction(async (tx) => {
    const [entry] = await tx.select().from(queueEntries).where(eq(queueEntries.id, entryId));
    if (entry?.status !== 'waiting') return 'none' as const;
    const facts = given ?? (await alertFactsOf(tx, entry, request));
    if (!facts) return 'none' as const;
    if (entry.textConsentAt && entry.phone) {
      const url = `${ctx.config.publicUrl}${webPaths.orderTracking(entry.id)}`;
      const text = await queueText(ctx, tx, {
        shopId: entry.shopId,
        queueEntryId: entry.id,
        phone: entry.phone,
        kind: request.kind,
        body: alertText(asLanguage(entry.language), facts, url),
      });
      if (text.queued) return 'text' as const;
    }
    return (await enqueueAlertMail(ctx, tx, entry, facts))
      ? ('mail' as const)
      : ('failed' as const);
  });
  if (channel === 'none') return;
  // A mail may wait in the outbox: the alert's own, or the owners' note that the cap is near.
  ctx.mail.kick();
  if (channel === 'text') {
    await recordReach(ctx, ctx.db, entryId, { channel: 'text', status: 'sent' });
    void kickTexts(ctx);
  } else if (channel === 'mail') {
    await recordReach(ctx, ctx.db, entryId, { channel: 'mail', status: 'delivered' });
    ctx.mail.kick();
  } else {
    await recordReach(ctx, ctx.db, entryId, { channel: null, status: 'failed' });
    ctx.log.warn({ orderId: entryId, kind: request.kind }, 'no alert channel took the message');
  }
}

/** Pushed alerts whose browser never said it showed them go by the next channel, once each. */
export async function followUpUnseenPushes(ctx: ServiceContext): Promise<void> {
  const due = await ctx.db
    .delete(pendingPushAlerts)
    .where(lte(pendingPushAlerts.dueAt, ctx.now()))
    .returning();
  for (const row of due) {
    const kept = pendingAlertRequestSchema.parse(row.request);
    const request: AlertRequest = {
      entryId: row.queueEntryId,
      kind: kept.kind,
      ...(kept.chairLabel ? { chairLabel: kept.chairLabel } : {}),
      ...(kept.estimatedStart ? { estimatedStart: new Date(kept.estimatedStart) } : {}),
    };
    await followUpAlert(ctx, row.queueEntryId, request);
  }
}

/** A text about an alert that failed goes by mail instead; one that arrived is shown as such. */
export async function followTextOutcome(ctx: ServiceContext, outcome: TextOutcome): Promise<void> {
  const entryId = outcome.queueEntryId;
  if (!entryId || outcome.status === 'sent') return;
  if (outcome.status === 'delivered') {
    await recordReach(ctx, ctx.db, entryId, { channel: 'text', status: 'delivered' });
    return;
  }
  const kind = pendingAlertRequestSchema.shape.kind.safeParse(outcome.kind);
  const mailed =
    kind.success &&
    MAIL_KINDS.has(kind.data) &&
    (await ctx.db.transaction(async (tx) => {
      const [entry] = await tx.select().from(queueEntries).where(eq(queueEntries.id, entryId));
      if (entry?.status !== 'waiting') return false;
      const facts = await alertFactsOf(tx, entry, { entryId, kind: kind.data });
      return facts !== null && (await enqueueAlertMail(ctx, tx, entry, facts));
    }));
  if (mailed) {
    await recordReach(ctx, ctx.db, entryId, { channel: 'mail', status: 'delivered' });
    ctx.mail.kick();
    return;
  }
  await recordReach(ctx, ctx.db, entryId, { channel: 'text', status: 'failed' });
}
