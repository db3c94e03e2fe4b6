import { type EmbedSettings, embedPaths, type Language, type ShopDetail } from '@jono/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shopEmbedSettings } from '../../db/schema';
import type { StaffIdentity } from '../../plugins/app/auth';
import type { ServiceContext } from '../../plugins/app/service-context';
import { recordAudit } from '../audit/audit.service';
import { getShop, serverCanOf } from '../queue/directory/shop-directory.service';
import { embedWords } from './embed-words';

/** The sites that may frame the shop's embed; none until the owner lists one. */
export async function allowedOriginsOf(db: Db, shopId: string): Promise<string[]> {
  const [row] = await db
    .select({ origins: shopEmbedSettings.allowedOrigins })
    .from(shopEmbedSettings)
    .where(eq(shopEmbedSettings.shopId, shopId));
  return row?.origins ?? [];
}

export async function embedSettingsOf(ctx: ServiceContext, shopId: string): Promise<EmbedSettings> {
  return {
    allowedOrigins: await allowedOriginsOf(ctx.db, shopId),
    pageUrl: `${ctx.config.publicUrl}${embedPaths.page(shopId)}`,
  };
}

/** Replaces the list of sites; a site taken off it can no longer frame the embed. */
export async function saveEmbedOrigins(
  ctx: ServiceContext,
  staff: StaffIdentity,
  origins: string[],
) {
  const { shopId } = staff;
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(shopEmbedSettings)
      .values({ shopId, allowedOrigins: origins, updatedAt: ctx.now() })
      .onConflictDoUpdate({
        target: shopEmbedSettings.shopId,
        set: { allowedOrigins: origins, updatedAt: ctx.now() },
      });
    await recordAudit(tx, {
      shopId,
      actorId: staff.userId,
      at: ctx.now(),
      action: 'embed_sites_changed',
      subject: { kind: 'integration', id: null, label: origins.join(' ') },
    });
  });
  return embedSettingsOf(ctx, shopId);
}

/** What the embed says of the queue now, in the visitor's language. */
export interface EmbedState {
  status: string;
  waiting: string;
  next: string;
  canJoin: boolean;
}

export function embedStateOf(shop: ShopDetail, language: Language): EmbedState {
  const words = embedWords[language];
  const clock = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: shop.timezone,
  });
  const range = shop.waitRange;
  const canJoin = shop.queueState === 'open';
  let next = '';
  if (canJoin && range) {
    next =
      shop.waitingTime === 0
        ? words.startsNow
        : words.startsBetween(
            clock.format(new Date(range.earliest)),
            clock.format(new Date(range.latest)),
          );
  }
  return {
    status: words[shop.queueState],
    waiting: words.waiting(shop.queue),
    next,
    canJoin,
  };
}

/** The shop's page data for its embed; unknown and unpublished shops are 404. */
export const embeddedShop = (ctx: ServiceContext, shopId: string) =>
  getShop(ctx.db, shopId, ctx.now(), serverCanOf(ctx));
