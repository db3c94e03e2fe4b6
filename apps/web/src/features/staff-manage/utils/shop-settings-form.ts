import { MAX_BREAK_MINUTES } from '@jono/contract/api/auth';
import { MAX_WAIT_MINUTES } from '@jono/contract/rules/queue-state';
import { z } from 'zod';
import type { SavedShopSettings, ShopSettingsChanges } from '../api/shop-settings';

/** The shop details form, as typed (numbers as text), with i18n keys as messages. */
const text = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min, min <= 1 ? 'shopSettings.errors.required' : 'shopSettings.errors.tooShort')
    .max(max, 'shopSettings.errors.tooLong');

const integer = (min: number, max: number) =>
  z
    .string()
    .trim()
    .refine((value) => /^\d+$/.test(value), 'shopSettings.errors.wholeNumber')
    .refine(
      (value) => Number(value) >= min && Number(value) <= max,
      'shopSettings.errors.outOfRange',
    );

const toNumber = (value: string) => Number(value.replace(',', '.'));

/** A coordinate as typed; empty while the shop is not placed (both are, or neither). */
const coordinate = (min: number, max: number) =>
  z
    .string()
    .trim()
    .refine(
      (value) => value === '' || /^-?\d+([.,]\d+)?$/.test(value),
      'shopSettings.errors.number',
    )
    .refine((value) => {
      const number = Number(value.replace(',', '.'));
      return value === '' || (number >= min && number <= max);
    }, 'shopSettings.errors.outOfRange');

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'shopSettings.errors.time');

export const dayHoursSchema = z
  .object({ isOpen: z.boolean(), opens: time, closes: time })
  .refine((day) => !day.isOpen || day.opens < day.closes, {
    message: 'shopSettings.errors.closesBeforeOpens',
    path: ['closes'],
  });

export const shopSettingsFormSchema = z
  .object({
    name: text(2, 100),
    timezone: z.string().trim().min(1, 'shopSettings.errors.required'),
    address: text(2, 200),
    city: text(2, 100),
    postalCode: z.string().trim().max(20, 'shopSettings.errors.tooLong'),
    country: text(2, 100),
    lat: coordinate(-90, 90),
    lng: coordinate(-180, 180),
    /** Monday to Sunday; a closed day is the shop's weekly day off. */
    hours: z.array(dayHoursSchema).length(7),
    chairCount: integer(1, 30),
    queueLimit: z
      .string()
      .trim()
      .refine(
        (value) =>
          value === '' || (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 500),
        'shopSettings.errors.queueLimit',
      ),
    /** Empty turns the rule off: walk-ins are taken however long the wait. */
    maxWaitMinutes: z
      .string()
      .trim()
      .refine(
        (value) =>
          value === '' ||
          (/^\d+$/.test(value) &&
            Number(value) >= MAX_WAIT_MINUTES.min &&
            Number(value) <= MAX_WAIT_MINUTES.max),
        'shopSettings.errors.maxWaitMinutes',
      ),
    retentionDays: integer(1, 365),
    defaultBreakMinutes: integer(1, MAX_BREAK_MINUTES),
    noHotTowel: z.boolean(),
    noWash: z.boolean(),
    silentService: z.boolean(),
  })
  .refine((values) => (values.lat === '') === (values.lng === ''), {
    message: 'shopSettings.errors.positionPair',
    path: ['lng'],
  })
  // 0,0 is in the sea off Africa: what a missing position used to be written as.
  .refine(
    (values) => values.lat === '' || toNumber(values.lat) !== 0 || toNumber(values.lng) !== 0,
    {
      message: 'shopSettings.errors.nullIsland',
      path: ['lat'],
    },
  );
export type ShopSettingsValues = z.infer<typeof shopSettingsFormSchema>;

/**
 * The form's starting values from the saved settings. A day without hours, or a weekly day
 * off, is closed; a day off keeps its stored times, so opening it again starts from them.
 */
export function formValuesOf(settings: SavedShopSettings): ShopSettingsValues {
  const hours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => {
    const day = settings.openingHours.find((entry) => entry.weekday === weekday);
    const isOpen = Boolean(day) && !settings.weeklyOffs.includes(weekday);
    return { isOpen, opens: day?.opens ?? '09:00', closes: day?.closes ?? '17:00' };
  });
  return {
    name: settings.name,
    timezone: settings.timezone,
    address: settings.address,
    city: settings.city,
    postalCode: settings.postalCode,
    country: settings.country,
    lat: settings.lat === null ? '' : String(settings.lat),
    lng: settings.lng === null ? '' : String(settings.lng),
    hours,
    chairCount: String(settings.chairCount),
    queueLimit: settings.queueLimit === null ? '' : String(settings.queueLimit),
    maxWaitMinutes: settings.maxWaitMinutes === null ? '' : String(settings.maxWaitMinutes),
    retentionDays: String(settings.retentionDays),
    defaultBreakMinutes: String(settings.defaultBreakMinutes),
    noHotTowel: settings.additionalServices.noHotTowel?.value ?? false,
    noWash: settings.additionalServices.noWash?.value ?? false,
    silentService: settings.additionalServices.silentService?.value ?? false,
  };
}

/** Key order left out, so values read back from the form compare with the ones put in. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}

/** Whether the form holds exactly these values (nothing to save). */
export function sameFormValues(current: unknown, saved: ShopSettingsValues): boolean {
  return stableJson(current) === stableJson(saved);
}

/**
 * What PATCH /api/manage/shop takes from the form. Each weekday is either open with its hours
 * or closed, and a closed day is sent as a weekly day off; the booking fee, slot length and
 * refund window belong to the slots page, so this form never sends them.
 */
export function changesOf(values: ShopSettingsValues): ShopSettingsChanges {
  return {
    name: values.name,
    timezone: values.timezone,
    address: values.address,
    city: values.city,
    postalCode: values.postalCode,
    country: values.country,
    // An unplaced shop stays unplaced: a position is sent only once both are typed.
    ...(values.lat === '' || values.lng === ''
      ? {}
      : { lat: toNumber(values.lat), lng: toNumber(values.lng) }),
    openingHours: values.hours.flatMap((day, index) =>
      day.isOpen ? [{ weekday: index + 1, opens: day.opens, closes: day.closes }] : [],
    ),
    weeklyOffs: values.hours.flatMap((day, index) => (day.isOpen ? [] : [index + 1])),
    chairCount: Number(values.chairCount),
    queueLimit: values.queueLimit === '' ? null : Number(values.queueLimit),
    maxWaitMinutes: values.maxWaitMinutes === '' ? null : Number(values.maxWaitMinutes),
    retentionDays: Number(values.retentionDays),
    defaultBreakMinutes: Number(values.defaultBreakMinutes),
    additionalServices: {
      noHotTowel: values.noHotTowel,
      noWash: values.noWash,
      silentService: values.silentService,
    },
  };
}

/** A plain map link (no tiles loaded in the page). */
export function mapLink(lat: string, lng: string): string | null {
  const latitude = Number(lat.replace(',', '.'));
  const longitude = Number(lng.replace(',', '.'));
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}
