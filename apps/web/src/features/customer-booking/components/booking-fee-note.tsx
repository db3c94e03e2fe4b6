import { ShieldCheck, Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatShopDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/format';

/**
 * The booking fee with its label and the free-cancellation rule: before the
 * refund window the fee comes back by itself, later only on request.
 */
export function BookingFeeNote({
  fee,
  currency,
  refundWindowHours,
  startAt,
  timezone,
}: {
  fee: number;
  currency: string;
  refundWindowHours: number;
  /** The chosen start, when there is one: the rule then names its exact limit. */
  startAt: string | null;
  timezone: string;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  if (fee <= 0) {
    return (
      <p className="flex items-start gap-2 text-sm text-zinc-600 dark:text-zinc-400">
        <Ticket aria-hidden className="mt-0.5 size-4 shrink-0" />
        {t('prebooking.fee.none')}
      </p>
    );
  }
  const until = startAt
    ? new Date(new Date(startAt).getTime() - refundWindowHours * 3_600_000)
    : null;
  // A time nearer than the refund window is never refunded by itself: say so, not a past limit.
  const isInsideWindow = until !== null && until.getTime() <= Date.now();
  return (
    <div className="space-y-3 text-sm">
      <div className="flex items-baseline justify-between gap-4">
        <p className="flex items-center gap-2 font-semibold text-zinc-950 dark:text-white">
          <Ticket aria-hidden className="size-4 shrink-0 text-amber-600 dark:text-amber-400" />
          {t('booking.fee')}
        </p>
        <p
          data-testid="booking-fee"
          className="font-bold tabular-nums text-zinc-950 dark:text-white"
        >
          {formatMoney(fee, language, currency)}
        </p>
      </div>
      <p className="text-zinc-600 dark:text-zinc-400">{t('prebooking.fee.explanation')}</p>
      <p
        data-testid="free-cancellation"
        className={cn(
          'flex items-start gap-2 rounded-xl p-3',
          isInsideWindow
            ? 'bg-amber-50 text-amber-900 dark:bg-amber-400/10 dark:text-amber-200'
            : 'bg-emerald-50 text-emerald-900 dark:bg-emerald-400/10 dark:text-emerald-200',
        )}
      >
        <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          {isInsideWindow
            ? t('prebooking.fee.noFreeCancellation', { count: refundWindowHours })
            : `${
                until
                  ? t('prebooking.fee.freeCancellationUntil', {
                      until: formatShopDateTime(until.toISOString(), language, timezone),
                    })
                  : t('prebooking.fee.freeCancellationHours', { count: refundWindowHours })
              } ${t('prebooking.fee.lateCancellation')}`}
        </span>
      </p>
    </div>
  );
}
