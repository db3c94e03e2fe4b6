import { isValidEmail } from '@jono/contract/rules/email';
import { normalisePhone } from '@jono/contract/rules/phone';
import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** The email field's texts where the email is required (the page that requires it says why). */
export interface RequiredEmailTexts {
  label: string;
  hint: string;
  missing: string;
}

/** The ids of a field, its input and its message, that tie the label and message to it. */
export interface FieldIds {
  input: string;
  message: string;
}

export const fieldIdsOf = (formId: string, field: 'name' | 'phone' | 'email'): FieldIds => ({
  input: `${formId}-${field}`,
  message: `${formId}-${field}-message`,
});

const inputStyles =
  'mt-1.5 block h-12 w-full rounded-xl border bg-white px-3.5 text-base text-zinc-950 shadow-sm outline-none transition placeholder:text-zinc-400 focus:ring-4 dark:bg-zinc-900 dark:text-white dark:placeholder:text-zinc-500';

function inputTone(state: 'neutral' | 'valid' | 'invalid') {
  if (state === 'invalid')
    return 'border-red-500 focus:border-red-500 focus:ring-red-500/15 dark:border-red-400';
  if (state === 'valid')
    return 'border-emerald-500 focus:border-emerald-500 focus:ring-emerald-500/15 dark:border-emerald-500/70';
  return 'border-zinc-300 focus:border-amber-500 focus:ring-amber-400/20 dark:border-zinc-700';
}

function FieldMessage({
  id,
  tone,
  children,
}: {
  id: string;
  tone: 'valid' | 'invalid' | 'hint';
  children: ReactNode;
}) {
  const Icon = tone === 'valid' ? CircleCheck : tone === 'invalid' ? CircleAlert : null;
  return (
    <p
      id={id}
      className={cn(
        'mt-1.5 flex items-center gap-1.5 text-sm',
        tone === 'valid' && 'text-emerald-700 dark:text-emerald-400',
        tone === 'invalid' && 'text-red-700 dark:text-red-400',
        tone === 'hint' && 'text-zinc-600 dark:text-zinc-400',
      )}
    >
      {Icon ? <Icon aria-hidden className="size-4 shrink-0" /> : null}
      {children}
    </p>
  );
}

/** What a field's rules said of it (missing, too long), in words, and its longest value. */
interface FieldRules {
  error: string | undefined;
  maxLength: number;
}

/** The customer's name; said to be missing once the field was left empty, or too long. */
export function NameField({
  ids,
  error,
  maxLength,
  registration,
}: FieldRules & {
  ids: FieldIds;
  registration: UseFormRegisterReturn<'name'>;
}) {
  const { t } = useTranslation();
  const isInvalid = error !== undefined;
  return (
    <div className="sm:col-span-2">
      <label htmlFor={ids.input} className="font-medium text-sm text-zinc-900 dark:text-zinc-100">
        {t('customerForm.name')}
      </label>
      <input
        id={ids.input}
        autoComplete="name"
        maxLength={maxLength}
        aria-invalid={isInvalid}
        aria-describedby={isInvalid ? ids.message : undefined}
        className={cn(inputStyles, inputTone(isInvalid ? 'invalid' : 'neutral'))}
        {...registration}
      />
      {isInvalid ? (
        <FieldMessage id={ids.message} tone="invalid">
          {error}
        </FieldMessage>
      ) : null}
    </div>
  );
}

/**
 * The phone, checked as it is typed: a hint while empty, then whether it is a real number; an
 * error of its rules (too long) comes first.
 */
export function PhoneField({
  ids,
  phone,
  error,
  maxLength,
  registration,
}: FieldRules & {
  ids: FieldIds;
  /** The typed number, trimmed. */
  phone: string;
  registration: UseFormRegisterReturn<'phone'>;
}) {
  const { t } = useTranslation();
  const isPhoneValid = error === undefined && normalisePhone(phone) !== null;
  return (
    <div>
      <label htmlFor={ids.input} className="font-medium text-sm text-zinc-900 dark:text-zinc-100">
        {t('customerForm.phone')}
      </label>
      <input
        id={ids.input}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={maxLength}
        placeholder={t('customerForm.phonePlaceholder')}
        aria-invalid={phone !== '' && !isPhoneValid}
        aria-describedby={ids.message}
        className={cn(
          inputStyles,
          inputTone(phone === '' ? 'neutral' : isPhoneValid ? 'valid' : 'invalid'),
        )}
        {...registration}
      />
      <div aria-live="polite">
        {error !== undefined ? (
          <FieldMessage id={ids.message} tone="invalid">
            {error}
          </FieldMessage>
        ) : phone === '' ? (
          <FieldMessage id={ids.message} tone="hint">
            {t('customerForm.phoneHint')}
          </FieldMessage>
        ) : (
          <FieldMessage id={ids.message} tone={isPhoneValid ? 'valid' : 'invalid'}>
            {isPhoneValid ? t('messages.validPhone') : t('messages.invalidPhone')}
          </FieldMessage>
        )}
      </div>
    </div>
  );
}

/**
 * The email, optional unless `requiredEmail` is given; checked as it is typed. An error of its
 * rules in words (too long) comes first.
 */
export function EmailField({
  ids,
  email,
  hasError,
  error,
  maxLength,
  requiredEmail,
  registration,
}: FieldRules & {
  ids: FieldIds;
  /** The typed address, trimmed. */
  email: string;
  /** Whether the form's rules refused the address. */
  hasError: boolean;
  requiredEmail: RequiredEmailTexts | undefined;
  registration: UseFormRegisterReturn<'email'>;
}) {
  const { t } = useTranslation();
  const isEmailRequired = requiredEmail !== undefined;
  const isEmailValid = error === undefined && email !== '' && isValidEmail(email);
  const isEmailMissing = isEmailRequired && email === '' && hasError;
  return (
    <div>
      <label htmlFor={ids.input} className="font-medium text-sm text-zinc-900 dark:text-zinc-100">
        {requiredEmail?.label ?? t('customerForm.email')}
      </label>
      <input
        id={ids.input}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={maxLength}
        aria-required={isEmailRequired || undefined}
        aria-invalid={isEmailMissing || (email !== '' && !isEmailValid)}
        aria-describedby={ids.message}
        className={cn(
          inputStyles,
          inputTone(
            isEmailMissing
              ? 'invalid'
              : email === ''
                ? 'neutral'
                : isEmailValid
                  ? 'valid'
                  : 'invalid',
          ),
        )}
        {...registration}
      />
      <div aria-live="polite">
        {error !== undefined ? (
          <FieldMessage id={ids.message} tone="invalid">
            {error}
          </FieldMessage>
        ) : isEmailMissing ? (
          <FieldMessage id={ids.message} tone="invalid">
            {requiredEmail?.missing}
          </FieldMessage>
        ) : email === '' ? (
          <FieldMessage id={ids.message} tone="hint">
            {requiredEmail?.hint ?? t('customerForm.emailHint')}
          </FieldMessage>
        ) : (
          <FieldMessage id={ids.message} tone={isEmailValid ? 'valid' : 'invalid'}>
            {isEmailValid ? t('customerForm.validEmail') : t('customerForm.invalidEmail')}
          </FieldMessage>
        )}
      </div>
    </div>
  );
}
