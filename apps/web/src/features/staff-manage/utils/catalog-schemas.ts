import { z } from 'zod';

/** Form schemas with i18n keys as messages; the bounds are the contract's. */
const name = z
  .string()
  .trim()
  .min(1, 'manage.errors.nameRequired')
  .max(100, 'manage.errors.nameTooLong');

/** A money field typed as text ("12,50" or "12.50"), in euros with at most 2 decimals. */
export const priceText = z
  .string()
  .trim()
  .min(1, 'manage.errors.priceRequired')
  .refine((value) => /^\d{1,5}([.,]\d{1,2})?$/.test(value), 'manage.errors.priceInvalid')
  .refine((value) => Number(value.replace(',', '.')) <= 10_000, 'manage.errors.priceTooHigh');

const minutesText = (min: number) =>
  z
    .string()
    .trim()
    .refine((value) => /^\d{1,3}$/.test(value), 'manage.errors.minutesInvalid')
    .refine((value) => Number(value) >= min, {
      message: min > 0 ? 'manage.errors.minutesTooLow' : 'manage.errors.minutesInvalid',
    })
    .refine((value) => Number(value) <= 480, 'manage.errors.minutesTooHigh');

export const toPrice = (value: string) => Math.round(Number(value.replace(',', '.')) * 100) / 100;

export const categorySchema = z.object({ name });
export type CategoryValues = z.infer<typeof categorySchema>;

export const serviceSchema = z.object({
  categoryId: z.string().min(1, 'manage.errors.categoryRequired'),
  name,
  description: z.string().trim().max(500, 'manage.errors.descriptionTooLong'),
  price: priceText,
  duration: minutesText(5),
  isActive: z.boolean(),
});
export type ServiceValues = z.infer<typeof serviceSchema>;

export const addonSchema = z.object({
  name,
  price: priceText,
  duration: minutesText(0),
  isActive: z.boolean(),
  serviceIds: z.array(z.string()),
});
export type AddonValues = z.infer<typeof addonSchema>;
