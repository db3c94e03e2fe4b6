import { type Holiday, type StaffBooking, zonedParts } from '@jono/contract';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { holidays } from '../../../db/schema/index';
import { HttpError, notFound } from '../../../lib/http-error';
import { recordAudit } from '../../audit/audit.service';
import type { SettingsEditor } from '../../audit/setting-changes.service';
import { isUuid } from '../../shops/shops.service';
import { presentHoliday } from '../booking.presenter';
import { shopOfStaff } from '../staff-shop';
import { bookingsOnDates, presentForStaff } from './staff-booking.service';

interface DateRange {
  startsOn: string;
  endsOn: string;
}

/** Current and coming holidays, soonest first; past ones are history. */
export async function listHolidays(db: Db, shopId: string, now: Date): Promise<Holiday[]> {
  const shop = await shopOfStaff(db, shopId);
  const today = zonedParts(now, shop.timezone).date;
  const rows = await db
    .select()
    .from(holidays)
    .where(and(eq(holidays.shopId, shopId), gte(holidays.endsOn, today)))
    .orderBy(asc(holidays.startsOn), asc(holidays.endsOn));
  return rows.map(presentHoliday);
}

/** A shop's holidays that touch the dates from `from` to `to`. */
export function holidaysBetween(db: Db, shopId: string, from: string, to: string) {
  return db
    .select({ startsOn: holidays.startsOn, endsOn: holidays.endsOn })
    .from(holidays)
    .where(
      and(eq(holidays.shopId, shopId), gte(holidays.endsOn, from), lte(holidays.startsOn, to)),
    );
}

/** A shop's current and coming holidays as its public page lists them, at most twenty. */
export function upcomingHolidays(db: Db, shopId: string, today: string) {
  return db
    .select({ startsOn: holidays.startsOn, endsOn: holidays.endsOn, note: holidays.note })
    .from(holidays)
    .where(and(eq(holidays.shopId, shopId), gte(holidays.endsOn, today)))
    .orderBy(asc(holidays.startsOn))
    .limit(20);
}

/** Live bookings on the dates a holiday would cover: the page warns and lists them. */
export async function holidayConflicts(
  db: Db,
  shopId: string,
  range: DateRange,
): Promise<StaffBooking[]> {
  if (range.endsOn < range.startsOn) {
    throw new HttpError(400, 'endsOn: must not end before it starts');
  }
  const shop = await shopOfStaff(db, shopId);
  const live = await bookingsOnDates(db, shop, range.startsOn, range.endsOn, true);
  return presentForStaff(db, live, shop.timezone);
}

/** A holiday added or removed, on the shop's record under its first day, with its dates. */
function recordHoliday(
  tx: Db,
  editor: SettingsEditor,
  action: 'holiday_added' | 'holiday_removed',
  holiday: typeof holidays.$inferSelect,
) {
  const { startsOn, endsOn, note } = holiday;
  return recordAudit(tx, {
    ...editor,
    action,
    subject: { kind: 'holiday', id: holiday.id, label: startsOn },
    details: { startsOn, endsOn, ...(note ? { note } : {}) },
  });
}

/**
 * Adds a holiday. Bookings already made on its dates are not cancelled: the answer lists
 * them so staff can contact or cancel those customers themselves.
 */
export async function addHoliday(
  db: Db,
  editor: SettingsEditor,
  input: DateRange & { note: string },
): Promise<{ holiday: Holiday; conflicts: StaffBooking[] }> {
  const { shopId } = editor;
  const shop = await shopOfStaff(db, shopId);
  if (input.endsOn < zonedParts(editor.at, shop.timezone).date) {
    throw new HttpError(400, 'endsOn: a holiday cannot end in the past');
  }
  const holiday = await db.transaction(async (tx) => {
    const [added] = await tx
      .insert(holidays)
      .values({ shopId, startsOn: input.startsOn, endsOn: input.endsOn, note: input.note })
      .returning();
    if (!added) throw new Error('insert returned nothing');
    await recordHoliday(tx, editor, 'holiday_added', added);
    return added;
  });
  return { holiday: presentHoliday(holiday), conflicts: await holidayConflicts(db, shopId, input) };
}

/** Removes one of the shop's holidays; another shop's id is unknown here. */
export async function removeHoliday(db: Db, editor: SettingsEditor, holidayId: string) {
  const { shopId } = editor;
  if (!isUuid(holidayId)) throw notFound('Holiday not found');
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(holidays)
      .where(and(eq(holidays.id, holidayId), eq(holidays.shopId, shopId)))
      .returning();
    if (!gone) throw notFound('Holiday not found');
    await recordHoliday(tx, editor, 'holiday_removed', gone);
  });
  return listHolidays(db, shopId, editor.at);
}
