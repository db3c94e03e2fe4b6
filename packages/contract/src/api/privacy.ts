import { z } from 'zod';
import { EMAIL_MAX } from './customer-fields';
import { orderLookupBody } from './queue';
import { withTextRule } from './text';

export const privacyPaths = {
  /** Everything kept about one order, or with a proven e-mail everything under it, at its shop. */
  myData: '/api/privacy/my-data',
  /** Cancels what is still to come in that same scope and wipes the details. */
  forget: '/api/privacy/forget',
  /** Sends a one-time code to an e-mail address, to prove it is the customer's. */
  emailCode: '/api/privacy/email-code',
} as const;

/** How long a one-time code sent to an e-mail address proves it, and how many tries it takes. */
export const EMAIL_PROOF_MINUTES = 15;
export const EMAIL_PROOF_TRIES = 5;

const proofEmail = withTextRule(z.email()).trim().toLowerCase().max(EMAIL_MAX);

/**
 * A one-time code typed back from the mail it was sent in: the proof that the address is the
 * customer's own, without which an address opens nothing.
 */
export const emailProof = z.object({
  email: proofEmail,
  oneTimeCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'is the 6-digit code from the mail'),
});
export type EmailProof = z.infer<typeof emailProof>;

/**
 * The code of any walk-in order or booking, with the phone it was made with: they prove that
 * one order. A proven e-mail widens the request to everything under that address at its shop.
 */
export const myDataBody = orderLookupBody.extend({ emailProof: emailProof.optional() });
export type MyDataBody = z.infer<typeof myDataBody>;

/** An order proven by its code and phone, and the address to send a one-time code to. */
export const emailCodeBody = orderLookupBody.extend({ email: proofEmail });
export type EmailCodeBody = z.infer<typeof emailCodeBody>;

export const emailCodeResponse = z.object({
  ok: z.literal(true),
  message: z.string(),
  data: z.object({
    /** The address as the customer typed it, masked ("a•••@e•••.fi"). */
    sentTo: z.string(),
    expiresInMinutes: z.number().int(),
  }),
});

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
  /** The phone of the order the code proves. */
  phone: z.string(),
  /** The e-mail address proven with a one-time code, when one was; null otherwise. */
  provenEmail: z.string().nullable(),
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
