import { z } from 'zod';
import {
  bookingStatusSchema,
  paymentStatusSchema,
  refundRequestBody,
  refundStatusSchema,
} from './booking';
import { localDateSchema } from './dates';
import { orderContentsSchema } from './order-contents';
import { weekdayHoursSchema } from './shops';
import { text } from './text';

/** Staff calls of the booking pages and the refunds page (area manageBooking / queueRefunds). */
export const staffBookingPaths = {
  bookings: '/api/staff/bookings',
  complete: (bookingId: string) => `/api/staff/bookings/${bookingId}/complete`,
  noShow: (bookingId: string) => `/api/staff/bookings/${bookingId}/no-show`,
  cancel: (bookingId: string) => `/api/staff/bookings/${bookingId}/cancel`,
  move: (bookingId: string) => `/api/staff/bookings/${bookingId}/move`,
  /** POST { barberId }: the booking goes to another barber free at its time. */
  barber: (bookingId: string) => `/api/staff/bookings/${bookingId}/barber`,
  settings: '/api/staff/booking-settings',
  holidays: '/api/staff/holidays',
  holiday: (holidayId: string) => `/api/staff/holidays/${holidayId}`,
  holidayConflicts: '/api/staff/holidays/conflicts',
  refunds: '/api/staff/refunds',
  approveRefund: (refundId: string) => `/api/staff/refunds/${refundId}/approve`,
  rejectRefund: (refundId: string) => `/api/staff/refunds/${refundId}/reject`,
} as const;

const localDate = localDateSchema;
/** The same reason rule as the customer's refund request (one rule, not a twin). */
const reason = refundRequestBody.shape.reason;

// ---------------------------------------------------------------------------------------
// Staff: bookings

export const staffBookingsQuery = z.object({
  date: localDate,
  status: bookingStatusSchema.optional(),
  /** Name or phone, case-insensitive substring. */
  q: text({ max: 100 }).optional(),
});

export const staffBookingSchema = orderContentsSchema.extend({
  id: z.uuid(),
  status: bookingStatusSchema,
  customerName: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  date: z.string(),
  timeRange: z.string(),
  startAt: z.iso.datetime(),
  endAt: z.iso.datetime(),
  chair: z.number().int(),
  /**
   * Whose booking it is; null: "any barber", given one when it starts. `named`: the customer
   * chose them, so a move keeps them.
   */
  barber: z.object({ id: z.uuid(), name: z.string(), named: z.boolean() }).nullable(),
  totalPrice: z.number(),
  totalDuration: z.number().int(),
  bookingFee: z.number(),
  paymentStatus: paymentStatusSchema.nullable(),
  createdAt: z.iso.datetime(),
});
export type StaffBooking = z.infer<typeof staffBookingSchema>;

export const giveBookingBody = z.object({ barberId: z.uuid() });

export const staffBookingsResponse = z.object({
  ok: z.literal(true),
  data: z.object({
    date: z.string(),
    timezone: z.string(),
    bookings: z.array(staffBookingSchema),
    /** Per status, for the day (before the status and search filters). */
    counts: z.record(bookingStatusSchema, z.number().int()),
  }),
});
export type StaffBookings = z.infer<typeof staffBookingsResponse>['data'];

export const staffCancelBookingBody = z.object({ reason });

export const staffBookingActionResponse = z.object({
  ok: z.literal(true),
  message: z.string(),
  data: staffBookingSchema,
});

// ---------------------------------------------------------------------------------------
// Staff: slots (booking settings)

export const bookingSettingsSchema = z.object({
  slotLengthMinutes: z.number().int(),
  bookableChairs: z.number().int(),
  chairCount: z.number().int(),
  horizonDays: z.number().int(),
  bookingFee: z.number(),
  refundWindowHours: z.number().int(),
  /** How many times a customer may move one booking (until the refund window); null: no limit. */
  moveLimit: z.number().int().nullable(),
  currency: z.string(),
  openingHours: z.array(weekdayHoursSchema),
  weeklyOffs: z.array(z.number().int()),
  /** Per weekday; a weekday not listed takes bookings all its opening hours. */
  bookingHours: z.array(weekdayHoursSchema),
});
export type BookingSettings = z.infer<typeof bookingSettingsSchema>;

/** The whole settings, replaced: an unknown key is a caller's mistake, refused like a PATCH's. */
export const bookingSettingsBody = z.strictObject({
  slotLengthMinutes: z.number().int().min(5).max(240).multipleOf(5),
  bookableChairs: z.number().int().min(0).max(50),
  horizonDays: z.number().int().min(1).max(365),
  bookingFee: z.number().min(0).max(1000).multipleOf(0.01),
  refundWindowHours: z
    .number()
    .int()
    .min(0)
    .max(24 * 30),
  /** Left out: unchanged. Null: customers move as often as they like until the refund window. */
  moveLimit: z.number().int().min(0).max(20).nullable().optional(),
  bookingHours: z.array(weekdayHoursSchema).max(7),
});
export type BookingSettingsBody = z.input<typeof bookingSettingsBody>;

export const bookingSettingsResponse = z.object({
  ok: z.literal(true),
  data: bookingSettingsSchema,
});

// ---------------------------------------------------------------------------------------
// Staff: holidays

export const holidaySchema = z.object({
  id: z.uuid(),
  startsOn: z.string(),
  endsOn: z.string(),
  note: z.string(),
});
export type Holiday = z.infer<typeof holidaySchema>;

export const holidayBody = z
  .object({ startsOn: localDate, endsOn: localDate, note: text({ max: 200 }).default('') })
  .refine((h) => h.endsOn >= h.startsOn, {
    message: 'must not end before it starts',
    path: ['endsOn'],
  });
export type HolidayBody = z.input<typeof holidayBody>;

export const holidayConflictsQuery = z.object({ startsOn: localDate, endsOn: localDate });

export const holidaysResponse = z.object({
  ok: z.literal(true),
  data: z.array(holidaySchema),
});

/** Live bookings a holiday would cover: the page warns and lists them before and after saving. */
export const holidayConflictsResponse = z.object({
  ok: z.literal(true),
  data: z.array(staffBookingSchema),
});

export const holidayCreatedResponse = z.object({
  ok: z.literal(true),
  message: z.string(),
  data: z.object({ holiday: holidaySchema, conflicts: z.array(staffBookingSchema) }),
});

// ---------------------------------------------------------------------------------------
// Staff: refund requests

export const refundsQuery = z.object({ status: refundStatusSchema.optional() });

export const refundRequestSchema = z.object({
  id: z.uuid(),
  status: refundStatusSchema,
  amount: z.number(),
  currency: z.string(),
  reason: z.string(),
  rejectReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  handledAt: z.iso.datetime().nullable(),
  handledBy: z.string().nullable(),
  booking: orderContentsSchema.extend({
    id: z.uuid(),
    customerName: z.string(),
    phone: z.string(),
    date: z.string(),
    timeRange: z.string(),
    status: bookingStatusSchema,
  }),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

export const refundsResponse = z.object({
  ok: z.literal(true),
  data: z.array(refundRequestSchema),
});

export const rejectRefundBody = z.object({ reason });

export const refundActionResponse = z.object({
  ok: z.literal(true),
  message: z.string(),
  data: refundRequestSchema,
});
