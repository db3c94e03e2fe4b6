import type { BookingView } from '@jono/contract/api/booking';
import { Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatLocalDate } from '@/lib/dates';
import { shopClock } from '@/lib/shop-time';
import { formatCountdown } from '../hooks/use-countdown';

/** The booking whose payment failed, and how long its slot is still held for another try. */
export function HeldSlotCard({
  booking,
  holdUntil,
  remaining,
}: {
  booking: BookingView;
  holdUntil: string;
  /** Milliseconds left on the hold. */
  remaining: number;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <div className="mt-8 w-full rounded-2xl border border-amber-300/70 bg-amber-50 p-5 text-left dark:border-amber-400/25 dark:bg-amber-400/10">
      <p className="font-semibold text-amber-950 dark:text-amber-100">{booking.shop.name}</p>
      <p className="mt-0.5 text-sm text-amber-900/80 dark:text-amber-200/80">
        {formatLocalDate(booking.date, language)}, {booking.timeRange}
      </p>
      <div className="mt-4 flex items-center gap-3">
        <Timer aria-hidden className="size-5 shrink-0 text-amber-700 dark:text-amber-300" />
        <p className="text-sm text-amber-950 dark:text-amber-100">
          {t('prebooking.failed.heldUntil', {
            time: shopClock(holdUntil, booking.shop.timezone),
          })}{' '}
          <span
            role="timer"
            aria-live="off"
            data-testid="hold-countdown"
            className="font-bold tabular-nums"
          >
            {t('prebooking.failed.timeLeft', { time: formatCountdown(remaining) })}
          </span>
        </p>
      </div>
    </div>
  );
}
