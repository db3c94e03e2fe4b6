import { z } from 'zod';

/**
 * A wish the customer chose for the visit (no hot towel, no wash, silent service). Screens
 * word it by its id in the reader's language; the name is the shop's own, for an id they do
 * not know.
 */
export const chosenWishSchema = z.object({ id: z.string(), name: z.string() });
export type ChosenWish = z.infer<typeof chosenWishSchema>;

/** A service as the chair needs it: how many, and its add-ons. */
export const orderedServiceSummarySchema = z.object({
  name: z.string(),
  quantity: z.number().int(),
  /** An add-on's quantity is per unit of its service, as the customer chose it. */
  addons: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
});
export type OrderedServiceSummary = z.infer<typeof orderedServiceSummarySchema>;

/** Everything the customer chose, as every staff list shows it, and the code people read. */
export const orderContentsSchema = z.object({
  /** Stored form ('K7M2QD'); screens show 'K7M-2QD'. */
  shortCode: z.string(),
  services: z.array(orderedServiceSummarySchema),
  additionalServices: z.array(chosenWishSchema),
});
export type OrderContents = z.infer<typeof orderContentsSchema>;
