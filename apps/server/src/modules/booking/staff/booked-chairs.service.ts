import { addDays, zonedParts } from '@jono/contract';
import {
  and,
  asc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { bookings, orderedServiceSchema } from '../../../db/schema/index';
import { jsonObjectOf } from '../../../lib/sql-json';
import { startOfLocalDay } from '../booking-calendar';

// What the queue reads of the booked customers: who is in a chair, the board's day, the
// bookings its waiting times count, and whether any booking names a catalogue item.

/** Whether the barber is serving a booked customer now: started and not yet finished. */
export async function isServingBooking(db: Db, barberId: string) {
  const [serving] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.barberId, barberId),
        eq(bookings.status, 'confirmed'),
        isNotNull(bookings.startedAt),
        isNull(bookings.finishedAt),
      ),
    )
    .limit(1);
  return serving !== undefined;
}

/** The bookings of the shop's local day that happen: confirmed, completed or no-shows. */
export async function bookingsOfBoardDay(
  db: Db,
  shop: { id: string; timezone: string },
  now: Date,
) {
  const today = zonedParts(now, shop.timezone).date;
  return db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.shopId, shop.id),
        inArray(bookings.status, ['confirmed', 'completed', 'no_show']),
        gte(bookings.startAt, startOfLocalDay(today, shop.timezone)),
        lt(bookings.startAt, startOfLocalDay(addDays(today, 1), shop.timezone)),
      ),
    )
    .orderBy(asc(bookings.startAt), asc(bookings.chair));
}

/** A confirmed booking that still needs a chair, as `bookingsNeedingChair` lists it. */
export const chairBookingSchema = z.object({
  startAt: z.string(),
  endAt: z.string(),
  durationMinutes: z.number(),
  items: z.array(orderedServiceSchema),
  atLocationAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  barberId: z.string().nullable(),
});
export type ChairBooking = z.infer<typeof chairBookingSchema>;

/**
 * As a JSON list of `ChairBooking`, in a statement about the shop `shopId`: its confirmed
 * bookings around `now` that still need a chair: not finished, and either not over yet, or
 * started, or with their customer here. The queue's waiting times count them.
 */
export function bookingsNeedingChair(shopId: SQLWrapper, now: SQLWrapper): SQL<string> {
  const b = bookings;
  const chairBooking = jsonObjectOf(chairBookingSchema, {
    startAt: b.startAt,
    endAt: b.endAt,
    durationMinutes: b.totalDurationMinutes,
    items: b.items,
    atLocationAt: b.atLocationAt,
    startedAt: b.startedAt,
    barberId: b.barberId,
  });
  return sql`(select coalesce(json_agg(${chairBooking}), '[]')
    from ${b}
    where ${b.shopId} = ${shopId} and ${b.status} = 'confirmed' and ${b.finishedAt} is null
      and (${b.endAt} > ${now} or ${b.startedAt} is not null or ${b.atLocationAt} is not null)
      and ${b.startAt} between ${now}::timestamptz - interval '24 hours'
        and ${now}::timestamptz + interval '24 hours')`;
}

/** Whether any booking of the shop names an item (matched against its order snapshot). */
export async function bookingsName(db: Db, shopId: string, snapshotMatch: unknown) {
  const [named] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.shopId, shopId),
        sql`${bookings.items} @> ${JSON.stringify(snapshotMatch)}::jsonb`,
      ),
    )
    .limit(1);
  return named !== undefined;
}
