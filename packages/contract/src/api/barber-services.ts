import { z } from 'zod';
import { priceSchema, wholeMinutes } from './manage';

/**
 * The services each serving member does, and their own price and length for one where these
 * differ from the catalogue's. Everyone on the team reads them; the owner changes anyone's, a
 * barber their own (as with hours).
 */
export const barberServicePaths = {
  /** GET: the shop's services with the member's terms; PUT: change the terms of those listed. */
  services: (userId: string) => `/api/team/${userId}/services`,
} as const;

/** A member's terms for one service; a null price or length is the catalogue's. */
export const barberTermSchema = z.object({
  serviceId: z.uuid(),
  offered: z.boolean(),
  price: priceSchema.nullable(),
  duration: wholeMinutes(5).nullable(),
});
export type BarberTerm = z.infer<typeof barberTermSchema>;

/** The services listed get these terms; services not listed keep theirs. */
export const barberServicesBody = z.object({
  services: z
    .array(barberTermSchema)
    .min(1)
    .max(200)
    .refine(
      (terms) => new Set(terms.map((t) => t.serviceId)).size === terms.length,
      'a service is listed twice',
    ),
});
export type BarberServicesChange = z.infer<typeof barberServicesBody>;

export const barberServiceSchema = barberTermSchema.extend({
  name: z.string(),
  category: z.string(),
  catalogue: z.object({ price: z.number(), duration: z.number().int() }),
  /**
   * What this member's visits of the service took, as the wait model has learned it (their
   * median, minutes, and how many visits it is drawn from); null before they have enough.
   */
  measured: z.object({ median: z.number().int(), visits: z.number().int() }).nullable(),
});
export type BarberService = z.infer<typeof barberServiceSchema>;

export const barberServicesResponse = z.object({
  ok: z.literal(true),
  data: z.object({
    userId: z.string(),
    name: z.string(),
    /** Whether the caller may change them. */
    canEdit: z.boolean(),
    /** The shop's currency, prices are in. */
    currency: z.string(),
    services: z.array(barberServiceSchema),
  }),
});
export type BarberServices = z.infer<typeof barberServicesResponse>['data'];
