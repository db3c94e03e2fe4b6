import { z } from 'zod';
import { localDateSchema } from './dates';
import { shopRatingSchema } from './rating';

/** The analytics page's one call (area `analytics`; a barber sees only their own figures). */
export const analyticsPaths = {
  analytics: '/api/analytics',
} as const;

/** Longest period one request may cover (the previous period of the same length is added). */
export const MAX_ANALYTICS_DAYS = 366;

/** `from` and `to` are local dates in the shop's time zone, both included. */
export const analyticsQuery = z
  .object({ from: localDateSchema, to: localDateSchema })
  .refine((q) => q.to >= q.from, { message: 'must not end before it starts', path: ['to'] });
export type AnalyticsQuery = z.infer<typeof analyticsQuery>;

const rate = z.number().min(0).max(1).nullable();
const minutes = z.number().nullable();

/** One period's headline figures. Money in euros; null where there is nothing to average. */
export const analyticsSummarySchema = z.object({
  served: z.number().int(),
  servedWalkIn: z.number().int(),
  servedBooked: z.number().int(),
  /** Services of served walk-ins and completed bookings, plus booking fees paid, less refunds. */
  takings: z.number(),
  serviceTakings: z.number(),
  bookingFees: z.number(),
  refunds: z.number(),
  /** Service takings per served customer. */
  averageTicket: z.number().nullable(),
  /** Walk-ins: from joining to starting, in minutes. */
  averageWait: minutes,
  p90Wait: minutes,
  /**
   * Median of |actual start - start estimated at join|, in minutes, over walk-ins that started
   * in the period and were given an estimate when they joined.
   */
  estimateError: minutes,
  /** Share (0-1) of those same walk-ins whose actual start was at most 10 minutes from it. */
  estimateWithin10: rate,
  /**
   * Of the walk-ins that started in the period and were shown a range when they joined, the
   * share (0-1) who started inside it as shown (whole five minutes), and who started before
   * it: the customers the leave-now alert may have told too late.
   */
  withinShownRange: rate,
  earlierThanShown: rate,
  /** Walk-ins that joined and bookings that started in the period (unpaid, expired holds excluded). */
  walkIns: z.number().int(),
  bookings: z.number().int(),
  cancellations: z.number().int(),
  noShows: z.number().int(),
  cancellationRate: rate,
  noShowRate: rate,
});
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;

export const analyticsSchema = z.object({
  timezone: z.string(),
  currency: z.string(),
  period: z.object({ from: z.string(), to: z.string() }),
  /** The period of the same length just before. */
  previous: z.object({ from: z.string(), to: z.string() }),
  /** Set when the figures are one barber's own (a barber always; never for owners). */
  barber: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  summary: z.object({ current: analyticsSummarySchema, previous: analyticsSummarySchema }),
  /** Arrivals (walk-ins joining, bookings starting) by local ISO weekday and hour. */
  busiestHours: z.array(
    z.object({
      weekday: z.number().int().min(1).max(7),
      hour: z.number().int().min(0).max(23),
      customers: z.number().int(),
    }),
  ),
  barbers: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      served: z.number().int(),
      /** Walk-ins who joined in the period asking for this barber rather than any. */
      requested: z.number().int(),
      /** Actual minutes from start to finish, on average. */
      averageServiceMinutes: minutes,
      /** What the catalogue said those services take, on average. */
      averageCatalogueMinutes: minutes,
      takings: z.number(),
    }),
  ),
  topServices: z.array(
    z.object({ name: z.string(), count: z.number().int(), takings: z.number() }),
  ),
  topAddons: z.array(z.object({ name: z.string(), count: z.number().int(), takings: z.number() })),
  /** Customers' reviews written in the period: average stars and count; null when none (or for a barber). */
  rating: shopRatingSchema,
});
export type Analytics = z.infer<typeof analyticsSchema>;

export const analyticsResponse = z.object({ ok: z.literal(true), data: analyticsSchema });
