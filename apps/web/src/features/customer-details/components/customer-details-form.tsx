import { zodResolver } from '@hookform/resolvers/zod';
import { isValidEmail } from '@jono/contract/rules/email';
import { normalisePhone } from '@jono/contract/rules/phone';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PrivacyNote } from '@/components/ui/privacy-note';
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
  const { register, handleSubmit, watch, formState } = useForm<CustomerDetailsInput>({
    defaultValues,
    mode: 'onTouched',
    resolver,
  });
  const values = watch();
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
        isMissing={!!formState.errors.name}
        registration={register('name')}
      />

      <PhoneField
        ids={fieldIdsOf(fieldId, 'phone')}
        phone={values.phone.trim()}
        registration={register('phone')}
      />

      <EmailField
        ids={fieldIdsOf(fieldId, 'email')}
        email={values.email.trim()}
        hasError={!!formState.errors.email}
        requiredEmail={requiredEmail}
        registration={register('email')}
      />
      <PrivacyNote />
    </form>
  );
}
