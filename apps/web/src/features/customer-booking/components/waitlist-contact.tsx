import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import {
  type CustomerDetail,
  customerDetailLimits,
  detailTooLongMessage,
} from '@/lib/customer-detail-limits';
import {
  areWithinLimits,
  isEnoughToJoin,
  type WaitlistContactDetails,
} from '../utils/waitlist-contact';

/** What each contact field is given: its value, its change, and the server's limit. */
type FieldOf = (key: CustomerDetail) => {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  maxLength: number;
  error: string | undefined;
};

/** The email, required unless notifications on this device will tell of a freed time. */
function EmailField({ field, isRequired }: { field: FieldOf; isRequired: boolean }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t(isRequired ? 'prebooking.waitlist.email' : 'prebooking.waitlist.emailOptional')}
      type="email"
      autoComplete="email"
      required={isRequired}
      {...field('email')}
    />
  );
}

/** The details already given, shown back, with "Change details" to open the fields. */
function KnownDetails({
  values,
  hasEmail,
  onEdit,
}: {
  values: WaitlistContactDetails;
  /** Whether the email is known, so it is shown here rather than asked for. */
  hasEmail: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
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
        {hasEmail ? (
          <SummaryRow label={t('prebooking.waitlist.email')} value={values.email} />
        ) : null}
      </dl>
      <Button variant="ghost" size="sm" className="mt-1 -ml-2" onClick={onEdit}>
        {t('prebooking.waitlist.changeDetails')}
      </Button>
    </fieldset>
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
  const [isChanging, setIsChanging] = useState(false);
  // Opened for the refused detail, the fields stay open while it is changed and sent again.
  useEffect(() => {
    if (refusedDetail) setIsChanging(true);
  }, [refusedDetail]);
  const field: FieldOf = (key) => ({
    value: values[key],
    onChange: (event) => onChange(key, event.target.value),
    maxLength: customerDetailLimits[key],
    error: detailTooLongMessage(t, key, values[key]),
  });

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
        <EmailField field={field} isRequired={isEmailRequired} />
      </>
    );
  }
  return (
    <>
      <KnownDetails
        values={values}
        hasEmail={Boolean(known.email)}
        onEdit={() => setIsChanging(true)}
      />
      {/* Asked on its own while missing, and kept while it is being typed. */}
      {known.email ? null : <EmailField field={field} isRequired={isEmailRequired} />}
    </>
  );
}
