import {
  asLanguage,
  type BookableSlot,
  type BookingSettings,
  type BookingStatus,
  type BookingView,
  centsToPrice,
  formatClockTime,
  type Holiday,
  type Language,
  type OrderContents,
  type paymentStatusSchema,
  type RefundStatus,
  type Slot,
  type StaffBooking,
  zonedParts,
} from '@jono/contract';
import type { z } from 'zod';
import type { bookings, holidays } from '../../db/schema';
import { readableWishes } from '../../lib/chosen-wishes';
import { presentOrderContents } from '../../lib/order-contents';
import { maskEmail, maskPhone } from '../../lib/personal-data-masks';
import { bookableChairsOf, type ShopRow } from './booking-calendar';

export type BookingRow = typeof bookings.$inferSelect;

/** The latest payment of a booking, as the payments module reports it. */
export interface PaymentFacts {
  status: z.infer<typeof paymentStatusSchema>;
  amountCents: number;
  refundedCents: number;
}

/** The latest refund request of a booking, as the refunds module reports it. */
export interface RefundFacts {
  status: RefundStatus;
  amountCents: number;
  reason: string;
  rejectReason: string | null;
}

const HOUR = 3_600_000;

export const isLive = (status: BookingStatus) =>
  status === 'pending_payment' || status === 'confirmed';

/** A booking's local date and 'HH:mm - HH:mm' in the shop's time zone (true on DST days). */
export function localTimes(booking: Pick<BookingRow, 'startAt' | 'endAt'>, timezone: string) {
  const start = zonedParts(booking.startAt, timezone);
  const end = zonedParts(booking.endAt, timezone);
  return {
    date: start.date,
    timeRange: `${formatClockTime(start.minutes)} - ${formatClockTime(end.minutes)}`,
  };
}

/** Until when a cancellation refunds the fee by itself: the refund window before the start. */
export const freeCancellationUntil = (
  booking: Pick<BookingRow, 'startAt'>,
  shop: Pick<ShopRow, 'refundWindowHours'>,
) => new Date(booking.startAt.getTime() - shop.refundWindowHours * HOUR);

/** The customer may still cancel: the booking is live and has not started. */
export const canCancel = (booking: Pick<BookingRow, 'status' | 'startAt'>, now: Date) =>
  isLive(booking.status) && booking.startAt.getTime() > now.getTime();

/**
 * The customer may move the booking: confirmed, the refund window not yet closed (a later
 * move would dodge the fee the shop keeps for late changes), and moves left under the shop's
 * limit. Staff move any confirmed booking that has not started.
 */
export const canMove = (
  booking: Pick<BookingRow, 'status' | 'startAt' | 'moveCount'>,
  shop: Pick<ShopRow, 'refundWindowHours' | 'bookingMoveLimit'>,
  now: Date,
) =>
  booking.status === 'confirmed' &&
  now.getTime() <= freeCancellationUntil(booking, shop).getTime() &&
  (shop.bookingMoveLimit === null || booking.moveCount < shop.bookingMoveLimit);

/** A cancelled booking whose paid fee did not come back, and nobody asked for it yet. */
export const canRequestRefund = (
  booking: Pick<BookingRow, 'status'>,
  payment: PaymentFacts | undefined,
  refund: RefundFacts | undefined,
) =>
  booking.status === 'cancelled' &&
  payment !== undefined &&
  (payment.status === 'paid' || payment.status === 'partially_refunded') &&
  payment.refundedCents < payment.amountCents &&
  refund === undefined;

export const presentSlot = (slot: BookableSlot): Slot => ({
  time: slot.time,
  startAt: new Date(slot.startAt).toISOString(),
  endAt: new Date(slot.endAt).toISOString(),
});

