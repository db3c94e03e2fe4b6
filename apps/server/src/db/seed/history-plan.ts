// What a shop's past trade is generated from: the plan a caller gives, and what every
// statement of it reads, worked out once.
import { parseClockTime, zonedInstant, zonedParts } from '@jono/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { WeekdayHours } from '../schema';
import type { HistoryMenu } from './demo-menus';

/** Local opening minute and open minutes of each ISO weekday (Monday first); 0 open minutes when closed. */
export function openingByWeekday(
  openingHours: readonly WeekdayHours[],
  weeklyOffs: readonly number[],
): { opens: number; openMinutes: number }[] {
  return [1, 2, 3, 4, 5, 6, 7].map((weekday) => {
    const hours = openingHours.find((h) => h.weekday === weekday);
    const opens = parseClockTime(hours?.opens ?? '') ?? 0;
    const closes = parseClockTime(hours?.closes ?? '') ?? 0;
    const isOpen = hours && !weeklyOffs.includes(weekday) && closes > opens;
    return { opens, openMinutes: isOpen ? closes - opens : 0 };
  });
}

export interface HistoryPlan {
  shopId: string;
  timezone: string;
  openingHours: readonly WeekdayHours[];
  weeklyOffs: readonly number[];
  /** Owners and barbers who served the walk-ins. */
  barberIds: readonly string[];
  /** Who decided the refund requests. */
  ownerId: string;
  menus: readonly HistoryMenu[];
  /** Days of history, ending with the day before `now` in the shop's time zone. */
  days: number;
  now: Date;
  /** Arrivals a day by ISO weekday, Monday first; a closed day has none whatever it says. */
  walkInsPerWeekday: readonly number[];
  bookingsPerWeekday: readonly number[];
  bookableChairs: number;
  slotLengthMinutes: number;
  bookingFeeCents: number;
  refundWindowHours: number;
  /** Also the bookings of today and the next 14 days, all confirmed (the benchmark's). */
  includeUpcoming: boolean;
  /** The same plan with the same seed generates the same history. */
  seed: number;
}

/** A PostgreSQL array literal of numbers or ids. */
export const pgArray = (values: readonly (number | string)[]) => `{${values.join(',')}}`;

/** The plan with what its statements read in the forms they read it. */
export interface HistoryFrame {
  plan: HistoryPlan;
  /** The shop's local date of `now`; day n of the history is n days before it. */
  today: string;
  /** The start of today in the shop's time zone, as an ISO instant: the past ends there. */
  historyEnd: string;
  now: string;
  /** Each ISO weekday's local opening minute and open minutes, as PostgreSQL arrays. */
  opens: string;
  openMinutes: string;
  /** Arrivals a day by ISO weekday, none on a closed day. */
  walkInsADay: number[];
  bookingsADay: number[];
  /** The first day of bookings counted back from today (negative: days ahead). */
  firstBookingDay: number;
  /** The menus as JSON, one picked per order. */
  menus: string;
}

export function historyFrameOf(plan: HistoryPlan): HistoryFrame {
  const opening = openingByWeekday(plan.openingHours, plan.weeklyOffs);
  const onOpenDays = (counts: readonly number[]) =>
    opening.map((o, i) => (o.openMinutes > 0 ? Math.round(counts[i] ?? 0) : 0));
  const today = zonedParts(plan.now, plan.timezone).date;
  return {
    plan,
    today,
    historyEnd: zonedInstant(today, 0, plan.timezone).toISOString(),
    now: plan.now.toISOString(),
    opens: pgArray(opening.map((o) => o.opens)),
    openMinutes: pgArray(opening.map((o) => o.openMinutes)),
    walkInsADay: onOpenDays(plan.walkInsPerWeekday),
    bookingsADay: onOpenDays(plan.bookingsPerWeekday),
    firstBookingDay: plan.includeUpcoming ? -14 : 1,
    menus: JSON.stringify(plan.menus),
  };
}

/**
 * The rows of a statement over the days `firstDay` to `lastDay`, numbered for their draws by
 * day and number in the day as if every day were the busiest: the same seed gives every row
 * the same numbers. `rows` is how many rows to draw for, `row` a row's number in SQL.
 */
export function dayRowNumbering(
  perDay: readonly number[],
  firstDay: number,
  lastDay: number,
): { rows: number; row: SQL } {
  const most = Math.max(0, ...perDay);
  return {
    rows: (lastDay - firstDay + 1) * most,
    row: sql`((day - ${sql.raw(String(firstDay))}) * ${sql.raw(String(most))} + n)`,
  };
}

/** The bookings' numbering: the booking statement and the refunds after it draw by it. */
export const bookingNumbering = (frame: HistoryFrame) =>
  dayRowNumbering(frame.bookingsADay, frame.firstBookingDay, frame.plan.days);

const firstNames = [
  'Mikko',
  'Juha',
  'Antti',
  'Ville',
  'Matti',
  'Jukka',
  'Sami',
  'Teemu',
  'Aleksi',
  'Eetu',
  'Lauri',
  'Oskari',
  'Elias',
  'Leo',
  'Noah',
  'Aino',
  'Emma',
  'Liisa',
  'Ahmed',
  'Daniel',
];

/** A customer's name as "Mikko K.", from two draws: the first name and the initial. */
export const drawnName = (first: SQL, initial: SQL) =>
  sql`(${pgArray(firstNames)}::text[])[1 + floor(${first} * ${firstNames.length})::int] || ' ' || chr(65 + floor(${initial} * 26)::int) || '.'`;

/** One of the menus, picked by a draw. */
export const drawnMenu = (frame: HistoryFrame, draw: SQL) =>
  sql`${frame.menus}::jsonb -> floor(${draw} * jsonb_array_length(${frame.menus}::jsonb))::int`;
