import { z } from 'zod';
import { languages } from '../languages';
import { localDateSchema } from './dates';

/** A full day's waitlist as staff see it, and the offer a waiting browser is pushed. */
export const staffWaitlistPaths = {
  /** GET ?date=: the people waiting for one day, in the order they asked (area manageBooking). */
  ofDay: '/api/staff/bookings/waitlist',
  /** DELETE: takes a person off the waitlist (an offer they hold is released). */
  entry: (entryId: string) => `/api/staff/bookings/waitlist/${entryId}`,
} as const;

export const waitlistChannelSchema = z.enum(['email', 'push']);

/**
 * One person waiting: 'waiting' for a time; 'offered' a time held for them until
 * `offeredUntil`; 'booked' it; or 'expired' (the offer ran out, or a service they chose is gone).
 */
export const staffWaitlistEntrySchema = z.object({
  id: z.uuid(),
  customerName: z.string(),
  phone: z.string(),
  /** The services chosen, by their current names. */
  services: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  askedAt: z.iso.datetime(),
  channels: z.array(waitlistChannelSchema),
  state: z.enum(['waiting', 'offered', 'booked', 'expired']),
  offeredUntil: z.iso.datetime().nullable(),
});
export type StaffWaitlistEntry = z.infer<typeof staffWaitlistEntrySchema>;

export const staffWaitlistQuery = z.object({
  date: localDateSchema,
});

export const staffWaitlistResponse = z.object({
  ok: z.literal(true),
  data: z.object({ timezone: z.string(), entries: z.array(staffWaitlistEntrySchema) }),
});
export type StaffWaitlist = z.infer<typeof staffWaitlistResponse>['data'];

export const waitlistEntryIdParam = z.object({ entryId: z.uuid() });

/** What an offer pushed to a waiting browser carries; tapping it opens the offer page. */
export const waitlistOfferPushSchema = z.object({
  kind: z.literal('waitlist-offer'),
  bookingId: z.uuid(),
  lang: z.enum(languages),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
});
export type WaitlistOfferPush = z.infer<typeof waitlistOfferPushSchema>;

export const waitlistRemovedResponse = z.object({ ok: z.literal(true), message: z.string() });
