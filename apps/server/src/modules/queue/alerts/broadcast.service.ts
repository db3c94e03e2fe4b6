import {
  asLanguage,
  BROADCAST_MIN_GAP_SECONDS,
  type BroadcastBody,
  type BroadcastResult,
  errorCodes,
  formatShortCode,
  type PushMessage,
  webPaths,
} from '@jono/contract';
import { and, eq } from 'drizzle-orm';
import { queueEntries } from '../../../db/schema/index';
import { retryLater } from '../../../lib/http-error';
import { renderMail } from '../../../lib/mail-layout';
import { deliverPush, vapidSubject } from '../../../lib/push-delivery';
import { lockForTransaction } from '../../../lib/transaction-lock';
import { appVapidKeys } from '../../../lib/vapid-keys';
import type { StaffIdentity } from '../../../plugins/app/auth';
import type { ServiceContext } from '../../../plugins/app/service-context';
import { lastActionAt, recordAudit } from '../../audit/audit.service';
import { findShop } from '../../shops/shops.service';
import { kickTexts, queueText } from '../../texts/texts.service';
import { broadcastWords } from './broadcast-words';
import { orderMail } from './order-alert-words';
import { subscriptionsOf } from './push-subscriptions.service';

type Entry = typeof queueEntries.$inferSelect;
type Channel = 'push' | 'text' | 'mail' | 'unreached';
type Said = { title: string; body: string };

/** Pushes to the customer's browsers; true when a push service took it for one of them. */
async function pushTo(ctx: ServiceContext, entry: Entry, said: (lang: string) => Said) {
  const subscriptions = await subscriptionsOf(ctx.db, entry.id);
  if (subscriptions.length === 0) return false;
  const keys = appVapidKeys(ctx.config);
  const vapid = { ...keys, subject: vapidSubject(ctx.config.publicUrl, ctx.config.mailFrom) };
  const outcomes = await Promise.all(
    subscriptions.map((subscription) => {
      const language = asLanguage(subscription.language);
      const message: PushMessage = {
        kind: 'broadcast',
        orderId: entry.id,
        code: formatShortCode(entry.shortCode),
        lang: language,
        ...said(language),
        url: webPaths.orderTracking(entry.id),
        tag: `order-${entry.id}-broadcast`,
      };
      return deliverPush(ctx, subscription, JSON.stringify(message), {
        vapid,
        ttlSeconds: 30 * 60,
        urgency: 'normal',
      });
    }),
  );
  return outcomes.includes('delivered');
}

/** One customer's channel for the broadcast: push, else a text they agreed to, else mail. */
async function tellOne(ctx: ServiceContext, entry: Entry, said: (lang: string) => Said) {
  if (await pushTo(ctx, entry, said)) return 'push' as const;
  const { title, body } = said(entry.language);
  const url = `${ctx.config.publicUrl}${webPaths.orderTracking(entry.id)}`;
  return ctx.db.transaction(async (tx): Promise<Channel> => {
    if (entry.textConsentAt && entry.phone) {
      const text = await queueText(ctx, tx, {
        shopId: entry.shopId,
        queueEntryId: entry.id,
        phone: entry.phone,
        kind: 'broadcast',
        body: `${body} ${url}`,
      });
      if (text.queued) return 'text';
    }
    if (!entry.email) return 'unreached';
    await ctx.mail.enqueue(tx, {
      to: entry.email,
      ...renderMail(
        orderMail(asLanguage(entry.language), entry.customerName, { title, body }, url),
      ),
    });
    return 'mail';
  });
}

/**
 * Staff's word to everyone waiting ("running 15 minutes late"), each in their own language
 * when it is a preset, by each one's channel; texts count against the shop's cap. Recorded in
 * the activity log; a shop sends one at most every two minutes, however many screens click.
 */
export async function broadcastToWaiting(
  ctx: ServiceContext,
  staff: StaffIdentity,
  said: BroadcastBody,
): Promise<BroadcastResult> {
  const shop = await findShop(ctx.db, staff.shopId);
  const shopName = shop?.name ?? '';
  const waiting = await ctx.db.transaction(async (tx) => {
    await lockForTransaction(tx, `broadcast:${staff.shopId}`);
    const last = await lastActionAt(tx, staff.shopId, 'broadcast_sent');
    const gapMs = BROADCAST_MIN_GAP_SECONDS * 1000;
    const now = ctx.now();
    if (last && now.getTime() - last.getTime() < gapMs) {
      throw retryLater(
        'A message went to everyone waiting moments ago',
        gapMs - (now.getTime() - last.getTime()),
        errorCodes.broadcastTooSoon,
      );
    }
    const rows = await tx
      .select()
      .from(queueEntries)
      .where(and(eq(queueEntries.shopId, staff.shopId), eq(queueEntries.status, 'waiting')));
    await recordAudit(tx, {
      shopId: staff.shopId,
      actorId: staff.userId,
      at: now,
      action: 'broadcast_sent',
      subject: { kind: 'queue', id: null, label: '' },
      details: {
        note:
          said.preset === 'own' ? (said.message ?? '') : broadcastWords('en', shopName, said).body,
        amount: rows.length,
      },
    });
    return rows;
  });
  const words = (language: string) => broadcastWords(asLanguage(language), shopName, said);
  const channels = await Promise.all(waiting.map((entry) => tellOne(ctx, entry, words)));
  if (channels.includes('text')) void kickTexts(ctx);
  if (channels.includes('mail')) ctx.mail.kick();
  const count = (channel: Channel) => channels.filter((c) => c === channel).length;
  return {
    waiting: waiting.length,
    push: count('push'),
    text: count('text'),
    mail: count('mail'),
    unreached: count('unreached'),
  };
}
