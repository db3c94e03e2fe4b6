import { z } from 'zod';
import { isRealPosition } from '../rules/distance';
import { MAX_WAIT_MINUTES } from '../rules/queue-state';
import { liveStatusSchema, MAX_BREAK_MINUTES } from './auth';
import { patchSchema } from './patch';
import { additionalServicesSchema, queueStateSchema, weekdayHoursSchema } from './shops';
import { text, withTextRule } from './text';

/** The owner's set-up calls (dashboard areas `manage`, `staff`, `overview`). */
export const managePaths = {
  categories: '/api/manage/categories',
  category: (id: string) => `/api/manage/categories/${id}`,
  categoriesOrder: '/api/manage/categories/order',
  services: '/api/manage/services',
  service: (id: string) => `/api/manage/services/${id}`,
  servicesOrder: '/api/manage/services/order',
  addons: '/api/manage/addons',
  addon: (id: string) => `/api/manage/addons/${id}`,
  shop: '/api/manage/shop',
  /** The shop's data as CSV files in one ZIP (catalogue, orders, bookings, money, record). */
  export: '/api/manage/export',
  staff: '/api/manage/staff',
  staffMember: (id: string) => `/api/manage/staff/${id}`,
  staffDeactivate: (id: string) => `/api/manage/staff/${id}/deactivate`,
  staffActivate: (id: string) => `/api/manage/staff/${id}/activate`,
  overview: '/api/manage/overview',
} as const;

const name = text({ min: 1, max: 100, tooShort: 'required' });
const maxWaitRange = `maxWaitMinutes is ${MAX_WAIT_MINUTES.min} to ${MAX_WAIT_MINUTES.max} minutes, or null for no limit`;
/** A price in the shop's currency, to the cent. */
export const priceSchema = z.number().min(0).max(10_000).multipleOf(0.01);
/** A length in whole minutes, at least `min`, at most a working day. */
export const wholeMinutes = (min: number) =>
  z
    .number()
    .int()
    .min(min)
    .max(8 * 60);
const price = priceSchema;
const minutes = wholeMinutes;

export const idParams = z.object({ id: withTextRule(z.string()) });
export const orderBody = z.object({ ids: z.array(z.uuid()).min(1).max(200) });

export const manageCategorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  position: z.number().int(),
  serviceCount: z.number().int(),
});
export const categoryBody = z.object({ name });
export const categoryPatchBody = patchSchema(categoryBody);
export const categoriesResponse = z.object({
  ok: z.literal(true),
  data: z.array(manageCategorySchema),
});

export const manageServiceSchema = z.object({
  id: z.uuid(),
  categoryId: z.uuid(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  duration: z.number().int(),
  isActive: z.boolean(),
  position: z.number().int(),
});
export const serviceBody = z.object({
  categoryId: z.uuid(),
  name,
  description: text({ max: 500 }).default(''),
  price,
  duration: minutes(5),
  isActive: z.boolean().default(true),
});
export const servicePatchBody = patchSchema(serviceBody);
export const servicesResponse = z.object({
  ok: z.literal(true),
  data: z.array(manageServiceSchema),
});

export const manageAddonSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  price: z.number(),
  duration: z.number().int(),
  isActive: z.boolean(),
  serviceIds: z.array(z.uuid()),
});
export const addonBody = z.object({
  name,
  price,
  duration: minutes(0),
  isActive: z.boolean().default(true),
  serviceIds: z.array(z.uuid()).max(100).default([]),
});
export const addonPatchBody = patchSchema(addonBody);
export const addonsResponse = z.object({ ok: z.literal(true), data: z.array(manageAddonSchema) });

/** Deleting something orders refer to deactivates it instead, and says so. */
export const removalResponse = z.object({
  ok: z.literal(true),
  message: z.string(),
  outcome: z.enum(['deleted', 'deactivated']),
});

