import { z } from 'zod';

// The JSON the tables keep and the statements build, as schemas: what a read parses is checked
// against them, so a key renamed on one side fails at the first read that meets it, by name.

const orderedAddonSchema = z.object({
  id: z.string(),
  name: z.string(),
  priceCents: z.number().int(),
  durationMinutes: z.number().int(),
  quantity: z.number().int(),
});

/** What was ordered, frozen with names and prices at order time so later edits never rewrite history. */
export const orderedServiceSchema = orderedAddonSchema.extend({
  addons: z.array(orderedAddonSchema),
});
export type OrderedService = z.infer<typeof orderedServiceSchema>;

/**
 * A time in the chair as a shop really takes it: median and 80th percentile, minutes, and its
 * quantiles once there are enough visits (models learned before have none).
 */
const learnedSpreadSchema = z.object({
  median: z.number(),
  p80: z.number(),
  quantiles: z.array(z.number()).optional(),
});
export type LearnedSpread = z.infer<typeof learnedSpreadSchema>;

export const learnedWaitModelSchema = z.object({
  /** By service id: the shop's spread, and a barber's own where they have enough visits. */
  services: z.record(
    z.string(),
    learnedSpreadSchema.extend({
      samples: z.number(),
      /** A model learned before visits were counted per barber has no `samples` here. */
      byBarber: z.record(
        z.string(),
        learnedSpreadSchema.extend({ samples: z.number().optional() }),
      ),
    }),
  ),
  /** The share of waiting customers served: joined remotely, checked in, added at the desk. */
  showChance: z.object({ remote: z.number(), checkedIn: z.number(), desk: z.number() }),
  /**
   * Walk-ins still to come: how many an hour are served, by hour of the week on the shop's
   * clock (0: Monday 00-01), and what such a visit takes. Missing in models learned before.
   */
  arrivals: z
    .object({
      perHour: z.array(z.number()),
      visit: learnedSpreadSchema,
      plannedMinutes: z.number(),
    })
    .optional(),
  /**
   * How the last 30 days' walk-ins started against the range shown at join (see
   * `shownRangeTally`). Missing in models learned before ranges were kept.
   */
  accuracy: z
    .object({ visits: z.number(), within: z.number(), early: z.number(), late: z.number() })
    .optional(),
});
export type LearnedWaitModel = z.infer<typeof learnedWaitModelSchema>;

/** An alert pushed and waiting for the browser's word that it showed it (pending_push_alerts). */
export const pendingAlertRequestSchema = z.object({
  kind: z.enum(['leave', 'first', 'turn', 'removed', 'closed']),
  chairLabel: z.string().optional(),
  /** ISO instant: the start a 'leave' alert was reckoned from. */
  estimatedStart: z.string().optional(),
});
export type PendingAlertRequest = z.infer<typeof pendingAlertRequestSchema>;
