import { z } from 'zod';
import { pictureSchema } from './picture';
import { shopRatingSchema } from './rating';
import { text, withTextRule } from './text';

export const shopPaths = {
  list: '/api/shops',
  detail: (id: string) => `/api/shops/${id}`,
} as const;

export const queueStateSchema = z.enum(['open', 'full', 'closed']);
/** Why a full queue takes nobody (see QueueFullReason); null unless queueState is 'full'. */
export const queueFullReasonSchema = z.enum(['staff', 'limit', 'closing', 'wait']).nullable();

export const clockTimeSchema = z.string().regex(/^([01]\d|2[0-4]):[0-5]\d$/, 'expected HH:mm');
export const weekdayHoursSchema = z.object({
  weekday: z.number().int().min(1).max(7),
  opens: clockTimeSchema,
  closes: clockTimeSchema,
});

export const coordsSchema = z.object({ lat: z.number(), lng: z.number() });

/**
 * When a start is expected, as a range: between the 20th and 80th percentile of the starts
 * seen when the queue is played out many times with what this shop's services really take
 * and with who ahead really comes. Screens round it outward to whole five minutes.
 */
export const startRangeSchema = z.object({
  earliest: z.iso.datetime(),
  latest: z.iso.datetime(),
});
export type StartRangeAnswer = z.infer<typeof startRangeSchema>;

/** A shop as the list shows it. */
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
  fullReason: queueFullReasonSchema,
  /**
   * The owner's "no walk-ins while the wait passes this" in minutes; null when off. Pages word
   * the 'wait' reason with it ("the wait is over 45 min").
   */
  maxWaitMinutes: z.number().int().nullable(),
  /**
   * While walk-ins are taken: the last time one can join and still be expected in a chair in
   * time for the shop's shortest service before closing ("Walk-ins until about 18:10"); null
   * when the shop is closed to walk-ins or never closes.
   */
  walkInsUntil: z.iso.datetime().nullable(),
  chairCount: z.number().int().positive(),
  /** Where the shop stands; null while its owner has not placed it (never 0,0). */
  coords: coordsSchema.nullable(),
  weeklyOffs: z.array(z.number().int().min(1).max(7)),
  serviceCategories: z.array(z.object({ id: z.uuid(), name: z.string() })),
  /** The shop's cover photo; null when it has none (pages show its initials). */
  image: pictureSchema.nullable(),
  /** Customers' average stars and how many reviews; null before the first review. */
  rating: shopRatingSchema,
  /** Minutes a walk-in joining now would wait. */
  waitingTime: z.number().int().min(0),
  /** When a walk-in joining now would start; null when nobody can say (no chair at work). */
  waitRange: startRangeSchema.nullable(),
  /**
   * How the shop's estimates have done: whether they are learned from its own visits yet (or
   * still the menu's lengths), and over the last ACCURACY_DAYS days, how many walk-ins started
   * after being shown a range and how many of them inside it.
   */
  estimates: z.object({
    learned: z.boolean(),
    visits: z.number().int().min(0),
    withinRange: z.number().int().min(0),
  }),
  /** Metres from the position given in the query, when one was. */
  distance: z.number().optional(),
});
export type ShopSummary = z.infer<typeof shopSummarySchema>;

export const shopListQuery = z
  .object({
    q: text({ max: 100 }).optional(),
    lat: z.coerce.number().min(-90).max(90).optional(),
    lng: z.coerce.number().min(-180).max(180).optional(),
    /** Nearest first (with a position) or in the server's order; or who starts soonest. */
    sort: z.enum(['nearest', 'soonest']).default('nearest'),
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
  /**
   * The team members who do it, each at their own price and length (the catalogue's where
   * they keep none of their own); a member who does not do it is not listed.
   */
  barbers: z.array(z.object({ barberId: z.uuid(), price: z.number(), duration: z.number().int() })),
});
export type Service = z.infer<typeof serviceSchema>;

export const serviceCategorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  services: z.array(serviceSchema),
});
export type ServiceCategory = z.infer<typeof serviceCategorySchema>;

/** Additional services (no hot towel, no wash, silent service): a map of id to {name, value}. */
export const additionalServicesSchema = z.record(
  z.string(),
  z.object({ name: z.string(), value: z.boolean() }),
);
export type AdditionalServices = z.infer<typeof additionalServicesSchema>;

/** One of the shop's barbers (owners and barbers), as customers choose among them. */
export const shopBarberSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  role: z.enum(['owner', 'barber']),
  avatar: z.string().nullable(),
  /** The shop is open today and they are at work (a break included), not away. */
  workingToday: z.boolean(),
  /**
   * When a customer joining now and asking for them would start, behind everyone already
   * waiting for them; null when nobody can say (on a break, away, or not working today).
   */
  nextFreeAt: z.iso.datetime().nullable(),
  /**
   * The range that start falls in, as the shop's own range is drawn (the shop's page only);
   * null where nobody can say, or where the answer leaves it out (the staff board).
   */
  nextFreeRange: z.object({ earliest: z.iso.datetime(), latest: z.iso.datetime() }).nullable(),
  /**
   * When their day ends, for one who keeps hours of their own or has time off today; null
   * for one who works the shop's opening hours (or is not working today).
   */
  workingUntil: z.iso.datetime().nullable(),
});
export type ShopBarber = z.infer<typeof shopBarberSchema>;

export const shopDetailSchema = shopSummarySchema.extend({
  postalCode: z.string(),
  currency: z.string(),
  openingHours: z.array(weekdayHoursSchema),
  categories: z.array(serviceCategorySchema),
  additionalServices: additionalServicesSchema,
  holidays: z.array(z.object({ startsOn: z.string(), endsOn: z.string(), note: z.string() })),
  booking: z.object({
    /**
     * Whether a customer can book here: false when the shop takes a fee and this server takes
     * no payments, so the pages say so before the form rather than refuse at its end.
     */
    takesBookings: z.boolean(),
    fee: z.number(),
    slotLengthMinutes: z.number().int(),
    horizonDays: z.number().int(),
    refundWindowHours: z.number().int(),
  }),
  /** The shop's barbers by name: photo, whether they work today, and their next free time. */
  team: z.array(shopBarberSchema),
  /** The owner's gallery photos, in the owner's order. */
  gallery: z.array(pictureSchema),
  /** Whether a walk-in may ask for alerts by text message (this server has a gateway). */
  textAlerts: z.boolean(),
});
export type ShopDetail = z.infer<typeof shopDetailSchema>;

export const shopDetailResponse = z.object({ ok: z.literal(true), data: shopDetailSchema });
export const shopIdParams = z.object({ id: withTextRule(z.string()) });
