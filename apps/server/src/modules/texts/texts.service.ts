import { countSegments, type TextUsage } from '@jono/contract';
import { and, count, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { textMessages, textOptOuts } from '../../db/schema';
import { lockForTransaction } from '../../lib/transaction-lock';
import type { ServiceContext } from '../../plugins/app/service-context';
import { noteCapReached } from './text-cap.mails';

export { onTextOutcome, type TextOutcome } from './texts.events';

/** A text to write to the outbox. */
export interface NewText {
  shopId: string;
  queueEntryId: string | null;
  /** E.164. */
  phone: string;
  kind: string;
  body: string;
}

/** What became of a text asked for: written to go out, or why none will. */
export type TextQueued =
  | { queued: true; id: string }
  | { queued: false; reason: 'off' | 'opted_out' | 'capped' };

/** The first instant of the calendar month (UTC) the cap counts `now` in. */
export const monthStart = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/** Segments the shop's texts have used this month, failed ones included: the network charged them. */
export async function segmentsThisMonth(db: Db, shopId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ used: sql<number>`coalesce(sum(${textMessages.segments}), 0)::int` })
    .from(textMessages)
    .where(and(eq(textMessages.shopId, shopId), gte(textMessages.createdAt, monthStart(now))));
  return row?.used ?? 0;
}

export async function hasOptedOut(db: Db, shopId: string, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ phone: textOptOuts.phone })
    .from(textOptOuts)
    .where(and(eq(textOptOuts.shopId, shopId), eq(textOptOuts.phone, phone)));
  return row !== undefined;
}

/** Which of these customers' numbers said STOP to their own shop's texts. */
export async function optedOutAmong(
  db: Db,
  customers: readonly { shopId: string; phone: string | null }[],
): Promise<Set<string>> {
  const asked = customers.flatMap((c) => (c.phone ? [{ shopId: c.shopId, phone: c.phone }] : []));
  if (asked.length === 0) return new Set();
  const rows = await db
    .select({ phone: textOptOuts.phone })
    .from(textOptOuts)
    .where(
      or(
        ...[...new Set(asked.map((c) => c.shopId))].map((shopId) =>
          and(
            eq(textOptOuts.shopId, shopId),
            inArray(
              textOptOuts.phone,
              asked.filter((c) => c.shopId === shopId).map((c) => c.phone),
            ),
          ),
        ),
      ),
    );
  return new Set(rows.map((r) => r.phone));
}

/** Whether the shop can text this number at all: texts on and the number has not said STOP. */
export async function canText(ctx: ServiceContext, shopId: string, phone: string | null) {
  if (!ctx.sms.gateway || !phone) return false;
  return !(await hasOptedOut(ctx.db, shopId, phone));
}

/**
 * Writes a text to the outbox in the caller's transaction, so it leaves only if the change it
 * tells about commits. Refused when texts are off, the number said STOP to this shop, or the
 * text would take the shop past its monthly cap; the shop's texts are counted one writer
 * after the other, so two at once cannot both squeeze under the cap. Crossing 80 % or 100 %
 * tells the owners once a month.
 */
export async function queueText(ctx: ServiceContext, tx: Db, text: NewText): Promise<TextQueued> {
  if (!ctx.sms.gateway) return { queued: false, reason: 'off' };
  if (await hasOptedOut(tx, text.shopId, text.phone)) return { queued: false, reason: 'opted_out' };
  const { encoding, segments } = countSegments(text.body);
  const cap = ctx.sms.monthlySegments;
  const now = ctx.now();
  let used = 0;
  if (cap > 0) {
    await lockForTransaction(tx, `texts:${text.shopId}`);
    used = await segmentsThisMonth(tx, text.shopId, now);
    if (used + segments > cap) {
      await noteCapReached(ctx, tx, text.shopId, now, 100);
      return { queued: false, reason: 'capped' };
    }
  }
  const [row] = await tx
    .insert(textMessages)
    .values({ ...text, encoding, segments, createdAt: now, nextAttemptAt: now })
    .returning({ id: textMessages.id });
  if (!row) throw new Error('the text was not written');
  if (cap > 0) {
    const after = used + segments;
    for (const percent of [80, 100] as const) {
      if (used < (cap * percent) / 100 && after >= (cap * percent) / 100) {
        await noteCapReached(ctx, tx, text.shopId, now, percent);
      }
    }
  }
  return { queued: true, id: row.id };
}

/** The month's texts of a shop against its cap, for the owner. */
export async function textUsage(ctx: ServiceContext, shopId: string): Promise<TextUsage> {
  const now = ctx.now();
  const [optedOut] = await ctx.db
    .select({ n: count() })
    .from(textOptOuts)
    .where(eq(textOptOuts.shopId, shopId));
  return {
    enabled: ctx.sms.gateway !== null,
    month: now.toISOString().slice(0, 7),
    segmentsUsed: await segmentsThisMonth(ctx.db, shopId, now),
    segmentCap: ctx.sms.monthlySegments,
    optedOut: optedOut?.n ?? 0,
  };
}
export { kickTexts } from './texts.scheduler';

/** Blanks the number and words of the texts about these walk-ins: their visit's data was wiped. */
export async function forgetTextsOf(db: Db, queueEntryIds: readonly string[]): Promise<void> {
  if (queueEntryIds.length === 0) return;
  await db
    .update(textMessages)
    .set({ phone: '', body: '' })
    .where(inArray(textMessages.queueEntryId, [...queueEntryIds]));
}
