import { z } from 'zod';

export const shopPaths = {
  list: '/api/shops',
  detail: (id: string) => `/api/shops/${id}`,
} as const;

export const queueStateSchema = z.enum(['open', 'full', 'closed']);

const clockTime = z.string().regex(/^([01]\d|2[0-4]):[0-5]\d$/, 'expected HH:mm');
export const weekdayHoursSchema = z.object({
  weekday: z.number().int().min(1).max(7),
  opens: clockTime,
  closes: clockTime,
});

export const coordsSchema = z.object({ lat: z.number(), lng: z.number() });

/** A shop as the list shows it (spec section 3, barber shop). */
export const shopSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  city: z.string(),
  address: z.string(),
  country: z.string(),
  timezone: z.string(),
  open: z.boolean(),
  /** Today's hours in the shop's time zone; null on a day off. */
  openTime: z.string().nullable(),
  closeTime: z.string().nullable(),
  queue: z.number().int().min(0),
  queueState: queueStateSchema,
  chairCount: z.number().int().positive(),
  coords: coordsSchema,
  weeklyOffs: z.array(z.number().int().min(1).max(7)),
  serviceCategories: z.array(z.object({ id: z.uuid(), name: z.string() })),
  image: z.string().nullable(),
  /** Metres from the position given in the query, when one was. */
  distance: z.number().optional(),
});
export type ShopSummary = z.infer<typeof shopSummarySchema>;

export const shopListQuery = z
  .object({
    q: z.string().trim().max(100).optional(),
    lat: z.coerce.number().min(-90).max(90).optional(),
    lng: z.coerce.number().min(-180).max(180).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), {
    message: 'lat and lng go together',
    path: ['lat'],
  });
export type ShopListQuery = z.input<typeof shopListQuery>;

export const shopListResponse = z.object({
  ok: z.literal(true),
  data: z.array(shopSummarySchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type ShopListResponse = z.infer<typeof shopListResponse>;

export const addonSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  price: z.number(),
  duration: z.number().int(),
});
export type Addon = z.infer<typeof addonSchema>;

export const serviceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  duration: z.number().int(),
  addons: z.array(addonSchema),
});
export type Service = z.infer<typeof serviceSchema>;

export const serviceCategorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  services: z.array(serviceSchema),
});
export type ServiceCategory = z.infer<typeof serviceCategorySchema>;

/** Spec section 3: additional services, a map of id to {name, value}. */
export const additionalServicesSchema = z.record(
  z.string(),
  z.object({ name: z.string(), value: z.boolean() }),
);
export type AdditionalServices = z.infer<typeof additionalServicesSchema>;

export const shopDetailSchema = shopSummarySchema.extend({
  postalCode: z.string(),
  currency: z.string(),
  openingHours: z.array(weekdayHoursSchema),
  categories: z.array(serviceCategorySchema),
  additionalServices: additionalServicesSchema,
  holidays: z.array(z.object({ startsOn: z.string(), endsOn: z.string(), note: z.string() })),
  booking: z.object({
    fee: z.number(),
    slotLengthMinutes: z.number().int(),
    horizonDays: z.number().int(),
    refundWindowHours: z.number().int(),
  }),
  /** Minutes a walk-in joining now would wait. */
  waitingTime: z.number().int().min(0),
});
export type ShopDetail = z.infer<typeof shopDetailSchema>;

export const shopDetailResponse = z.object({ ok: z.literal(true), data: shopDetailSchema });
export const shopIdParams = z.object({ id: z.string() });
