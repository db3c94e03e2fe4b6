import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import {
  type CustomerDetail,
  customerDetailLimits,
  detailTooLongMessage,
  isDetailTooLong,
} from '@/lib/customer-detail-limits';

/** Who the waitlist tells when a time frees up. */
export type WaitlistContactDetails = Record<CustomerDetail, string>;

const contactDetails = ['name', 'phone', 'email'] as const satisfies readonly CustomerDetail[];

/** Whether every detail is within the server's limit, so the card may send them. */
export const areWithinLimits = (details: WaitlistContactDetails) =>
  contactDetails.every((detail) => !isDetailTooLong(detail, details[detail]));

/** A name and a phone are all the waitlist needs of a person; the email may come later. */
const isEnoughToJoin = (details: WaitlistContactDetails) =>
  details.name.trim() !== '' && details.phone.trim() !== '';

/**
 * The waitlist's contact part. Details the customer already gave (typed further down this
 * page, or saved from an earlier visit) are shown back as a summary with "Change details"
 * rather than asked for again; only a missing email is still asked for. Each field stops at the
 * server's limit; a known detail over it (kept from before the limit) opens the fields with
 * the limit said at that field, and so does a detail the server refused.
 */
export function WaitlistContact({
  known,
  values,
  onChange,
  isEmailRequired,
  refusedDetail,
}: {
  known: WaitlistContactDetails;
  values: WaitlistContactDetails;
  onChange: (key: CustomerDetail, value: string) => void;
  isEmailRequired: boolean;
  /** The detail the server refused at the last try, to be changed here. */
  refusedDetail: CustomerDetail | null;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [isChanging, setIsChanging] = useState(false);
  // Opened for the refused detail, the fields stay open while it is changed and sent again.
  useEffect(() => {
    if (refusedDetail) setIsChanging(true);
  }, [refusedDetail]);
  const field = (key: CustomerDetail) => ({
    value: values[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange(key, event.target.value),
    maxLength: customerDetailLimits[key],
    error: detailTooLongMessage(t, key, values[key]),
  });
  const emailField = (
    <TextField
      label={t(isEmailRequired ? 'prebooking.waitlist.email' : 'prebooking.waitlist.emailOptional')}
      type="email"
      autoComplete="email"
      required={isEmailRequired}
      {...field('email')}
    />
  );

  if (isChanging || !isEnoughToJoin(known) || !areWithinLimits(known)) {
    return (
      <>
        <TextField
          label={t('prebooking.waitlist.name')}
          autoComplete="name"
          required
          {...field('name')}
        />
        <TextField
          label={t('prebooking.waitlist.phone')}
          type="tel"
          autoComplete="tel"
          required
          {...field('phone')}
        />
        {emailField}
      </>
    );
  }
  return (
    <>
      <fieldset
        aria-labelledby={headingId}
        className="min-w-0 rounded-xl bg-zinc-50 p-3 text-sm dark:bg-zinc-800/60"
      >
        <p id={headingId} className="font-medium text-zinc-950 dark:text-white">
          {t('prebooking.waitlist.yourDetails')}
        </p>
        <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-zinc-700 dark:text-zinc-300">
          <SummaryRow label={t('prebooking.waitlist.name')} value={values.name} />
          <SummaryRow label={t('prebooking.waitlist.phone')} value={values.phone} />
          {known.email ? (
            <SummaryRow label={t('prebooking.waitlist.email')} value={values.email} />
          ) : null}
        </dl>
        <Button
          variant="ghost"
          size="sm"
          className="mt-1 -ml-2"
          onClick={() => setIsChanging(true)}
        >
          {t('prebooking.waitlist.changeDetails')}
        </Button>
      </fieldset>
      {/* Asked on its own while missing, and kept while it is being typed. */}
      {known.email ? null : emailField}
    </>
  );
}

function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt className="text-zinc-500 dark:text-zinc-400">{label}</dt>
      <dd className="break-words">{value}</dd>
    </>
  );
}
