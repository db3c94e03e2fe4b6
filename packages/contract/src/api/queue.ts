import { z } from 'zod';
import { coordsSchema, queueStateSchema } from './shops';

export const queuePaths = {
  join: '/api/queue',
  order: (orderId: string) => `/api/queue/${orderId}`,
  cancel: (orderId: string) => `/api/queue/cancel/${orderId}`,
  lookup: '/api/queue/lookup',
} as const;

const id = z.uuid({ message: 'must be an id' });
const trimmed = (max: number) => z.string().trim().min(1).max(max);

export const orderedItemSchema = z.object({
  id,
  quantity: z.number().int().min(1).max(10),
  addons: z
    .array(z.object({ id, quantity: z.number().int().min(1).max(10) }))
    .max(20)
    .default([]),
});

/** Spec section 7, POST queue: exactly these fields. `payNow` is always false. */
export const joinQueueBody = z.object({
  name: trimmed(100),
  phone: trimmed(30),
  email: z.email().max(200).optional(),
  shopId: id,
  services: z.array(orderedItemSchema).min(1, 'choose at least one service').max(20),
  additionalServices: z
    .array(z.object({ id: trimmed(50), name: z.string().max(100) }))
    .max(10)
    .default([]),
  totalTimeRequires: z
    .number()
    .int()
    .min(0)
    .max(24 * 60),
  totalPrice: z.number().min(0).max(100_000),
  payNow: z.literal(false),
});
export type JoinQueueBody = z.input<typeof joinQueueBody>;

export const queueEntryStatusSchema = z.enum([
  'waiting',
  'in_service',
  'served',
  'cancelled',
  'no_show',
]);
export type QueueEntryStatus = z.infer<typeof queueEntryStatusSchema>;

/** Where an order stands: what the tracking page and its live updates show. */
export const queuePlaceSchema = z.object({
  orderId: z.uuid(),
  status: queueEntryStatusSchema,
  /** 1-based among waiting entries; null once the customer is no longer waiting. */
  position: z.number().int().min(1).nullable(),
  /** Minutes until the estimated start (0 once started). */
  waitingTime: z.number().int().min(0),
  estimatedStart: z.iso.datetime().nullable(),
  estimatedEnd: z.iso.datetime().nullable(),
  isAtLocation: z.boolean(),
});
export type QueuePlace = z.infer<typeof queuePlaceSchema>;

export const joinQueueResponse = z.object({
  ok: z.literal(true),
  message: z.string(),
  data: queuePlaceSchema,
});
export type JoinQueueResponse = z.infer<typeof joinQueueResponse>;

const orderedLine = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  duration: z.number().int(),
  quantity: z.number().int(),
  addons: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      price: z.number(),
      duration: z.number().int(),
      quantity: z.number().int(),
    }),
  ),
});

/** Spec section 3, tracking order data, plus where the order stands. */
export const trackingOrderSchema = queuePlaceSchema.extend({
  barberShop: z.object({
    id: z.uuid(),
    name: z.string(),
    address: z.string(),
    city: z.string(),
    timezone: z.string(),
    queue: z.number().int(),
    queueState: queueStateSchema,
    isAtLocation: z.boolean(),
    coords: coordsSchema,
  }),
  customerName: z.string(),
  order: z.array(orderedLine),
  additionalServices: z.array(z.object({ id: z.string(), name: z.string() })),
  totalDuration: z.number().int(),
  totalPrice: z.number(),
  currency: z.string(),
  joinedAt: z.iso.datetime(),
});
export type TrackingOrder = z.infer<typeof trackingOrderSchema>;

export const trackingOrderResponse = z.object({ ok: z.literal(true), data: trackingOrderSchema });

export const checkInBody = z.object({ isAtLocation: z.literal(true) });

export const queueActionResponse = z.object({
  ok: z.literal(true),
  message: z.string(),
  data: queuePlaceSchema,
});

export const orderLookupBody = z.object({ orderId: trimmed(100), phone: trimmed(30) });

export const orderIdParams = z.object({ orderId: z.string() });
