import { z } from 'zod';
import { liveStatusSchema } from './auth';
import { customerReachSchema } from './order-alerts';
import { orderContentsSchema } from './order-contents';
import { patchSchema } from './patch';
import { orderCallSchema, queueEntryStatusSchema } from './queue';
import { queueFullReasonSchema, queueStateSchema, startRangeSchema } from './shops';
import { text } from './text';

/** Staff calls on their own shop's queue: always scoped to the caller's shop. */
export const staffQueuePaths = {
  board: '/api/staff/queue',
  start: (orderId: string) => `/api/staff/queue/${orderId}/start`,
  finish: (orderId: string) => `/api/staff/queue/${orderId}/finish`,
  call: (orderId: string) => `/api/staff/queue/${orderId}/call`,
  noShow: (orderId: string) => `/api/staff/queue/${orderId}/no-show`,
  cancel: (orderId: string) => `/api/staff/queue/${orderId}/cancel`,
  moveUp: (orderId: string) => `/api/staff/queue/${orderId}/move-up`,
  undo: (orderId: string) => `/api/staff/queue/${orderId}/undo`,
  bookingCheckIn: (bookingId: string) => `/api/staff/queue/bookings/${bookingId}/check-in`,
  bookingStart: (bookingId: string) => `/api/staff/queue/bookings/${bookingId}/start`,
  bookingFinish: (bookingId: string) => `/api/staff/queue/bookings/${bookingId}/finish`,
  bookingNoShow: (bookingId: string) => `/api/staff/queue/bookings/${bookingId}/no-show`,
  bookingUndo: (bookingId: string) => `/api/staff/queue/bookings/${bookingId}/undo`,
  queueStatus: '/api/staff/queue-status',
  messages: '/api/staff/messages',
  messagesRead: '/api/staff/messages/read',
  currentStatus: (shopId: string) => `/api/staff/current-status/${shopId}`,
} as const;

const reason = text({ min: 2, max: 200, tooShort: 'give a reason' });

/**
 * The cancel reasons the server stores itself, beside the staff's own words: the board keeps
 * the stored value and shows it in the reader's language.
 */
export const queueCancelReasons = {
  customerLeft: 'customer left',
  phoneBlocked: 'phone number blocked',
} as const;

export const startServiceBody = z.object({ barberId: z.uuid() });
export const cancelByStaffBody = z.object({ reason });
export const moveUpBody = z.object({ beforeOrderId: z.uuid(), reason });
/**
 * Where a call sends the customer: a chair, or a barber of the shop (by default the caller,
 * when they cut hair). Naming both would be two answers to one question.
 */
export const callCustomerBody = z
  .strictObject({
    chair: z.number().int().min(1).max(99).optional(),
    barberId: z.uuid().optional(),
  })
  .refine((body) => body.chair === undefined || body.barberId === undefined, {
    message: 'name a chair or a barber, not both',
  })
  .nullish();
export type CallCustomerBody = z.input<typeof callCustomerBody>;

export const boardEntrySchema = orderContentsSchema.extend({
  orderId: z.uuid(),
  customerName: z.string(),
  phone: z.string().nullable(),
  totalDuration: z.number().int(),
  totalPrice: z.number(),
  joinedAt: z.iso.datetime(),
  isAtLocation: z.boolean(),
});

/**
 * One of today's bookings on the board, run like a walk-in: booked, checked in, in the chair,
 * then completed or a no-show. `orderId` is the booking's id.
 */
export const boardBookingSchema = boardEntrySchema.extend({
  startAt: z.iso.datetime(),
  endAt: z.iso.datetime(),
  stage: z.enum(['booked', 'checked_in', 'in_service', 'completed', 'no_show']),
  barberId: z.uuid().nullable(),
  barberName: z.string().nullable(),
  startedAt: z.iso.datetime().nullable(),
  /** When it was finished or marked a no-show. */
  endedAt: z.iso.datetime().nullable(),
});
export type BoardBooking = z.infer<typeof boardBookingSchema>;

