import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@jono/contract/api/auth';
import { isValidEmail } from '@jono/contract/rules/email';
import { isValidPhone } from '@jono/contract/rules/phone';
import { z } from 'zod';
import { defaultCountry } from './country-options';

/** The part of the email before @, when long enough that a password containing it is weak. */
const emailLocalPart = (email: string) => {
  const local = email.trim().split('@')[0]?.toLowerCase() ?? '';
  return local.length >= 4 ? local : null;
};

const text = (min: number, max: number, required: string) =>
  z.string().trim().min(min, required).max(max, 'register.errors.tooLong');

/** The contract's registerShopBody, with messages a person reads (i18n keys). */
export const registerShopSchema = z
  .object({
    shopName: text(2, 100, 'register.errors.shopNameRequired'),
    address: text(2, 200, 'register.errors.addressRequired'),
    postalCode: z.string().trim().max(20, 'register.errors.tooLong'),
    city: text(2, 100, 'register.errors.cityRequired'),
    country: text(2, 100, 'register.errors.countryRequired'),
    ownerName: text(2, 100, 'register.errors.ownerNameRequired'),
    email: z
      .string()
      .trim()
      .min(1, 'auth.errors.emailRequired')
      .max(200, 'register.errors.tooLong')
      .refine(isValidEmail, 'auth.errors.emailInvalid'),
    phone: z
      .string()
      .trim()
      .min(1, 'auth.errors.phoneRequired')
      .refine(isValidPhone, 'auth.errors.phoneInvalid'),
    password: z
      .string()
      .min(MIN_PASSWORD_LENGTH, 'auth.errors.passwordTooShort')
      .max(MAX_PASSWORD_LENGTH, 'auth.errors.passwordTooLong'),
    confirmPassword: z.string().min(1, 'auth.errors.confirmRequired'),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'auth.errors.passwordsDiffer',
  })
  .refine(
    (values) => {
      const local = emailLocalPart(values.email);
      return !local || !values.password.toLowerCase().includes(local);
    },
    { path: ['password'], message: 'auth.errors.passwordContainsEmail' },
  );
export type RegisterShopValues = z.input<typeof registerShopSchema>;

export const emptyRegisterShopValues: RegisterShopValues = {
  shopName: '',
  address: '',
  postalCode: '',
  city: '',
  country: defaultCountry,
  ownerName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
};