export const shopSettingsSchema = z.object({
  name: z.string(),
  address: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
  /** Null until the shop is placed (never 0,0). */
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  timezone: z.string(),
  openingHours: z.array(weekdayHoursSchema),
  weeklyOffs: z.array(z.number().int().min(1).max(7)),
  chairCount: z.number().int(),
  queueLimit: z.number().int().nullable(),
  /** No walk-ins while a newcomer would wait longer than this; null: off. */
  maxWaitMinutes: z.number().int().nullable(),
  bookingFee: z.number(),
  slotLengthMinutes: z.number().int(),
  refundWindowHours: z.number().int(),
  retentionDays: z.number().int(),
  /** How long a break lasts when a barber starts one without saying. */
  defaultBreakMinutes: z.number().int(),
  additionalServices: additionalServicesSchema,
  status: z.enum(['pending_verification', 'active']),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;
export const shopSettingsResponse = z.object({
  ok: z.literal(true),
  message: z.string(),
  data: shopSettingsSchema,
  /** The map tiles' URL template ({z}/{x}/{y}) the page places the shop on (MAP_TILES_URL). */
  mapTilesUrl: z.string(),
});

/** Everything the owner sets on the shop details page; a save sends what changed. */
const shopSettingsFields = z.object({
  name: text({ min: 2, max: 100 }),
  address: text({ min: 2, max: 200 }),
  city: text({ min: 2, max: 100 }),
  postalCode: text({ max: 20 }),
  country: text({ min: 2, max: 100 }),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  timezone: withTextRule(z.string()).refine(isTimeZone, 'unknown time zone'),
  openingHours: z
    .array(weekdayHoursSchema)
    .max(7)
    .refine(
      (hours) => new Set(hours.map((h) => h.weekday)).size === hours.length,
      'one entry per weekday',
    )
    .refine((hours) => hours.every((h) => h.opens < h.closes), 'closing must come after opening'),
  weeklyOffs: z.array(z.number().int().min(1).max(7)).max(7),
  chairCount: z.number().int().min(1).max(30),
  queueLimit: z.number().int().min(1).max(500).nullable(),
  /** Minutes a newcomer may wait before walk-ins stop; null turns the rule off. */
  maxWaitMinutes: z
    .number()
    .int('maxWaitMinutes is whole minutes')
    .min(MAX_WAIT_MINUTES.min, maxWaitRange)
    .max(MAX_WAIT_MINUTES.max, maxWaitRange)
    .nullable(),
  bookingFee: z.number().min(0).max(100).multipleOf(0.01),
  slotLengthMinutes: z.number().int().min(10).max(120),
  refundWindowHours: z
    .number()
    .int()
    .min(0)
    .max(24 * 14),
  /** Days after a visit ends before its customer's details are wiped. */
  retentionDays: z.number().int().min(1).max(365),
  defaultBreakMinutes: z.number().int().min(1).max(MAX_BREAK_MINUTES),
  additionalServices: z.object({
    noHotTowel: z.boolean(),
    noWash: z.boolean(),
    silentService: z.boolean(),
  }),
});
export const shopSettingsBody = patchSchema(shopSettingsFields)
  .refine((body) => (body.lat === undefined) === (body.lng === undefined), {
    message: 'lat and lng go together',
    path: ['lat'],
  })
  .refine(
    (body) => body.lat === undefined || isRealPosition({ lat: body.lat, lng: body.lng ?? 0 }),
    {
      message: '0,0 is no shop position: place the pin on the shop',
      path: ['lat'],
    },
  );

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const staffRoles = ['owner', 'barber', 'receptionist'] as const;
export const staffMemberSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(staffRoles),
  status: liveStatusSchema.nullable(),
  isActive: z.boolean(),
  isVerified: z.boolean(),
  lastLoginAt: z.iso.datetime().nullable(),
});
export const staffListResponse = z.object({
  ok: z.literal(true),
  data: z.array(staffMemberSchema),
});
export const inviteStaffBody = z.object({
  name: text({ min: 2, max: 100 }),
  email: withTextRule(z.email()).trim().toLowerCase().max(200),
  role: z.enum(['barber', 'receptionist']),
});
export const changeRoleBody = patchSchema(z.object({ role: z.enum(staffRoles) }));

export const overviewSchema = z.object({
  queueState: queueStateSchema,
  waitingNow: z.number().int(),
  inServiceNow: z.number().int(),
  servedToday: z.number().int(),
  bookingsToday: z.number().int(),
  takingsToday: z.number(),
  currency: z.string(),
  newcomerWait: z.number().int(),
});
export const overviewResponse = z.object({ ok: z.literal(true), data: overviewSchema });
