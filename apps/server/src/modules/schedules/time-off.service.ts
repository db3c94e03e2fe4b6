import {
  formatClockTime,
  type TimeOff,
  type TimeOffChange,
  timeOffSpan,
  zonedParts,
} from '@jono/contract';
import { and, asc, eq, gt, lt, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { barberTimeOff } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { jsonObjectOf } from '../../lib/sql-json';
import type { StaffIdentity } from '../../plugins/app/auth';
import { findShop } from '../shops/shops.service';
import { editableMember } from './week-editors.service';

type TimeOffRow = typeof barberTimeOff.$inferSelect;

export const presentTimeOff = (row: TimeOffRow): TimeOff => ({
  id: row.id,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  from: row.fromTime,
  until: row.untilTime,
  note: row.note,
});

/** The time off of a shop's members that touches `[from, to)`, earliest first. */
export function timeOffTouching(db: Db, shopId: string, from: Date, to: Date) {
  return db
    .select()
    .from(barberTimeOff)
    .where(
      and(
        eq(barberTimeOff.shopId, shopId),
        gt(barberTimeOff.endsAt, from),
        lt(barberTimeOff.startsAt, to),
      ),
    )
    .orderBy(asc(barberTimeOff.startsAt));
}

/**
 * Stores time off for a member with the instants it covers in the shop's zone; `endsDay`
 * marks the rest of a day taken by "done for today".
 */
async function insertTimeOff(
  db: Db,
  member: { shopId: string; userId: string },
  change: TimeOffChange,
  timeZone: string,
  endsDay = false,
): Promise<TimeOffRow | null> {
  const span = timeOffSpan(change, timeZone);
  if (span.end <= span.start) return null;
  const [row] = await db
    .insert(barberTimeOff)
    .values({
      shopId: member.shopId,
      userId: member.userId,
      startsOn: change.startsOn,
      endsOn: change.endsOn,
      fromTime: change.from ?? null,
      untilTime: change.until ?? null,
      startsAt: new Date(span.start),
      endsAt: new Date(span.end),
      note: change.note || null,
      endsDay,
    })
    .returning();
  if (!row) throw new Error('adding time off returned nothing');
  return row;
}

/**
 * Time off for a member, asked for by the member or the owner: the entry, and whose time it
 * covers from when to when (for the bookings it falls on).
 */
export async function addTimeOff(
  db: Db,
  staff: StaffIdentity,
  userId: string,
  change: TimeOffChange,
) {
  const member = await editableMember(db, staff, userId);
  const shop = await findShop(db, member.shopId);
  if (!shop) throw notFound('Shop not found');
  const row = await insertTimeOff(db, member, change, shop.timezone);
  // The body's schema lets only spans that end after they start through.
  if (!row) throw new Error('time off of no length passed the body schema');
  return { entry: presentTimeOff(row), member, covers: { from: row.startsAt, to: row.endsAt } };
}

/** Takes a member's time off back. */
export async function removeTimeOff(
  db: Db,
  staff: StaffIdentity,
  userId: string,
  entryId: string,
): Promise<void> {
  const member = await editableMember(db, staff, userId);
  const deleted = await db
    .delete(barberTimeOff)
    .where(
      and(
        eq(barberTimeOff.id, entryId),
        eq(barberTimeOff.shopId, member.shopId),
        eq(barberTimeOff.userId, member.userId),
      ),
    )
    .returning({ id: barberTimeOff.id });
  if (deleted.length === 0) throw notFound('No such time off');
}

/** A stretch of a member's time off, as `timeOffBetween` lists them. */
export const timeOffSpanSchema = z.object({
  userId: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
});

/**
 * As a JSON list, in a statement about the shop `shopId`: its members' time off that touches
 * the stretch from `from` to `to` (instants), earliest first.
 */
export function timeOffBetween(shopId: SQLWrapper, from: SQL, to: SQL): SQL<string> {
  const t = barberTimeOff;
  const span = jsonObjectOf(timeOffSpanSchema, {
    userId: t.userId,
    startsAt: t.startsAt,
    endsAt: t.endsAt,
  });
  return sql`(select coalesce(json_agg(${span} order by ${t.startsAt}), '[]')
    from ${t}
    where ${t.shopId} = ${shopId} and ${t.endsAt} > ${from} and ${t.startsAt} < ${to})`;
}

/** Time off touching the two days either side of `now`, which covers today in every zone. */
export const timeOffAround = (shopId: SQLWrapper, now: SQLWrapper): SQL<string> =>
  timeOffBetween(
    shopId,
    sql`${now}::timestamptz - interval '2 days'`,
    sql`${now}::timestamptz + interval '2 days'`,
  );

/**
 * "Done for today": the rest of the member's day off from now (to the shop's midnight), so
 * estimates, admission and the team's week leave them out until they say they are back.
 */
export async function takeRestOfDayOff(
  tx: Db,
  member: { shopId: string; userId: string },
  now: Date,
): Promise<void> {
  const shop = await findShop(tx, member.shopId);
  if (!shop) throw notFound('Shop not found');
  const local = zonedParts(now, shop.timezone);
  const rest = {
    startsOn: local.date,
    endsOn: local.date,
    from: formatClockTime(local.minutes),
    until: '24:00',
  };
  await insertTimeOff(tx, member, rest, shop.timezone, true);
}

/** Back at work after "done for today": the rest of the day they took off is theirs again. */
export async function resumeDay(tx: Db, userId: string, now: Date): Promise<void> {
  await tx
    .delete(barberTimeOff)
    .where(
      and(
        eq(barberTimeOff.userId, userId),
        eq(barberTimeOff.endsDay, true),
        gt(barberTimeOff.endsAt, now),
      ),
    );
}
