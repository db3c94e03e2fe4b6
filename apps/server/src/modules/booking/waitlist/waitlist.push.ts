import { type WaitlistOfferPush, webPaths } from '@jono/contract';
import { eq } from 'drizzle-orm';
import { waitlistEntries } from '../../../db/schema/index';
import { deliverPush, vapidSubject } from '../../../lib/push-delivery';
import { appVapidKeys } from '../../../lib/vapid-keys';
import type { ServiceContext } from '../../../plugins/app/service-context';
import { type OfferMailFacts, waitlistOfferPushWords } from './waitlist.mails';

/** An offer just made to someone waiting, with the browser they asked to be told on. */
export interface MadeOffer {
  entryId: string;
  bookingId: string;
  push: { endpoint: string; p256dh: string; auth: string } | null;
  /** Whether a mail with the offer is in the outbox: then the offer reaches them regardless. */
  isMailed: boolean;
  facts: OfferMailFacts;
  /** Seconds the offer is held: a notification shown later than that only disappoints. */
  holdSeconds: number;
}

function offerPush(offer: MadeOffer): WaitlistOfferPush {
  return {
    kind: 'waitlist-offer',
    bookingId: offer.bookingId,
    lang: offer.facts.language,
    ...waitlistOfferPushWords(offer.facts),
    url: webPaths.waitlistOffer(offer.bookingId),
    tag: `waitlist-offer-${offer.bookingId}`,
  };
}

/**
 * Pushes each offer to the browser of the person it is for (their mail, when they gave an
 * address, is already in the outbox). A browser the push service no longer knows (404/410)
 * is forgotten, so the next offer goes by mail only. Returns the offers that reached nobody
 * (no mail, and no push delivered): holding those times would only keep them from the next in line.
 */
export async function pushOffers(
  ctx: ServiceContext,
  offers: readonly MadeOffer[],
): Promise<MadeOffer[]> {
  const unreached = offers.filter((o) => !o.isMailed && o.push === null);
  const toPush = offers.filter((o) => o.push !== null);
  if (toPush.length === 0) return unreached;
  const keys = appVapidKeys(ctx.config);
  const vapid = { ...keys, subject: vapidSubject(ctx.config.publicUrl, ctx.config.mailFrom) };
  await Promise.all(
    toPush.map(async (offer) => {
      if (!offer.push) return;
      const outcome = await deliverPush(ctx, offer.push, JSON.stringify(offerPush(offer)), {
        vapid,
        ttlSeconds: offer.holdSeconds,
        urgency: 'high',
      });
      if (outcome === 'gone') {
        await ctx.db
          .update(waitlistEntries)
          .set({ pushEndpoint: null, pushP256dh: null, pushAuth: null })
          .where(eq(waitlistEntries.id, offer.entryId));
      }
      if (outcome !== 'delivered') {
        ctx.log.warn({ entryId: offer.entryId, outcome }, 'a waitlist offer push did not arrive');
        if (!offer.isMailed) unreached.push(offer);
      }
    }),
  );
  return unreached;
}
