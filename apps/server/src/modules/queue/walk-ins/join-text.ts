import { asLanguage, webPaths } from '@jono/contract';
import type { ServiceContext } from '../../../plugins/app/service-context';
import { findShop } from '../../shops/shops.service';
import { kickTexts, queueText } from '../../texts/texts.service';
import { joinedText } from '../alerts/alert-texts';

/**
 * Texts a customer who ticked "text me" their place: the shop, the code and the tracking
 * link. Written once the join committed; a lost text never costs the customer their place.
 */
export async function textJoinConfirmation(
  ctx: ServiceContext,
  joined: { orderId: string; shortCode: string; shopId: string; phone: string; language: string },
): Promise<void> {
  const shop = await findShop(ctx.db, joined.shopId);
  if (!shop) return;
  const url = `${ctx.config.publicUrl}${webPaths.orderTracking(joined.orderId)}`;
  const body = joinedText(
    asLanguage(joined.language),
    { shopName: shop.name, shortCode: joined.shortCode },
    url,
  );
  const text = await ctx.db.transaction((tx) =>
    queueText(ctx, tx, {
      shopId: joined.shopId,
      queueEntryId: joined.orderId,
      phone: joined.phone,
      kind: 'joined',
      body,
    }),
  );
  if (text.queued) void kickTexts(ctx);
  // Crossing the cap's 80 % or 100 % wrote a mail to the owners.
  ctx.mail.kick();
}
