import {
  type BookingSettings,
  type bookingSettingsBody,
  parseClockTime,
  priceToCents,
} from '@jono/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { shopBookingHours } from '../../../db/schema/index';
import { HttpError } from '../../../lib/http-error';
import {
  bookingSettingsChanges,
  recordSettingsChange,
  type SettingsEditor,
} from '../../audit/setting-changes.service';
import { saveBookingRules } from '../../shops/booking-rules.service';
import { presentBookingSettings } from '../booking.presenter';
import { loadBookingHours, type ShopRow } from '../booking-calendar';
import { shopOfStaff } from '../staff-shop';

type SettingsInput = z.output<typeof bookingSettingsBody>;

const weekdayNames = [
  '',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];

export async function getBookingSettings(db: Db, shopId: string): Promise<BookingSettings> {
  const shop = await shopOfStaff(db, shopId);
  return presentBookingSettings(shop, await loadBookingHours(db, shopId));
}

/** Booking hours are a part of each weekday's opening hours, one entry per weekday. */
function assertBookingHoursFit(shop: ShopRow, hours: SettingsInput['bookingHours']) {
  const seen = new Set<number>();
  hours.forEach((entry, index) => {
    const field = `bookingHours.${index}`;
    const day = weekdayNames[entry.weekday];
    if (seen.has(entry.weekday))
      throw new HttpError(400, `${field}.weekday: ${day} is listed twice`);
    seen.add(entry.weekday);
    const opening = shop.openingHours.find((h) => h.weekday === entry.weekday);
    if (!opening) throw new HttpError(400, `${field}: the shop is closed on ${day}`);
    const opens = parseClockTime(entry.opens) ?? 0;
    const closes = parseClockTime(entry.closes) ?? 0;
    if (closes <= opens) throw new HttpError(400, `${field}.closes: must be after ${entry.opens}`);
    const shopOpens = parseClockTime(opening.opens) ?? 0;
    const shopCloses = parseClockTime(opening.closes) ?? 0;
    if (opens < shopOpens || closes > shopCloses) {
      throw new HttpError(
        400,
        `${field}: booking hours on ${day} must lie within the opening hours ${opening.opens}-${opening.closes}`,
      );
    }
  });
}

/**
 * Saves the slots page; the weekday booking hours are replaced as a whole, in one transaction
 * with its entry on the shop's record.
 */
export async function saveBookingSettings(
  db: Db,
  editor: SettingsEditor,
  input: SettingsInput,
): Promise<BookingSettings> {
  const { shopId } = editor;
  const shop = await shopOfStaff(db, shopId);
  const before = presentBookingSettings(shop, await loadBookingHours(db, shopId));
  if (input.bookableChairs > shop.chairCount) {
    throw new HttpError(
      400,
      `bookableChairs: the shop has ${shop.chairCount} chairs, so at most ${shop.chairCount} can take bookings`,
    );
  }
  assertBookingHoursFit(shop, input.bookingHours);
  const saved = await db.transaction(async (tx) => {
    const updated = await saveBookingRules(tx, shopId, {
      slotLengthMinutes: input.slotLengthMinutes,
      bookableChairs: input.bookableChairs,
      bookingHorizonDays: input.horizonDays,
      bookingFeeCents: priceToCents(input.bookingFee),
      refundWindowHours: input.refundWindowHours,
      ...(input.moveLimit !== undefined ? { bookingMoveLimit: input.moveLimit } : {}),
    });
    await tx.delete(shopBookingHours).where(eq(shopBookingHours.shopId, shopId));
    if (input.bookingHours.length > 0) {
      await tx.insert(shopBookingHours).values(input.bookingHours.map((h) => ({ shopId, ...h })));
    }
    if (!updated) throw new HttpError(404, 'Shop not found');
    const after = presentBookingSettings(updated, input.bookingHours);
    await recordSettingsChange(tx, editor, bookingSettingsChanges(before, after));
    return after;
  });
  return saved;
}
