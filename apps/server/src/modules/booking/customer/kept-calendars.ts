import { KeptShopReads } from '../../../lib/kept-shop-reads';
import { perApp } from '../../../lib/per-app';
import { shopChangeClockOf } from '../../../lib/shop-changes';
import type { ServiceContext } from '../../../plugins/app/service-context';
import { type BarberTermRow, barberTermsOf } from '../../catalog/barber-terms.service';
import { holdsAt, listedShopCalendar } from '../booking-calendar';

/** Calendars kept: a shop's popular days and months, for many shops at once. */
const KEPT_CALENDARS = 4096;
/** Members' terms kept, by the services an order names. */
const KEPT_TERMS = 1024;

type ShopCalendar = Awaited<ReturnType<typeof listedShopCalendar>>;

const keptOf = perApp((ctx: ServiceContext) => {
  const clock = shopChangeClockOf(ctx.io);
  return {
    calendars: new KeptShopReads<ShopCalendar>(clock, KEPT_CALENDARS),
    terms: new KeptShopReads<BarberTermRow[]>(clock, KEPT_TERMS),
  };
});

/**
 * A listed shop's calendar for the local dates firstDate ... lastDate, as customers' free-time
 * calls read it: from memory while the shop is unchanged within the minute. Every change that
 * moves a free time is announced (a booking made, moved, cancelled, paid or let go; any write
 * the shop's staff make), and an unpaid booking's hold that runs out is dropped here by the
 * clock. A booking is still decided on a fresh read under the shop's lock, so a time shown a
 * moment before someone else took it is refused as taken, never booked twice.
 */
export async function keptShopCalendar(
  ctx: ServiceContext,
  shopId: string,
  firstDate: string,
  lastDate: string,
  now: Date,
): Promise<ShopCalendar> {
  const kept = keptOf(ctx).calendars.get(shopId, `${shopId} ${firstDate} ${lastDate}`, now, () =>
    listedShopCalendar(ctx.db, shopId, firstDate, lastDate, now),
  );
  const read = await kept;
  return { ...read, holds: holdsAt(read.holds, now) };
}

/** The terms members keep for the shop's services among `serviceIds`, kept as calendars are. */
export function keptBarberTerms(
  ctx: ServiceContext,
  shopId: string,
  serviceIds: readonly string[],
  now: Date,
): Promise<BarberTermRow[]> {
  const key = `${shopId} ${[...serviceIds].sort().join(' ')}`;
  return keptOf(ctx).terms.get(shopId, key, now, () => barberTermsOf(ctx.db, shopId, serviceIds));
}
