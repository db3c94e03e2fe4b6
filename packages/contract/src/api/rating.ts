import { z } from 'zod';

/**
 * A shop's average stars (one decimal) and how many reviews make it; null before the first.
 * Apart from the reviews' schemas, so the shop list (on the home page's first load) carries
 * only this.
 */
export const shopRatingSchema = z
  .object({ average: z.number(), count: z.number().int() })
  .nullable();
export type ShopRating = z.infer<typeof shopRatingSchema>;
