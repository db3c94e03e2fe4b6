import { randomInt } from 'node:crypto';
import { type ShareLinks, shortCodeAlphabet, webPaths } from '@jono/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shopShareLinks } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import type { ServiceContext } from '../../plugins/app/service-context';
import { shopListRows } from '../shops/shops.service';

const CODE_LENGTH = 6;
/** 31^6 codes: a collision is rare, and a few fresh draws settle it. */
const DRAWS = 5;

const drawCode = () =>
  Array.from(
    { length: CODE_LENGTH },
    () => shortCodeAlphabet[randomInt(shortCodeAlphabet.length)],
  ).join('');

/**
 * The shop's code, made on first ask. Two first asks at once both insert-or-skip and read the
 * one that won; a code another shop holds is skipped the same way and drawn again.
 */
async function codeOf(db: Db, shopId: string): Promise<string> {
  for (let draw = 0; draw < DRAWS; draw++) {
    const [made] = await db
      .insert(shopShareLinks)
      .values({ shopId, code: drawCode() })
      .onConflictDoNothing()
      .returning({ code: shopShareLinks.code });
    if (made) return made.code;
    const [kept] = await db
      .select({ code: shopShareLinks.code })
      .from(shopShareLinks)
      .where(eq(shopShareLinks.shopId, shopId));
    if (kept) return kept.code;
  }
  throw new Error(`No free short code for shop ${shopId} in ${DRAWS} draws`);
}

/** The short links of the shop, to print and to give to maps and search. */
export async function shareLinksOf(ctx: ServiceContext, shopId: string): Promise<ShareLinks> {
  const code = await codeOf(ctx.db, shopId);
  const root = ctx.config.publicUrl.replace(/\/+$/, '');
  return { code, queue: `${root}/s/${code}`, book: `${root}/s/${code}/book` };
}

/** The shop's name, for its poster. */
export async function shopNameOf(db: Db, shopId: string): Promise<string> {
  const [shop] = await shopListRows(db, [shopId]);
  if (!shop) throw notFound('Shop not found');
  return shop.name;
}

/**
 * The page a short link opens: the shop's page (its queue) or its booking calendar; an unknown
 * code opens the "shop not found" page, as a link to a removed shop would.
 */
export async function shortLinkTarget(
  db: Db,
  code: string,
  target: 'queue' | 'book',
): Promise<string> {
  const [link] = await db
    .select({ shopId: shopShareLinks.shopId })
    .from(shopShareLinks)
    .where(eq(shopShareLinks.code, code.toUpperCase()));
  if (!link) return webPaths.shopNotFound;
  return target === 'book'
    ? webPaths.preBookingBarbershop(link.shopId)
    : webPaths.barbershop(link.shopId);
}