export const queueBoardSchema = z.object({
  shop: z.object({
    id: z.uuid(),
    name: z.string(),
    timezone: z.string(),
    queueState: queueStateSchema,
    queueStateOverride: queueStateSchema.nullable(),
    queueLimit: z.number().int(),
    chairCount: z.number().int(),
    workingChairs: z.number().int(),
    /** Minutes a walk-in joining now would wait. */
    newcomerWait: z.number().int(),
    /** When a walk-in joining now would start; null when nobody can say. */
    newcomerRange: startRangeSchema.nullable(),
    /** See the shop summary's walkInsUntil. */
    walkInsUntil: z.iso.datetime().nullable(),
  }),
  waiting: z.array(
    boardEntrySchema.extend({
      position: z.number().int(),
      waitedMinutes: z.number().int(),
      estimatedStart: z.iso.datetime().nullable(),
      reorderReason: z.string().nullable(),
      /** Whether push or email can reach the customer, and how the last alert went. */
      reach: customerReachSchema,
      call: orderCallSchema.nullable(),
      /** The barber this customer waits for; null is "any barber". */
      requestedBarber: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    }),
  ),
  inService: z.array(
    boardEntrySchema.extend({
      barberId: z.uuid().nullable(),
      barberName: z.string().nullable(),
      startedAt: z.iso.datetime(),
      endsAt: z.iso.datetime(),
    }),
  ),
  finished: z.array(
    boardEntrySchema.extend({
      status: queueEntryStatusSchema,
      endedAt: z.iso.datetime().nullable(),
      cancelReason: z.string().nullable(),
    }),
  ),
  /** Today's bookings in time order. */
  bookings: z.array(boardBookingSchema),
  barbers: z.array(
    z.object({
      userId: z.uuid(),
      name: z.string(),
      status: liveStatusSchema.nullable(),
      /** When a barber on a break is back; null for any other status. */
      breakEndsAt: z.iso.datetime().nullable(),
      servingOrderId: z.uuid().nullable(),
    }),
  ),
});
export type QueueBoard = z.infer<typeof queueBoardSchema>;
export const queueBoardResponse = z.object({ ok: z.literal(true), data: queueBoardSchema });

export const staffActionResponse = z.object({ ok: z.literal(true), message: z.string() });

/** A finish or a no-show on the board can be taken back this long after it was made. */
export const UNDO_WINDOW_MS = 10_000;

export const queueStatusBody = patchSchema(
  z.object({
    override: queueStateSchema.nullable(),
    queueLimit: z.number().int().min(1).max(500).nullable(),
  }),
);

export const staffMessageSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** What the message is about, for the screen to word it in the reader's language. */
  data: z.record(z.string(), z.unknown()),
  isRead: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type StaffMessage = z.infer<typeof staffMessageSchema>;
export const staffMessagesResponse = z.object({
  ok: z.literal(true),
  data: z.array(staffMessageSchema),
  unread: z.number().int(),
});
export const markMessagesReadBody = z.object({ ids: z.array(z.uuid()).max(200).optional() });

/**
 * The shop's big screen: customers by their short codes ('K7M-2QD'), never names or phones;
 * who was called in the last minutes stands under "Now calling".
 */
export const currentStatusSchema = z.object({
  shop: z.object({
    id: z.uuid(),
    name: z.string(),
    timezone: z.string(),
    queueState: queueStateSchema,
    /** Why a full queue takes nobody (the screen words 'wait'); null unless full. */
    fullReason: queueFullReasonSchema,
    /** See the shop summary's maxWaitMinutes. */
    maxWaitMinutes: z.number().int().nullable(),
  }),
  nowCalling: z.array(
    z.object({
      code: z.string(),
      calledAt: z.iso.datetime(),
      chair: z.number().int().nullable(),
      barberName: z.string().nullable(),
    }),
  ),
  nowServing: z.array(
    z.object({ barberName: z.string().nullable(), code: z.string(), endsAt: z.iso.datetime() }),
  ),
  next: z.array(
    z.object({ position: z.number().int(), code: z.string(), isAtLocation: z.boolean() }),
  ),
  waiting: z.number().int(),
  newcomerWait: z.number().int(),
  /** When a walk-in joining now would start; null when nobody can say. */
  newcomerRange: startRangeSchema.nullable(),
  /** See the shop summary's walkInsUntil. */
  walkInsUntil: z.iso.datetime().nullable(),
  /** The next booked start still to come today: "Next booked 14:00". */
  nextBookingAt: z.iso.datetime().nullable(),
  /**
   * The barbers at work today, by name, for a newcomer choosing one: when someone asking for
   * each now would start (null when nobody can say), and until when one on a break is away.
   */
  barbers: z.array(
    z.object({
      name: z.string(),
      nextFreeAt: z.iso.datetime().nullable(),
      breakEndsAt: z.iso.datetime().nullable(),
    }),
  ),
  joinUrl: z.url(),
});
export type CurrentStatus = z.infer<typeof currentStatusSchema>;

/** How long a call stands under "Now calling" on the big screen. */
export const NOW_CALLING_MS = 2 * 60_000;
export const currentStatusResponse = z.object({ ok: z.literal(true), data: currentStatusSchema });
