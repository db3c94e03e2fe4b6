import { z } from 'zod';
import { orderLookupBody } from './queue';

export const privacyPaths = {
  /** Everything kept about the phone number of an order, at that order's shop. */
  myData: '/api/privacy/my-data',
  /** Cancels what is still to come under that phone at that shop and wipes the details. */
  forget: '/api/privacy/forget',
} as const;

/** The code of any walk-in order or booking, with the phone it was made with. */
export const myDataBody = orderLookupBody;

const keptLine = z.object({
  name: z.string(),
  quantity: z.number().int(),
  price: z.number(),
  durationMinutes: z.number().int(),
  addons: z.array(
    z.object({
      name: z.string(),
      quantity: z.number().int(),
      price: z.number(),
      durationMinutes: z.number().int(),
    }),
  ),
});

const keptOrder = z.object({
  shortCode: z.string(),
  status: z.string(),
  customerName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  language: z.string(),
  services: z.array(keptLine),
  wishes: z.array(z.string()),
  totalPrice: z.number(),
  currency: z.string(),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
  anonymisedAt: z.string().nullable(),
});

export const myDataSchema = z.object({
  shop: z.object({ name: z.string() }),
  phone: z.string(),
  exportedAt: z.string(),
  /** How many days after a visit ends the shop keeps these details. */
  retentionDays: z.number().int(),
  walkIns: z.array(
    keptOrder.extend({
      joinedAt: z.string(),
      startedAt: z.string().nullable(),
      finishedAt: z.string().nullable(),
    }),
  ),
  bookings: z.array(
    keptOrder.extend({ startAt: z.string(), endAt: z.string(), bookingFee: z.number() }),
  ),
  /** Places on the shop's waitlists (days not yet over): who asked, for what, how told. */
  waitlist: z.array(
    z.object({
      date: z.string(),
      customerName: z.string(),
      phone: z.string(),
      email: z.string().nullable(),
      language: z.string(),
      /** By their names now; a service the shop has removed since is left out. */
      services: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
      status: z.string(),
      askedAt: z.string(),
      /** The push service address of the browser told of offers, if one was allowed. */
      pushEndpoint: z.string().nullable(),
    }),
  ),
});
export type MyData = z.infer<typeof myDataSchema>;
export const myDataResponse = z.object({ ok: z.literal(true), data: myDataSchema });

export const forgetResponse = z.object({
  ok: z.literal(true),
  message: z.string(),
  data: z.object({
    /** Waiting places left and bookings still to come, cancelled (fees refunded as the rules say). */
    cancelled: z.number().int(),
    /** Orders whose name, phone and email are now wiped. */
    wiped: z.number().int(),
    /** A visit under way right now keeps its details until it ends. */
    inProgress: z.number().int(),
  }),
});
export type ForgetResult = z.infer<typeof forgetResponse>['data'];
