import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@jono/contract/api/auth';
import { isValidEmail } from '@jono/contract/rules/email';
import { isValidPhone } from '@jono/contract/rules/phone';
import type { TFunction } from 'i18next';
import { type ReactNode, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PrivacyNote } from '@/components/ui/privacy-note';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/error-message';
import { fieldErrorText } from '@/lib/field-error';
import { currentLanguage } from '@/lib/i18n';
import { useRegisterShopMutation } from '../api/register-shop';
import { isInvalidPhoneAnswer, isRateLimited, passwordPolicyMessageOf } from '../utils/auth-errors';
import { PasswordField } from './password-field';
import { PasswordStrengthMeter } from './password-strength-meter';

/** Where Jono's shops are; the value sent is the country's English name, as the demo shops. */
const countryCodes = [
  'FI',
  'SE',
  'NO',
  'DK',
  'IS',
  'EE',
  'LV',
  'LT',
  'DE',
  'NL',
  'BE',
  'FR',
  'ES',
  'PT',
  'IT',
  'AT',
  'CH',
  'PL',
  'IE',
  'GB',
] as const;
export const defaultCountry = 'Finland';

function countryOptions() {
  const english = new Intl.DisplayNames(['en'], { type: 'region' });
  const local = new Intl.DisplayNames([currentLanguage()], { type: 'region' });
  const collator = new Intl.Collator(currentLanguage());
  return countryCodes
    .map((code) => ({ value: english.of(code) ?? code, label: local.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

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

const emptyValues: RegisterShopValues = {
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

const passwordLimits = { count: MIN_PASSWORD_LENGTH, max: MAX_PASSWORD_LENGTH };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-4 font-semibold text-base text-zinc-950 dark:text-white">
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

/**
 * A new shop and its owner's account. What the server refuses (a password its policy turns
 * down, a phone number it cannot read) is shown at the field concerned, and nothing typed is
 * lost. An email or phone that already has an account is not refused: the server answers it
 * like a new one and mails that account's owner, so the page never tells who has an account.
 */
export function RegisterShopForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t, i18n } = useTranslation();
  const [registerShop] = useRegisterShopMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, control, handleSubmit, watch, setError, formState } =
    useForm<RegisterShopValues>({
      defaultValues: emptyValues,
      mode: 'onTouched',
      resolver: zodResolver(registerShopSchema),
    });
  const { errors, isSubmitting } = formState;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names follow the language
  const countries = useMemo(countryOptions, [i18n.resolvedLanguage]);

  const showServerRefusal = (error: unknown, tr: TFunction) => {
    const policy = passwordPolicyMessageOf(error);
    if (policy) {
      setError('password', { message: policy }, { shouldFocus: true });
      setFailure(tr(policy));
      return;
    }
    if (isInvalidPhoneAnswer(error)) {
      setError('phone', { message: 'auth.errors.phoneInvalid' }, { shouldFocus: true });
      setFailure(tr('auth.errors.phoneInvalid'));
      return;
    }
    setFailure(
      isRateLimited(error)
        ? tr('auth.errors.tooManyRequests')
        : errorMessage(error, tr('messages.somethingWentWrong')),
    );
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const email = values.email.trim();
    try {
      await registerShop({
        shopName: values.shopName.trim(),
        address: values.address.trim(),
        postalCode: values.postalCode.trim(),
        city: values.city.trim(),
        country: values.country,
        ownerName: values.ownerName.trim(),
        email,
        phone: values.phone.trim(),
        password: values.password,
      }).unwrap();
      onRegistered(email);
    } catch (error) {
      showServerRefusal(error, t);
    }
  });

  const error = (field: keyof RegisterShopValues) =>
    fieldErrorText(t, errors[field], passwordLimits);
  const password = watch('password');

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={isSubmitting} className="space-y-8">
      <Section title={t('register.shopSection')}>
        <TextField
          label={t('register.shopName')}
          autoComplete="organization"
          placeholder={t('register.shopNamePlaceholder')}
          error={error('shopName')}
          {...register('shopName')}
        />
        <TextField
          label={t('register.address')}
          autoComplete="address-line1"
          error={error('address')}
          {...register('address')}
        />
        <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <TextField
            label={t('register.postalCode')}
            autoComplete="postal-code"
            inputMode="numeric"
            error={error('postalCode')}
            {...register('postalCode')}
          />
          <TextField
            label={t('register.city')}
            autoComplete="address-level2"
            error={error('city')}
            {...register('city')}
          />
        </div>
        <Controller
          control={control}
          name="country"
          render={({ field }) => (
            <SelectField
              label={t('register.country')}
              autoComplete="country-name"
              options={countries}
              error={error('country')}
              {...field}
            />
          )}
        />
      </Section>

      <Section title={t('register.ownerSection')}>
        <TextField
          label={t('register.ownerName')}
          autoComplete="name"
          error={error('ownerName')}
          {...register('ownerName')}
        />
        <TextField
          label={t('auth.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('auth.emailPlaceholder')}
          hint={t('register.emailHint')}
          error={error('email')}
          {...register('email')}
        />
        <TextField
          label={t('auth.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="040 123 4567"
          hint={t('register.phoneHint')}
          error={error('phone')}
          {...register('phone')}
        />
        <PasswordField
          label={t('auth.password')}
          autoComplete="new-password"
          hint={t('auth.strength.hint', { count: MIN_PASSWORD_LENGTH })}
          error={error('password')}
          {...register('password')}
        >
          <PasswordStrengthMeter password={password} />
        </PasswordField>
        <PasswordField
          label={t('auth.confirmPassword')}
          autoComplete="new-password"
          error={error('confirmPassword')}
          {...register('confirmPassword')}
        />
      </Section>

      {failure ? (
        <Alert tone="danger" title={t('register.failedTitle')}>
          <p>{failure}</p>
        </Alert>
      ) : null}

      <div className="space-y-3">
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? <Spinner className="size-5 text-zinc-950" /> : null}
          {isSubmitting ? t('register.submitting') : t('register.submit')}
        </Button>
        <p className="text-center text-xs text-zinc-500 dark:text-zinc-400">
          {t('register.afterSubmit')}
        </p>
        <div className="flex justify-center">
          <PrivacyNote />
        </div>
      </div>
    </form>
  );
}
