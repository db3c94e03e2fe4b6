import { zodResolver } from '@hookform/resolvers/zod';
import { isValidEmail } from '@jono/contract/rules/email';
import { normalisePhone } from '@jono/contract/rules/phone';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PrivacyNote } from '@/components/ui/privacy-note';
import { customerDetailLimits, detailTooLongKeys } from '@/lib/customer-detail-limits';
import { fieldErrorText } from '@/lib/field-error';
import type { CustomerState } from '../stores/customer-slice';
import {
  EmailField,
  fieldIdsOf,
  NameField,
  PhoneField,
  type RequiredEmailTexts,
} from './customer-detail-fields';

export type { RequiredEmailTexts } from './customer-detail-fields';

/**
 * Details are accepted only with a name and a phone; the phone must be a
 * real number (the contract's rule: libphonenumber, region FI by default). The email is
 * optional and kept with its validity flag. Each field holds the contract's limit, so nothing
 * the form accepts is refused at the end; messages are i18n keys.
 */
export const customerDetailsSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'customerForm.nameRequired')
    .max(customerDetailLimits.name, detailTooLongKeys.name),
  phone: z
    .string()
    .trim()
    .max(customerDetailLimits.phone, detailTooLongKeys.phone)
    .refine((phone) => normalisePhone(phone) !== null),
  email: z.string().trim().max(customerDetailLimits.email, detailTooLongKeys.email),
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

/**
 * Calls `report` with `accepted` whenever it changes in value (not merely in identity), with
 * the latest `report`, so a page passing a new callback each render is not called in a loop.
 */
function useReportWhenChanged(
  accepted: AcceptedCustomerDetails | null,
  report: (details: AcceptedCustomerDetails | null) => void,
) {
  const reportRef = useRef(report);
  useEffect(() => {
    reportRef.current = report;
  });
  const acceptedKey = JSON.stringify(accepted);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for `accepted`
  useEffect(() => {
    reportRef.current(accepted);
  }, [acceptedKey]);
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
  const fieldId = useId();
  const isEmailRequired = requiredEmail !== undefined;
  const resolver = useMemo(
    () => zodResolver(isEmailRequired ? detailsWithEmailSchema : customerDetailsSchema),
    [isEmailRequired],
  );
  const { register, handleSubmit, watch, formState, trigger } = useForm<CustomerDetailsInput>({
    defaultValues,
    mode: 'onTouched',
    resolver,
  });
  const values = watch();
  // Details kept from an earlier visit may break a limit added since: say so at once, at the field.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the details the form opened with
  useEffect(() => {
    const given = (['name', 'phone', 'email'] as const).filter((field) => defaultValues[field]);
    if (given.length > 0) void trigger(given);
  }, []);
  const { t } = useTranslation();
  /** A field's error in words, when the rules gave it some (the phone's realness has its own). */
  const errorOf = (field: keyof CustomerDetailsInput) => {
    const error = formState.errors[field];
    return error?.message?.startsWith('customerForm.')
      ? fieldErrorText(t, error, { max: customerDetailLimits[field] })
      : undefined;
  };
  useReportWhenChanged(acceptCustomerDetails(values, { isEmailRequired }), onDetailsChange);

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
      <NameField
        ids={fieldIdsOf(fieldId, 'name')}
        error={errorOf('name')}
        maxLength={customerDetailLimits.name}
        registration={register('name')}
      />

      <PhoneField
        ids={fieldIdsOf(fieldId, 'phone')}
        phone={values.phone.trim()}
        error={errorOf('phone')}
        maxLength={customerDetailLimits.phone}
        registration={register('phone')}
      />

      <EmailField
        ids={fieldIdsOf(fieldId, 'email')}
        email={values.email.trim()}
        hasError={!!formState.errors.email}
        error={errorOf('email')}
        maxLength={customerDetailLimits.email}
        requiredEmail={requiredEmail}
        registration={register('email')}
      />
      <PrivacyNote />
    </form>
  );
}
