import { z } from 'zod';
import { languages } from '../languages';
import { EMAIL_MAX, PHONE_INPUT_MAX } from './customer-fields';
import { localDateSchema } from './dates';
import { chosenWishSchema } from './order-contents';
import { orderedLineSchema } from './ordered-line';
import { joinQueueBody, shortCodeInput } from './queue';
import { text, withTextRule } from './text';
import { browserPushSubscription } from './web-push';

/** Customer-facing pre-booking calls (POST pre-booking and its lookups) and their answers. */
export const bookingPaths = {
  create: '/api/pre-booking',
  availability: (shopId: string) => `/api/pre-booking/availability/${shopId}`,
  month: (shopId: string) => `/api/pre-booking/availability/${shopId}/month`,
  /** The first free time with anyone and with each barber, for an order of this length. */
  firstFree: (shopId: string) => `/api/pre-booking/availability/${shopId}/first-free`,
  booking: (bookingId: string) => `/api/pre-booking/${bookingId}`,
  calendar: (bookingId: string) => `/api/pre-booking/${bookingId}/calendar.ics`,
  checkout: (bookingId: string) => `/api/pre-booking/${bookingId}/checkout`,
  lookup: '/api/pre-booking/lookup',
  cancel: (bookingId: string) => `/api/pre-booking/${bookingId}/cancel`,
  refundRequest: (bookingId: string) => `/api/pre-booking/${bookingId}/refund-request`,
  /** The customer moves the booking to another free time (code + phone, as on check-details). */
  move: (bookingId: string) => `/api/pre-booking/${bookingId}/move`,
  /** "Tell me if a time frees up" on a full day. */
  waitlist: '/api/pre-booking/waitlist',
  /** A waitlist offer taken: confirmed at once, or a checkout when the shop takes a fee. */
  claimOffer: (bookingId: string) => `/api/pre-booking/${bookingId}/claim`,
} as const;

/** Payment provider webhooks (Stripe) and the built-in test checkout. */
export const paymentPaths = {
  webhook: (provider: 'stripe' | 'test') => `/api/payments/webhook/${provider}`,
  testCheckout: (sessionId: string) => `/api/payments/test-checkout/${sessionId}`,
  testCheckoutPay: (sessionId: string) => `/api/payments/test-checkout/${sessionId}/pay`,
  testCheckoutDecline: (sessionId: string) => `/api/payments/test-checkout/${sessionId}/decline`,
} as const;

const localDate = localDateSchema;
const localTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:mm');
/** The longest reason a customer gives for asking the booking fee back. */
export const REFUND_REASON_MAX = 500;
const reason = text({ min: 2, max: REFUND_REASON_MAX, tooShort: 'give a reason' });
const phone = text({ min: 1, max: PHONE_INPUT_MAX });

export const languageSchema = z.enum(languages);

// ---------------------------------------------------------------------------------------
// Availability

export const shopIdParam = z.object({ shopId: withTextRule(z.string()) });
export const bookingIdParam = z.object({ bookingId: withTextRule(z.string()) });

export const slotSchema = z.object({
  /** Local start 'HH:mm' in the shop's time zone. */
  time: z.string(),
  startAt: z.iso.datetime(),
  endAt: z.iso.datetime(),
});
export type Slot = z.infer<typeof slotSchema>;

export const availabilityResponse = z.object({
  ok: z.literal(true),
  data: z.object({
    date: z.string(),
    timezone: z.string(),
    slotLengthMinutes: z.number().int(),
    slots: z.array(slotSchema),
  }),
});
export type Availability = z.infer<typeof availabilityResponse>['data'];

/** A free start with the shop-local date it falls on. */
const datedSlotSchema = slotSchema.extend({ date: z.string() });
export const firstFreeResponse = z.object({
  ok: z.literal(true),
  data: z.object({
    timezone: z.string(),
    /** The first free time with any barber; null when none is free within the horizon. */
    any: datedSlotSchema.nullable(),
    /** Each barber who takes bookings, in the team's order, with their first free time. */
    barbers: z.array(z.object({ barberId: z.uuid(), slot: datedSlotSchema.nullable() })),
  }),
});
export type FirstFree = z.infer<typeof firstFreeResponse>['data'];

export const dayStatusSchema = z.enum(['available', 'full', 'closed', 'past', 'beyond_horizon']);
export const monthResponse = z.object({
  ok: z.literal(true),
  data: z.object({
    month: z.string(),
    timezone: z.string(),
    /** Today and tomorrow in the shop's time zone: the picker opens on tomorrow. */
    today: z.string(),
    tomorrow: z.string(),
    lastDate: z.string(),
    days: z.array(
      z.object({ date: z.string(), status: dayStatusSchema, freeStarts: z.number().int() }),
    ),
  }),
});
export type MonthAvailability = z.infer<typeof monthResponse>['data'];

// ---------------------------------------------------------------------------------------
// Creating a booking

/**
 * POST pre-booking: name, phone, services, shopId, totalPrice,
 * totalTimeRequires, date, time, email. Email is required: the confirmation goes there.
 * `barberId` names the barber; absent or null is "any barber", who gets one at booking time.
 */
export const createBookingBody = joinQueueBody
  .omit({ payNow: true, email: true, position: true })
  .extend({
    email: withTextRule(z.email()).max(EMAIL_MAX),
    date: localDate,
    time: localTime,
  });
export type CreateBookingBody = z.input<typeof createBookingBody>;

