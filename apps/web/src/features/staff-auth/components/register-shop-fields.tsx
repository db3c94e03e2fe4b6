import { MIN_PASSWORD_LENGTH } from '@jono/contract/api/auth';
import { type ReactNode, useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EmailField } from '@/components/ui/email-field';
import { PhoneField } from '@/components/ui/phone-field';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { RegisterShopFormState } from '../hooks/use-register-shop-form';
import { countryOptions } from '../utils/country-options';
import { PasswordField } from './password-field';
import { PasswordStrengthMeter } from './password-strength-meter';

type FieldsProps = Pick<RegisterShopFormState, 'form' | 'fieldError'>;

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

/** The shop: its name and where it is. */
export function ShopFields({ form: { register, control }, fieldError }: FieldsProps) {
  const { t, i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names follow the language
  const countries = useMemo(countryOptions, [i18n.resolvedLanguage]);
  return (
    <Section title={t('register.shopSection')}>
      <TextField
        label={t('register.shopName')}
        autoComplete="organization"
        placeholder={t('register.shopNamePlaceholder')}
        error={fieldError('shopName')}
        {...register('shopName')}
      />
      <TextField
        label={t('register.address')}
        autoComplete="address-line1"
        error={fieldError('address')}
        {...register('address')}
      />
      <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <TextField
          label={t('register.postalCode')}
          autoComplete="postal-code"
          inputMode="numeric"
          error={fieldError('postalCode')}
          {...register('postalCode')}
        />
        <TextField
          label={t('register.city')}
          autoComplete="address-level2"
          error={fieldError('city')}
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
            error={fieldError('country')}
            {...field}
          />
        )}
      />
    </Section>
  );
}

/** The owner's account: who they are, how to reach them, and the password they sign in with. */
export function OwnerFields({
  form: { register },
  fieldError,
  password,
}: FieldsProps & { password: string }) {
  const { t } = useTranslation();
  return (
    <Section title={t('register.ownerSection')}>
      <TextField
        label={t('register.ownerName')}
        autoComplete="name"
        error={fieldError('ownerName')}
        {...register('ownerName')}
      />
      <EmailField
        label={t('auth.email')}
        placeholder={t('auth.emailPlaceholder')}
        hint={t('register.emailHint')}
        error={fieldError('email')}
        {...register('email')}
      />
      <PhoneField
        label={t('auth.phone')}
        placeholder="040 123 4567"
        hint={t('register.phoneHint')}
        error={fieldError('phone')}
        {...register('phone')}
      />
      <PasswordField
        label={t('auth.password')}
        autoComplete="new-password"
        hint={t('auth.strength.hint', { count: MIN_PASSWORD_LENGTH })}
        error={fieldError('password')}
        {...register('password')}
      >
        <PasswordStrengthMeter password={password} />
      </PasswordField>
      <PasswordField
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
        error={fieldError('confirmPassword')}
        {...register('confirmPassword')}
      />
    </Section>
  );
}
