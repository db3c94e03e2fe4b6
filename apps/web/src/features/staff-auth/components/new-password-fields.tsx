import { MIN_PASSWORD_LENGTH } from '@jono/contract/api/auth';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '@/lib/field-error';
import { passwordLimits } from '../utils/new-password-schema';
import { PasswordField } from './password-field';
import { PasswordStrengthMeter } from './password-strength-meter';

/** A new password and its repetition, with the strength meter: every form that sets one. */
export function NewPasswordFields({
  password,
  newPassword,
  confirmPassword,
  errors,
}: {
  /** What is typed so far, for the strength meter. */
  password: string;
  newPassword: UseFormRegisterReturn<'newPassword'>;
  confirmPassword: UseFormRegisterReturn<'confirmPassword'>;
  errors: { newPassword?: FieldError | undefined; confirmPassword?: FieldError | undefined };
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={t('auth.newPassword')}
        autoComplete="new-password"
        hint={t('auth.strength.hint', { count: MIN_PASSWORD_LENGTH })}
        error={fieldErrorText(t, errors.newPassword, passwordLimits)}
        {...newPassword}
      >
        <PasswordStrengthMeter password={password} />
      </PasswordField>
      <PasswordField
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
        error={fieldErrorText(t, errors.confirmPassword)}
        {...confirmPassword}
      />
    </>
  );
}