export const bookingStatusSchema = z.enum([
  'pending_payment',
  'confirmed',
  'cancelled',
  'completed',
  'no_show',
]);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

export const paymentStatusSchema = z.enum([
  'pending',
  'paid',
  'failed',
  'refunded',
  'partially_refunded',
]);

export const refundStatusSchema = z.enum(['requested', 'approved', 'rejected', 'refunded']);
export type RefundStatus = z.infer<typeof refundStatusSchema>;

/** A booking as its customer sees it (the id is the capability, like an order id). */
export const bookingViewSchema = z.object({
  id: z.uuid(),
  /** Stored form ('K7M2QD'); screens show 'K7M-2QD'. */
  shortCode: z.string(),
  status: bookingStatusSchema,
  shop: z.object({
    id: z.uuid(),
    name: z.string(),
    address: z.string(),
    city: z.string(),
    timezone: z.string(),
  }),
  customerName: z.string(),
  /** Masked except the last digits: the page is reachable with the id alone. */
  phone: z.string(),
  /** Masked for the same reason, to its first letters and top-level domain: "a•••@e•••.fi". */
  email: z.string().nullable(),
  /** Local date and 'HH:mm - HH:mm' in the shop's time zone. */
  date: z.string(),
  timeRange: z.string(),
  startAt: z.iso.datetime(),
  endAt: z.iso.datetime(),
  order: z.array(orderedLineSchema),
  additionalServices: z.array(chosenWishSchema),
  /**
   * Whose booking it is; null for one made before bookings had a barber, given one at start.
   * `named`: the customer chose them, so a move keeps them; else it was "any barber".
   */
  barber: z.object({ id: z.uuid(), name: z.string(), named: z.boolean() }).nullable(),
  totalPrice: z.number(),
  totalDuration: z.number().int(),
  currency: z.string(),
  /** The language the booking was made in: its mails', and its pages' where nothing is saved. */
  language: languageSchema,
  bookingFee: z.number(),
  /** While waiting for payment: when the held slot is released. */
  holdExpiresAt: z.iso.datetime().nullable(),
  payment: z
    .object({ status: paymentStatusSchema, amount: z.number(), refunded: z.number() })
    .nullable(),
  refund: z
    .object({
      status: refundStatusSchema,
      amount: z.number(),
      reason: z.string(),
      rejectReason: z.string().nullable(),
    })
    .nullable(),
  /** Until when cancelling refunds the fee automatically. */
  freeCancellationUntil: z.iso.datetime(),
  canCancel: z.boolean(),
  /** The customer may move it now: live, before the refund window closes, moves left. */
  canMove: z.boolean(),
  /** A waitlist offer: the time is held for the customer until holdExpiresAt, to be claimed. */
  isWaitlistOffer: z.boolean(),
  canRequestRefund: z.boolean(),
  cancelledAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type BookingView = z.infer<typeof bookingViewSchema>;

export const bookingResponse = z.object({ ok: z.literal(true), data: bookingViewSchema });

export const createBookingResponse = z.object({
  ok: z.literal(true),
  message: z.string(),
  data: z.object({
    booking: bookingViewSchema,
    /** Where to pay the booking fee; null when there is no fee (confirmed at once). */
    checkoutUrl: z.string().nullable(),
  }),
});
export type CreateBookingResponse = z.infer<typeof createBookingResponse>;

export const checkoutResponse = z.object({
  ok: z.literal(true),
  data: z.object({ checkoutUrl: z.string() }),
});

// ---------------------------------------------------------------------------------------
// Check details: find, cancel, ask for a refund

/** /check-details: the booking's short code and the phone it was made with. */
export const bookingLookupBody = z.object({ code: shortCodeInput, phone });
export const cancelBookingBody = z.object({ phone });
export const refundRequestBody = z.object({ phone, reason });

/** Moving: the new local date and time, found with the same availability as booking. */
export const moveBookingBody = z.object({ phone, date: localDate, time: localTime });
export const staffMoveBookingBody = z.object({ date: localDate, time: localTime });

/**
 * "Tell me if a time frees up": the booking form without a time, with this browser's push
 * subscription when the customer allowed notifications. The email is optional then; one of
 * the two is needed (WAITLIST_NO_CHANNEL).
 */
export const joinWaitlistBody = createBookingBody
  .omit({ time: true, email: true, barberId: true })
  .extend({
    email: withTextRule(z.email()).max(EMAIL_MAX).optional(),
    push: browserPushSubscription.optional(),
  });
export type JoinWaitlistBody = z.input<typeof joinWaitlistBody>;

export const joinWaitlistResponse = z.object({
  ok: z.literal(true),
  message: z.string(),
  data: z.object({
    id: z.uuid(),
    date: z.string(),
    /** 1 for the first in line for that day. */
    position: z.number().int(),
  }),
});

export const claimOfferResponse = z.object({
  ok: z.literal(true),
  data: z.object({
    booking: bookingViewSchema,
    /** Where to pay the fee; null when the shop takes none (the booking is confirmed). */
    checkoutUrl: z.string().nullable(),
  }),
});

export const cancelBookingResponse = z.object({
  ok: z.literal(true),
  message: z.string(),
  data: z.object({
    booking: bookingViewSchema,
    /** 'refunded': the fee went back at once; 'none': nothing was paid or it is too late. */
    refund: z.enum(['refunded', 'none']),
  }),
});
