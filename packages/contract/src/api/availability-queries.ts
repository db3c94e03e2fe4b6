import { z } from 'zod';
import { localDateSchema, localMonthSchema } from './dates';
import { withTextRule } from './text';

/**
 * What a customer asks free times for (the day, the month and the first free times): an
 * order's length, its services and the barber wanted.
 */

const minutes = z.coerce
  .number()
  .int()
  .min(1)
  .max(24 * 60);

/** The barber the customer wants; absent is "any barber". */
const wantedBarber = z.uuid().optional();
/** The most services one order lists, a service once per unit of its quantity. */
const MAX_ORDER_SERVICES = 50;
/**
 * The order's services, comma-separated, a service once per unit of its quantity: where a
 * barber's own length for one differs from the catalogue's (`duration` counts the catalogue's),
 * times with them follow theirs, and a barber who does not do one offers none. Absent: every
 * barber takes `duration`.
 */
const orderServices = withTextRule(z.string())
  .max(MAX_ORDER_SERVICES * 37)
  .transform((list) => list.split(','))
  .pipe(z.array(z.uuid()).max(MAX_ORDER_SERVICES))
  .optional();
export const availabilityQuery = z.object({
  date: localDateSchema,
  duration: minutes,
  barberId: wantedBarber,
  services: orderServices,
});
export const monthQuery = z.object({
  month: localMonthSchema,
  duration: minutes,
  barberId: wantedBarber,
  services: orderServices,
});

export const firstFreeQuery = z.object({ duration: minutes, services: orderServices });
