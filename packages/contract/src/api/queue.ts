import { z } from 'zod';
import { normaliseShortCode } from '../rules/short-code';
import { CUSTOMER_NAME_MAX, EMAIL_MAX, PHONE_INPUT_MAX } from './customer-fields';
import { chosenWishSchema } from './order-contents';
import { orderedLineWithIdsSchema } from './ordered-line';
import { actionBody, patchSchema } from './patch';
import { coordsSchema, queueFullReasonSchema, queueStateSchema, startRangeSchema } from './shops';
import { text, withTextRule } from './text';

export const queuePaths = {
  join: '/api/queue',
  order: (orderId: string) => `/api/queue/${orderId}`,
  cancel: (orderId: string) => `/api/queue/cancel/${orderId}`,
  lookup: '/api/queue/lookup',
} as const;

const id = z.uuid({ message: 'must be an id' });
const trimmed = (max: number) => text({ min: 1, max });

export const orderedItemSchema = z.object({
  id,
  quantity: z.number().int().min(1).max(10),
  addons: z
    .array(z.object({ id, quantity: z.number().int().min(1).max(10) }))
    .max(20)
    .default([]),
});

/** POST queue: exactly these fields. `payNow` is always false. */
export const joinQueueBody = z.object({
  name: trimmed(CUSTOMER_NAME_MAX),
  phone: trimmed(PHONE_INPUT_MAX),
  email: withTextRule(z.email()).max(EMAIL_MAX).optional(),
  shopId: id,
  services: z.array(orderedItemSchema).min(1, 'choose at least one service').max(20),
  additionalServices: z
    .array(z.object({ id: trimmed(50), name: withTextRule(z.string()).max(100) }))
    .max(10)
    .default([]),
  totalTimeRequires: z
    .number()
    .int()
    .min(0)
    .max(24 * 60),
  totalPrice: z.number().min(0).max(100_000),
  payNow: z.literal(false),
  /** The barber the customer waits for; absent or null is "any barber", the first free chair. */
  barberId: id.nullish(),
  /**
   * Where the customer is, when they chose to share it: the time-to-leave alert reckons the
   * trip to the shop from it. Only the travel time is kept, never the position.
   */
  position: z
    .object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) })
    .optional(),
  /** "Text me": the customer's consent to alerts by text message, recorded with the join. */
  textMe: z.boolean().optional(),
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
  /** While waiting and a chair for them is at work: "about 14:20-14:35". */
  estimatedRange: startRangeSchema.nullable(),
  isAtLocation: z.boolean(),
});
export type QueuePlace = z.infer<typeof queuePlaceSchema>;

/** The order's short code as stored ('K7M2QD'); screens show it as 'K7M-2QD'. */
const shortCodeSchema = z.string();

export const joinQueueResponse = z.object({
  ok: z.literal(true),
  message: z.string(),
  data: queuePlaceSchema.extend({ shortCode: shortCodeSchema }),
});
export type JoinQueueResponse = z.infer<typeof joinQueueResponse>;

/** The last time staff called the customer to the chair, and where to. */
export const orderCallSchema = z.object({
  calledAt: z.iso.datetime(),
  callCount: z.number().int().min(1),
  /** A chair number, or the barber waiting for them; neither when the caller named none. */
  chair: z.number().int().nullable(),
  barberName: z.string().nullable(),
});
export type OrderCall = z.infer<typeof orderCallSchema>;

/** The tracking page's data (shop, order lines, extras, totals) and where the order stands. */
export const trackingOrderSchema = queuePlaceSchema.extend({
  shortCode: shortCodeSchema,
  call: orderCallSchema.nullable(),
  barberShop: z.object({
    id: z.uuid(),
    name: z.string(),
    address: z.string(),
    city: z.string(),
    timezone: z.string(),
    queue: z.number().int(),
    queueState: queueStateSchema,
    fullReason: queueFullReasonSchema,
    isAtLocation: z.boolean(),
    coords: coordsSchema.nullable(),
  }),
  /**
   * The name and phone (E.164) the order was made with. The order id is the capability, so
   * its holder may read them: a tracking link opened on another device restores them there.
   */
  customerName: z.string(),
  customerPhone: z.string().nullable(),
  /** The customer ticked "text me": alerts that push does not deliver come as texts to that phone. */
  textAlerts: z.boolean(),
  order: z.array(orderedLineWithIdsSchema),
  additionalServices: z.array(chosenWishSchema),
  totalDuration: z.number().int(),
  totalPrice: z.number(),
  currency: z.string(),
  joinedAt: z.iso.datetime(),
});
export type TrackingOrder = z.infer<typeof trackingOrderSchema>;

export const trackingOrderResponse = z.object({ ok: z.literal(true), data: trackingOrderSchema });

export const checkInBody = patchSchema(z.object({ isAtLocation: z.literal(true) }));

/** Leaving the queue names nothing: the body is empty. */
export const leaveQueueBody = actionBody;

export const queueActionResponse = z.object({
  ok: z.literal(true),
  message: z.string(),
  data: queuePlaceSchema,
});

/**
 * A short code as a person types it, in any case, with or without spaces and the hyphen;
 * read as its stored form. Anything else cannot be a code and is refused.
 */
export const shortCodeInput = withTextRule(z.string())
  .max(20)
  .transform((typed, context) => {
    const code = normaliseShortCode(typed);
    if (code) return code;
    context.issues.push({
      code: 'custom',
      input: typed,
      message: 'is not an order code: 6 letters and digits like K7M-2QD',
    });
    return z.NEVER;
  });

/** /check-details: the code people read and the phone the order was made with. */
export const orderLookupBody = z.object({ code: shortCodeInput, phone: trimmed(30) });

export const orderIdParams = z.object({ orderId: withTextRule(z.string()) });
