import { z } from 'zod';
import { liveStatusSchema } from './auth';
import { queueEntryStatusSchema } from './queue';
import { queueStateSchema } from './shops';

/** Staff calls on their own shop's queue (DESIGN section 7: scoped to the caller's shop). */
export const staffQueuePaths = {
  board: '/api/staff/queue',
  start: (orderId: string) => `/api/staff/queue/${orderId}/start`,
  finish: (orderId: string) => `/api/staff/queue/${orderId}/finish`,
  noShow: (orderId: string) => `/api/staff/queue/${orderId}/no-show`,
  cancel: (orderId: string) => `/api/staff/queue/${orderId}/cancel`,
  moveUp: (orderId: string) => `/api/staff/queue/${orderId}/move-up`,
  queueStatus: '/api/staff/queue-status',
  messages: '/api/staff/messages',
  messagesRead: '/api/staff/messages/read',
  currentStatus: (shopId: string) => `/api/staff/current-status/${shopId}`,
} as const;

const reason = z.string().trim().min(2, 'give a reason').max(200);

export const startServiceBody = z.object({ barberId: z.uuid() });
export const cancelByStaffBody = z.object({ reason });
export const moveUpBody = z.object({ beforeOrderId: z.uuid(), reason });

const orderedSummary = z.array(z.object({ name: z.string(), quantity: z.number().int() }));

export const boardEntrySchema = z.object({
  orderId: z.uuid(),
  customerName: z.string(),
  phone: z.string(),
  services: orderedSummary,
  totalDuration: z.number().int(),
  totalPrice: z.number(),
  joinedAt: z.iso.datetime(),
  isAtLocation: z.boolean(),
});

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
  }),
  waiting: z.array(
    boardEntrySchema.extend({
      position: z.number().int(),
      waitedMinutes: z.number().int(),
      estimatedStart: z.iso.datetime().nullable(),
      reorderReason: z.string().nullable(),
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
  barbers: z.array(
    z.object({
      userId: z.uuid(),
      name: z.string(),
      status: liveStatusSchema.nullable(),
      servingOrderId: z.uuid().nullable(),
    }),
  ),
});
export type QueueBoard = z.infer<typeof queueBoardSchema>;
export const queueBoardResponse = z.object({ ok: z.literal(true), data: queueBoardSchema });

export const staffActionResponse = z.object({ ok: z.literal(true), message: z.string() });

export const queueStatusBody = z
  .object({
    override: queueStateSchema.nullable().optional(),
    queueLimit: z.number().int().min(1).max(500).nullable().optional(),
  })
  .refine((b) => b.override !== undefined || b.queueLimit !== undefined, {
    message: 'change the state or the limit',
  });

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

/** The shop's big screen: first names and initials only, never a phone number. */
export const currentStatusSchema = z.object({
  shop: z.object({
    id: z.uuid(),
    name: z.string(),
    timezone: z.string(),
    queueState: queueStateSchema,
  }),
  nowServing: z.array(
    z.object({ barberName: z.string().nullable(), customer: z.string(), endsAt: z.iso.datetime() }),
  ),
  next: z.array(
    z.object({ position: z.number().int(), customer: z.string(), isAtLocation: z.boolean() }),
  ),
  waiting: z.number().int(),
  newcomerWait: z.number().int(),
  joinUrl: z.url(),
});
export type CurrentStatus = z.infer<typeof currentStatusSchema>;
export const currentStatusResponse = z.object({ ok: z.literal(true), data: currentStatusSchema });
