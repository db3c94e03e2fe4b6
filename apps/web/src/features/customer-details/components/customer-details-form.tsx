import { zodResolver } from '@hookform/resolvers/zod';
import { isValidEmail } from '@jono/contract/rules/email';
import { normalisePhone } from '@jono/contract/rules/phone';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { type ReactNode, useEffect, useId, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PrivacyNote } from '@/components/ui/privacy-note';
import { cn } from '@/lib/cn';
import type { CustomerState } from '../stores/customer-slice';

/**
 * Details are accepted only with a name and a phone; the phone must be a
 * real number (the contract's rule: libphonenumber, region FI by default). The email is
 * optional and kept with its validity flag.
 */
export const customerDetailsSchema = z.object({
  name: z.string().trim().min(1),
  phone: z
    .string()
    .trim()
    .refine((phone) => normalisePhone(phone) !== null),
  email: z.string().trim().max(200),
});
export type CustomerDetailsInput = z.input<typeof customerDetailsSchema>;

/** Details ready to keep: trimmed, the phone in E.164. */
export type AcceptedCustomerDetails = CustomerState;

/** A booking sends its confirmation by mail, so there the email is required too. */
const detailsWithEmailSchema = customerDetailsSchema.refine(
  ({ email }) => email.trim() !== '' && isValidEmail(email.trim()),
  { path: ['email'] },
);

export function acceptCustomerDetails(
  input: CustomerDetailsInput,
  { isEmailRequired = false }: { isEmailRequired?: boolean } = {},
): AcceptedCustomerDetails | null {
  const parsed = customerDetailsSchema.safeParse(input);
  if (!parsed.success) return null;
  const phone = normalisePhone(parsed.data.phone);
  if (!phone) return null;
  const { name, email } = parsed.data;
  const isEmailValid = email !== '' && isValidEmail(email);
  if (isEmailRequired && !isEmailValid) return null;
  return { name, phone, email, isEmailValid };
}

/** The email field's texts where the email is required (the page that requires it says why). */
export interface RequiredEmailTexts {
  label: string;
  hint: string;
  missing: string;
}

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

/**
 * Name, phone and optional email. It tells the page whether the details are acceptable at
 * every change (`onDetailsChange`). Its submit buttons live elsewhere on the page (next to
 * the order's totals, `form={id}`); Enter in a field presses them.
 */
export function CustomerDetailsForm({
  id,
  defaultValues,
  onDetailsChange,
  onSubmit,
  requiredEmail,
}: {
  id?: string;
  defaultValues: CustomerDetailsInput;
  onDetailsChange: (details: AcceptedCustomerDetails | null) => void;
  onSubmit: (details: AcceptedCustomerDetails) => void;
  /** Given: the email is required, with these texts. */
  requiredEmail?: RequiredEmailTexts;
}) {
  const { t } = useTranslation();
  const fieldId = useId();
  const isEmailRequired = requiredEmail !== undefined;
  const resolver = useMemo(
    () => zodResolver(isEmailRequired ? detailsWithEmailSchema : customerDetailsSchema),
    [isEmailRequired],
  );
  const { register, handleSubmit, watch, formState } = useForm<CustomerDetailsInput>({
    defaultValues,
    mode: 'onTouched',
    resolver,
  });
  const onDetailsChangeRef = useRef(onDetailsChange);
  useEffect(() => {
    onDetailsChangeRef.current = onDetailsChange;
  });

  const values = watch();
  const accepted = acceptCustomerDetails(values, { isEmailRequired });
  const acceptedKey = JSON.stringify(accepted);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for `accepted`
  useEffect(() => {
    onDetailsChangeRef.current(accepted);
  }, [acceptedKey]);

  const phone = values.phone.trim();
  const isPhoneValid = normalisePhone(phone) !== null;
  const email = values.email.trim();
  const isEmailValid = email !== '' && isValidEmail(email);
  const isNameMissing = !!formState.errors.name;
  const isEmailMissing = isEmailRequired && email === '' && !!formState.errors.email;
  const ids = {
    name: `${fieldId}-name`,
    nameMessage: `${fieldId}-name-message`,
    phone: `${fieldId}-phone`,
    phoneMessage: `${fieldId}-phone-message`,
    email: `${fieldId}-email`,
    emailMessage: `${fieldId}-email-message`,
  };

  return (
    <form
      id={id}
      noValidate
      onSubmit={handleSubmit((input) => {
        const details = acceptCustomerDetails(input, { isEmailRequired });
        if (details) onSubmit(details);
      })}
      className="grid gap-4 sm:grid-cols-2"
    >
      <div className="sm:col-span-2">
        <label htmlFor={ids.name} className="font-medium text-sm text-zinc-900 dark:text-zinc-100">
          {t('customerForm.name')}
        </label>
        <input
          id={ids.name}
          autoComplete="name"
          aria-invalid={isNameMissing}
          aria-describedby={isNameMissing ? ids.nameMessage : undefined}
          className={cn(inputStyles, inputTone(isNameMissing ? 'invalid' : 'neutral'))}
          {...register('name')}
        />
        {isNameMissing ? (
          <FieldMessage id={ids.nameMessage} tone="invalid">
            {t('customerForm.nameRequired')}
          </FieldMessage>
        ) : null}
      </div>

      <div>
        <label htmlFor={ids.phone} className="font-medium text-sm text-zinc-900 dark:text-zinc-100">
          {t('customerForm.phone')}
        </label>
        <input
          id={ids.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={t('customerForm.phonePlaceholder')}
          aria-invalid={phone !== '' && !isPhoneValid}
          aria-describedby={ids.phoneMessage}
          className={cn(
            inputStyles,
            inputTone(phone === '' ? 'neutral' : isPhoneValid ? 'valid' : 'invalid'),
          )}
          {...register('phone')}
        />
        <div aria-live="polite">
          {phone === '' ? (
            <FieldMessage id={ids.phoneMessage} tone="hint">
              {t('customerForm.phoneHint')}
            </FieldMessage>
          ) : (
            <FieldMessage id={ids.phoneMessage} tone={isPhoneValid ? 'valid' : 'invalid'}>
              {isPhoneValid ? t('messages.validPhone') : t('messages.invalidPhone')}
            </FieldMessage>
          )}
        </div>
      </div>

      <div>
        <label htmlFor={ids.email} className="font-medium text-sm text-zinc-900 dark:text-zinc-100">
          {requiredEmail?.label ?? t('customerForm.email')}
        </label>
        <input
          id={ids.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          aria-required={isEmailRequired || undefined}
          aria-invalid={isEmailMissing || (email !== '' && !isEmailValid)}
          aria-describedby={ids.emailMessage}
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
          {...register('email')}
        />
        <div aria-live="polite">
          {isEmailMissing ? (
            <FieldMessage id={ids.emailMessage} tone="invalid">
              {requiredEmail?.missing}
            </FieldMessage>
          ) : email === '' ? (
            <FieldMessage id={ids.emailMessage} tone="hint">
              {requiredEmail?.hint ?? t('customerForm.emailHint')}
            </FieldMessage>
          ) : (
            <FieldMessage id={ids.emailMessage} tone={isEmailValid ? 'valid' : 'invalid'}>
              {isEmailValid ? t('customerForm.validEmail') : t('customerForm.invalidEmail')}
            </FieldMessage>
          )}
        </div>
      </div>
      <PrivacyNote />
    </form>
  );
}
