import {
  estimateStart,
  type OpenNow,
  openNow,
  type QueueState,
  queueStateOf,
  waitingMinutes,
} from '@jono/contract';
import type { WeekdayHours } from '../../db/schema';
import type { QueueLoad } from './shop-load';

export interface ShopStatusInput {
  timezone: string;
  openingHours: WeekdayHours[];
  weeklyOffs: number[];
  chairCount: number;
  queueStateOverride: QueueState | null;
  queueLimit: number | null;
}

export interface ShopStatus {
  opening: OpenNow;
  queue: number;
  queueState: QueueState;
  /** Minutes a walk-in joining now would wait. */
  newcomerWait: number;
}

/**
 * Chairs that can take a customer: one per barber at work, up to the shop's chairs. A shop
 * whose staff set no status at all is taken at its full chair count.
 */
export const workingChairs = (chairCount: number, load: QueueLoad) =>
  load.workingBarbers > 0 ? Math.min(chairCount, load.workingBarbers) : chairCount;

/** Open or not, the waiting count and the queue state, all "now" in the shop's time zone. */
export function shopStatus(shop: ShopStatusInput, load: QueueLoad, now: Date): ShopStatus {
  const opening = openNow({ ...shop, holidays: load.holidays }, now);
  const newcomerStart = estimateStart({
    now: now.getTime(),
    chairs: workingChairs(shop.chairCount, load),
    inService: load.inService,
    ahead: load.waiting,
    bookings: load.bookings,
    durationMinutes: 0,
  });
  return {
    opening,
    queue: load.waiting.length,
    queueState: queueStateOf({
      isOpen: opening.isOpen,
      override: shop.queueStateOverride,
      waiting: load.waiting.length,
      queueLimit: shop.queueLimit,
      chairCount: shop.chairCount,
      newcomerStart,
      closesAt: opening.closesAt?.getTime() ?? null,
    }),
    newcomerWait: waitingMinutes(now.getTime(), newcomerStart),
  };
}