/** The one shape of a booking its customer sees (success page, check details, lookup). */
export function presentBookingView(
  booking: BookingRow,
  shop: ShopRow,
  facts: {
    payment?: PaymentFacts;
    refund?: RefundFacts;
    isWaitlistOffer?: boolean;
    barber: BookingView['barber'];
  },
  now: Date,
): BookingView {
  const { payment, refund } = facts;
  return {
    id: booking.id,
    shortCode: booking.shortCode,
    status: booking.status,
    shop: {
      id: shop.id,
      name: shop.name,
      address: shop.address,
      city: shop.city,
      timezone: shop.timezone,
    },
    customerName: booking.customerName,
    phone: maskPhone(booking.phone),
    email: booking.email === null ? null : maskEmail(booking.email),
    ...localTimes(booking, shop.timezone),
    startAt: booking.startAt.toISOString(),
    endAt: booking.endAt.toISOString(),
    order: booking.items.map((item) => ({
      name: item.name,
      price: centsToPrice(item.priceCents),
      duration: item.durationMinutes,
      quantity: item.quantity,
      addons: item.addons.map((a) => ({
        name: a.name,
        price: centsToPrice(a.priceCents),
        duration: a.durationMinutes,
        quantity: a.quantity,
      })),
    })),
    additionalServices: readableWishes(booking.additionalServices),
    barber: facts.barber,
    totalPrice: centsToPrice(booking.totalPriceCents),
    totalDuration: booking.totalDurationMinutes,
    currency: booking.currency,
    language: asLanguage(booking.language),
    bookingFee: centsToPrice(booking.bookingFeeCents),
    holdExpiresAt:
      booking.status === 'pending_payment' && booking.holdExpiresAt
        ? booking.holdExpiresAt.toISOString()
        : null,
    payment: payment
      ? {
          status: payment.status,
          amount: centsToPrice(payment.amountCents),
          refunded: centsToPrice(payment.refundedCents),
        }
      : null,
    refund: refund
      ? {
          status: refund.status,
          amount: centsToPrice(refund.amountCents),
          reason: refund.reason,
          rejectReason: refund.rejectReason,
        }
      : null,
    freeCancellationUntil: freeCancellationUntil(booking, shop).toISOString(),
    canCancel: canCancel(booking, now),
    canMove: canMove(booking, shop, now),
    isWaitlistOffer: facts.isWaitlistOffer === true && booking.status === 'pending_payment',
    canRequestRefund: canRequestRefund(booking, payment, refund),
    cancelledAt: booking.cancelledAt?.toISOString() ?? null,
    createdAt: booking.createdAt.toISOString(),
  };
}

/** A booking as the shop's staff see it: the full phone, the chair, the payment's state. */
export function presentStaffBooking(
  booking: BookingRow,
  timezone: string,
  payment: PaymentFacts | undefined,
  barberName: string | undefined,
): StaffBooking {
  return {
    ...presentOrderContents(booking),
    id: booking.id,
    status: booking.status,
    customerName: booking.customerName,
    phone: booking.phone,
    email: booking.email,
    ...localTimes(booking, timezone),
    startAt: booking.startAt.toISOString(),
    endAt: booking.endAt.toISOString(),
    chair: booking.chair,
    barber:
      booking.barberId && barberName !== undefined
        ? { id: booking.barberId, name: barberName, named: booking.barberNamed }
        : null,
    totalPrice: centsToPrice(booking.totalPriceCents),
    totalDuration: booking.totalDurationMinutes,
    bookingFee: centsToPrice(booking.bookingFeeCents),
    paymentStatus: payment?.status ?? null,
    createdAt: booking.createdAt.toISOString(),
  };
}

export interface BookingSummary extends OrderContents {
  id: string;
  shortCode: string;
  shopId: string;
  shopName: string;
  customerName: string;
  phone: string;
  email: string | null;
  language: Language;
  date: string;
  timeRange: string;
  status: BookingStatus;
}

/** What the payments and refunds pages and mails need to name a booking. */
export function presentBookingSummary(
  booking: BookingRow,
  shop: Pick<ShopRow, 'name' | 'timezone'>,
): BookingSummary {
  return {
    ...presentOrderContents(booking),
    id: booking.id,
    shortCode: booking.shortCode,
    shopId: booking.shopId,
    shopName: shop.name,
    customerName: booking.customerName,
    phone: booking.phone,
    email: booking.email,
    language: asLanguage(booking.language),
    ...localTimes(booking, shop.timezone),
    status: booking.status,
  };
}

export const presentHoliday = (holiday: typeof holidays.$inferSelect): Holiday => ({
  id: holiday.id,
  startsOn: holiday.startsOn,
  endsOn: holiday.endsOn,
  note: holiday.note,
});

const byWeekday = <T extends { weekday: number }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => a.weekday - b.weekday);

export function presentBookingSettings(
  shop: ShopRow,
  bookingHours: BookingSettings['bookingHours'],
): BookingSettings {
  return {
    slotLengthMinutes: shop.slotLengthMinutes,
    bookableChairs: bookableChairsOf(shop),
    chairCount: shop.chairCount,
    horizonDays: shop.bookingHorizonDays,
    bookingFee: centsToPrice(shop.bookingFeeCents),
    refundWindowHours: shop.refundWindowHours,
    moveLimit: shop.bookingMoveLimit,
    currency: shop.currency,
    openingHours: byWeekday(shop.openingHours),
    weeklyOffs: [...shop.weeklyOffs].sort((a, b) => a - b),
    bookingHours: byWeekday(bookingHours),
  };
}
