import { and, asc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import { textMessages } from '../../db/schema';
import { perApp } from '../../lib/per-app';
import { SmsSendError, type TextReceipt } from '../../lib/sms/sms-gateway';
import type { ServiceContext } from '../../plugins/app/service-context';
import { announceTextOutcome } from './texts.events';

/** Tries before a text the gateway keeps turning away for a passing reason counts as failed. */
const MAX_ATTEMPTS = 5;
const BATCH = 20;
/** A claimed text is left alone this long before another node may try it. */
const LEASE_SECONDS = 60;
const retryDelaySeconds = (attempts: number) => Math.min(300, 5 * 2 ** attempts);
/** How long a receipt for an id not yet recorded waits for the send that is recording it. */
const EARLY_RECEIPT_MS = 60_000;

type Text = typeof textMessages.$inferSelect;

/**
 * Receipts that came before their text's id was written: an SMSC may report a delivery
 * within milliseconds of taking the text, before the sender's UPDATE lands.
 */
const earlyReceiptsOf = perApp((_ctx: ServiceContext) => new Map<string, TextReceipt>());

async function claimDue(ctx: ServiceContext): Promise<Text[]> {
  const now = ctx.now();
  return ctx.db
    .update(textMessages)
    .set({
      attempts: sql`${textMessages.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + LEASE_SECONDS * 1000),
    })
    .where(
      inArray(
        textMessages.id,
        ctx.db
          .select({ id: textMessages.id })
          .from(textMessages)
          .where(
            and(
              eq(textMessages.status, 'queued'),
              lte(textMessages.nextAttemptAt, now),
              lt(textMessages.attempts, MAX_ATTEMPTS),
            ),
          )
          .orderBy(asc(textMessages.createdAt))
          .limit(BATCH)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning();
}

const outcomeOf = (text: Text, status: 'sent' | 'delivered' | 'failed') => ({
  textId: text.id,
  shopId: text.shopId,
  queueEntryId: text.queueEntryId,
  kind: text.kind,
  status,
});

async function markFailed(ctx: ServiceContext, text: Text, error: string) {
  await ctx.db
    .update(textMessages)
    .set({ status: 'failed', error: error.slice(0, 200), settledAt: ctx.now() })
    .where(eq(textMessages.id, text.id));
  announceTextOutcome(ctx, outcomeOf(text, 'failed'));
}

/** Hands one claimed text to the gateway; a passing refusal is tried again after back-off. */
async function deliver(ctx: ServiceContext, text: Text) {
  try {
    const { gatewayId } = await ctx.sms.send({ to: text.phone, text: text.body });
    await ctx.db
      .update(textMessages)
      .set({ status: 'sent', gatewayId, sentAt: ctx.now(), error: null })
      .where(eq(textMessages.id, text.id));
    announceTextOutcome(ctx, outcomeOf(text, 'sent'));
    const early = earlyReceiptsOf(ctx).get(gatewayId);
    if (early) {
      earlyReceiptsOf(ctx).delete(gatewayId);
      await applyReceipt(ctx, early);
    }
  } catch (error) {
    const code = error instanceof SmsSendError ? error.code : 'error';
    const retryable = !(error instanceof SmsSendError) || error.retryable;
    ctx.log.warn({ textId: text.id, code }, 'the gateway did not take a text');
    if (!retryable || text.attempts >= MAX_ATTEMPTS) {
      await markFailed(ctx, text, code);
      return;
    }
    await ctx.db
      .update(textMessages)
      .set({
        error: code,
        nextAttemptAt: new Date(ctx.now().getTime() + retryDelaySeconds(text.attempts) * 1000),
      })
      .where(eq(textMessages.id, text.id));
  }
}

/** Sends the texts that are due, a batch at a time, until none is left. */
export async function deliverDueTexts(ctx: ServiceContext): Promise<void> {
  if (!ctx.sms.gateway) return;
  for (;;) {
    const due = await claimDue(ctx);
    if (due.length === 0) return;
    await Promise.all(due.map((text) => deliver(ctx, text)));
  }
}

/** A text whose last try was lost with its node (the lease ran out) and has none left failed. */
export async function failExhaustedTexts(ctx: ServiceContext): Promise<void> {
  const now = ctx.now();
  const rows = await ctx.db
    .update(textMessages)
    .set({ status: 'failed', error: 'no_tries_left', settledAt: now })
    .where(
      and(
        eq(textMessages.status, 'queued'),
        sql`${textMessages.attempts} >= ${MAX_ATTEMPTS}`,
        lte(textMessages.nextAttemptAt, now),
      ),
    )
    .returning();
  for (const text of rows) announceTextOutcome(ctx, outcomeOf(text, 'failed'));
}

/** Settles the sent text this receipt names; null when none is waiting for one. */
async function settle(ctx: ServiceContext, receipt: TextReceipt) {
  const [text] = await ctx.db
    .update(textMessages)
    .set({
      status: receipt.state,
      error: receipt.state === 'failed' ? (receipt.error ?? 'failed').slice(0, 200) : null,
      settledAt: ctx.now(),
    })
    .where(and(eq(textMessages.gatewayId, receipt.gatewayId), eq(textMessages.status, 'sent')))
    .returning();
  return text ?? null;
}

/** What the network said about a text: delivered or failed, once (a repeated receipt is no news). */
export async function applyReceipt(ctx: ServiceContext, receipt: TextReceipt): Promise<void> {
  const text = await settle(ctx, receipt);
  if (text) {
    announceTextOutcome(ctx, outcomeOf(text, receipt.state));
    return;
  }
  // Not recorded yet: the send that took it writes its id in a moment and looks here.
  const early = earlyReceiptsOf(ctx);
  early.set(receipt.gatewayId, receipt);
  setTimeout(() => early.delete(receipt.gatewayId), EARLY_RECEIPT_MS).unref();
  // It may have written the id between the UPDATE above and now, before the receipt was kept.
  // Whichever of the two settles it first (the UPDATE decides) tells the outcome.
  const late = await settle(ctx, receipt);
  if (!late) return;
  early.delete(receipt.gatewayId);
  announceTextOutcome(ctx, outcomeOf(late, receipt.state));
}
