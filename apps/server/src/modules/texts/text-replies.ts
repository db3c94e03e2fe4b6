import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { textMessages, textOptOuts } from '../../db/schema';
import type { IncomingText } from '../../lib/sms/sms-gateway';
import type { ServiceContext } from '../../plugins/app/service-context';
import { announceStaffMessage } from '../notifications/notifications.events';
import { createStaffMessages } from '../notifications/notifications.service';

/** The words that stop a shop's texts, in the four languages customers write in. */
const STOP_WORDS = new Set([
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'END',
  'QUIT',
  'LOPETA',
  'SEIS',
  'STOPP',
  'AVSLUTA',
  'BAJA',
  'PARAR',
  'ALTO',
]);

/** Whether a reply asks for no more texts: the word alone, in any case, with stray punctuation. */
export const isStopReply = (text: string) =>
  STOP_WORDS.has(
    text
      .trim()
      .toUpperCase()
      .replace(/[^A-Z]/g, ''),
  );

/** The name the shop knows a number by, from its latest walk-in (the queue module answers). */
export type CustomerNameOf = (db: Db, shopId: string, phone: string) => Promise<string | null>;

/**
 * A customer's reply reaches the shop that texted that number last: STOP (or its word in
 * fi/sv/es) ends that shop's texts to the number; anything else reaches the staff bell with
 * the customer's name, so the shop can answer.
 */
export async function handleReply(
  ctx: ServiceContext,
  incoming: IncomingText,
  customerNameOf: CustomerNameOf,
): Promise<void> {
  const [last] = await ctx.db
    .select({ shopId: textMessages.shopId })
    .from(textMessages)
    .where(eq(textMessages.phone, incoming.from))
    .orderBy(desc(textMessages.createdAt))
    .limit(1);
  if (!last) {
    ctx.log.info('a text came from a number no shop has texted; left unread');
    return;
  }
  const text = incoming.text.trim().slice(0, 500);
  if (isStopReply(text)) {
    await ctx.db
      .insert(textOptOuts)
      .values({ shopId: last.shopId, phone: incoming.from, reply: text, createdAt: ctx.now() })
      .onConflictDoNothing();
    return;
  }
  const customerName = (await customerNameOf(ctx.db, last.shopId, incoming.from)) ?? incoming.from;
  const [message] = await createStaffMessages(ctx.db, [
    {
      shopId: last.shopId,
      kind: 'text_reply',
      title: `${customerName}: ${text}`,
      body: text,
      data: { customerName, text },
    },
  ]);
  if (message) announceStaffMessage(ctx.io, last.shopId, message);
}
