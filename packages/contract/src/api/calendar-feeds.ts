import { z } from 'zod';

/**
 * Subscribable calendars of a shop's bookings: one for the whole shop (the owner's) and one per
 * serving member (the owner makes anyone's, a barber their own). The address holds a secret
 * shown once; renewing makes a new one and the old address stops answering.
 */
export const calendarFeedPaths = {
  /** GET: the feeds the caller may make, with the shop's naming choice. */
  list: '/api/team/calendar-feeds',
  /** PATCH: how feeds name customers (owner only). */
  settings: '/api/team/calendar-settings',
  /** PUT: make the feed or renew its address; PATCH: change what it shows; DELETE: stop it. */
  feed: (scope: string) => `/api/team/calendar-feeds/${scope}`,
  /** GET, no login: the calendar itself, by the secret in its address. */
  file: (fileName: string) => `/api/calendar/${fileName}`,
} as const;

/** 'shop' for the whole shop's calendar, else the member's id. */
export const feedScopeSchema = z.union([z.literal('shop'), z.uuid()]);
export type FeedScope = z.infer<typeof feedScopeSchema>;
export const feedParams = z.object({ scope: feedScopeSchema });

/** A secret is 32 random bytes in base64url; the file name adds the extension calendars expect. */
export const feedFileParams = z.object({
  fileName: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/, 'not a calendar address'),
});

/** How a feed names a booking's customer: first name (default), full name, or not at all. */
export const customerNameChoices = ['first', 'full', 'none'] as const;
export const customerNameChoiceSchema = z.enum(customerNameChoices);
export type CustomerNameChoice = z.infer<typeof customerNameChoiceSchema>;

export const calendarFeedSchema = z.object({
  scope: feedScopeSchema,
  /** The member's name; null for the shop's feed. */
  memberName: z.string().nullable(),
  isActive: z.boolean(),
  withWalkIns: z.boolean(),
  madeAt: z.iso.datetime().nullable(),
  /** When a calendar last fetched it (to the hour): shows the subscription works. */
  lastReadAt: z.iso.datetime().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export const calendarFeedsSchema = z.object({
  customerNames: customerNameChoiceSchema,
  /** The owner chooses how customers are named; everyone else reads the choice. */
  canChooseNames: z.boolean(),
  feeds: z.array(calendarFeedSchema),
});
export type CalendarFeeds = z.infer<typeof calendarFeedsSchema>;
export const calendarFeedsResponse = z.object({ ok: z.literal(true), data: calendarFeedsSchema });

export const feedBody = z.strictObject({ withWalkIns: z.boolean() });
export type FeedBody = z.infer<typeof feedBody>;

export const madeFeedSchema = z.object({
  feed: calendarFeedSchema,
  /** The address to paste into a calendar app; shown once. */
  url: z.url(),
  /** The same address for phones: opening it offers to subscribe. */
  webcalUrl: z.string(),
});
export type MadeFeed = z.infer<typeof madeFeedSchema>;
export const madeFeedResponse = z.object({
  ok: z.literal(true),
  message: z.string(),
  data: madeFeedSchema,
});
export const feedResponse = z.object({
  ok: z.literal(true),
  message: z.string(),
  data: calendarFeedSchema,
});

export const feedSettingsBody = z.strictObject({ customerNames: customerNameChoiceSchema });
export type FeedSettings = z.infer<typeof feedSettingsBody>;
