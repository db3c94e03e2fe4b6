import {
  type Availability,
  addDays,
  bookableSlots,
  bookingWindow,
  type DatedSlot,
  type FirstFree,
  firstFreeSlots,
  type MonthAvailability,
  monthAvailability,
  type OrderLength,
} from '@jono/contract';
import type { ServiceContext } from '../../../plugins/app/service-context';
import { lengthsWith } from '../../catalog/barber-terms.service';
import { presentSlot } from '../booking.presenter';
import { assertTakesBookings } from '../slot-refusal';
import { keptBarberTerms, keptShopCalendar } from './kept-calendars';

/**
 * What a customer asks free times for: an order's length at the catalogue's lengths and its
 * services (each barber takes it at their own length), with a barber or with anyone.
 */
interface Wanted {
  duration: number;
  services?: string[] | undefined;
  /** Absent: "any barber". */
  barberId?: string | undefined;
}

/** The order's length with each barber: their own where they keep one for its services. */
async function orderLength(
  ctx: ServiceContext,
  shopId: string,
  { duration, services }: Pick<Wanted, 'duration' | 'services'>,
  now: Date,
): Promise<OrderLength> {
  if (!services?.length) return { minutes: duration };
  const terms = await keptBarberTerms(ctx, shopId, [...new Set(services)], now);
  return { minutes: duration, byBarber: lengthsWith(duration, services, terms) };
}

/** The last date of a month 'YYYY-MM': the day before the first of the next. */
const lastDateOfMonth = (month: string) =>
  addDays(`${addDays(`${month}-28`, 4).slice(0, 7)}-01`, -1);

/** The free start times of one local date for an order, with the barber asked for or anyone. */
export async function dayAvailability(
  ctx: ServiceContext,
  shopId: string,
  { date, ...wanted }: Wanted & { date: string },
  now: Date,
): Promise<Availability> {
  const barberId = wanted.barberId ?? null;
  const { shop, calendar, holds } = await keptShopCalendar(ctx, shopId, date, date, now);
  assertTakesBookings(calendar, barberId);
  const order = await orderLength(ctx, shop.id, wanted, now);
  return {
    date,
    timezone: shop.timezone,
    slotLengthMinutes: shop.slotLengthMinutes,
    slots: bookableSlots(calendar, date, order, holds, now, barberId).map(presentSlot),
  };
}

/** Which days of a month 'YYYY-MM' have room: the date picker's overview. */
export async function monthOverview(
  ctx: ServiceContext,
  shopId: string,
  { month, ...wanted }: Wanted & { month: string },
  now: Date,
): Promise<MonthAvailability> {
  const barberId = wanted.barberId ?? null;
  const { shop, calendar, holds } = await keptShopCalendar(
    ctx,
    shopId,
    `${month}-01`,
    lastDateOfMonth(month),
    now,
  );
  assertTakesBookings(calendar, barberId);
  const order = await orderLength(ctx, shop.id, wanted, now);
  const window = bookingWindow(calendar, now);
  return {
    month,
    timezone: shop.timezone,
    ...window,
    days: monthAvailability(calendar, month, order, holds, now, barberId),
  };
}

/** Days read first for the first free times: most teams have one within a week. */
const FIRST_LOOK_DAYS = 7;

/**
 * The first free time with anyone and with each barber, for an order of this length. The
 * week ahead is read first (its dates counted from UTC's, a day wider each side, so every
 * zone's own today is in it); the whole horizon only when someone has no time that week.
 */
export async function firstFreeTimes(
  ctx: ServiceContext,
  shopId: string,
  wanted: Pick<Wanted, 'duration' | 'services'>,
  now: Date,
): Promise<FirstFree> {
  const utcToday = now.toISOString().slice(0, 10);
  let order: OrderLength | undefined;
  const answer = async (days: number) => {
    const { shop, calendar, holds } = await keptShopCalendar(
      ctx,
      shopId,
      addDays(utcToday, -1),
      addDays(utcToday, days + 1),
      now,
    );
    order ??= await orderLength(ctx, shop.id, wanted, now);
    const horizonDays = Math.min(calendar.horizonDays, days);
    const first = firstFreeSlots({ ...calendar, horizonDays }, order, holds, now);
    const complete = first.any !== null && first.barbers.every((b) => b.slot !== null);
    return {
      seenAll: complete || horizonDays === calendar.horizonDays,
      horizonDays: calendar.horizonDays,
      data: {
        timezone: shop.timezone,
        any: first.any && presentDatedSlot(first.any),
        barbers: first.barbers.map(({ barberId, slot }) => ({
          barberId,
          slot: slot && presentDatedSlot(slot),
        })),
      },
    };
  };
  const week = await answer(FIRST_LOOK_DAYS);
  return week.seenAll ? week.data : (await answer(week.horizonDays)).data;
}

const presentDatedSlot = (slot: DatedSlot) => ({ ...presentSlot(slot), date: slot.date });
