import { z } from 'zod';

/** What one line of an order says, and each add-on on it: as every screen shows it. */
const lineFacts = {
  name: z.string(),
  price: z.number(),
  duration: z.number().int(),
  quantity: z.number().int(),
};

/** A line of an order (a service with its add-ons), as a booking's customer reads it. */
export const orderedLineSchema = z.object({
  ...lineFacts,
  addons: z.array(z.object(lineFacts)),
});

/** The same line with the catalogue ids of the service and each add-on, as a walk-in's order has. */
export const orderedLineWithIdsSchema = z.object({
  id: z.string(),
  ...lineFacts,
  addons: z.array(z.object({ id: z.string(), ...lineFacts })),
});
