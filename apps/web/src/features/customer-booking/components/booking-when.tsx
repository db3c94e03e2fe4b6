import { CalendarDays, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatLocalDate } from '@/lib/dates';
import { formatShopTimeSpan } from '@/lib/shop-time';

/** The day and the time range a booking about to be made will hold. */
export function BookingWhen({
  date,
  startAt,
  duration,
  timezone,
}: {
  date: string;
  startAt: string;
  duration: number;
  timezone: string;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <dl className="grid gap-4 border-zinc-200 border-t pt-5 sm:grid-cols-2 dark:border-zinc-800">
      {/* A term and its value are the only children a list's group may have: the icon sits
          in the term, set off to the left. */}
      <div className="relative pl-8">
        <dt className="text-xs text-zinc-500 dark:text-zinc-400">
          <CalendarDays
            aria-hidden
            className="absolute top-0.5 left-0 size-5 text-amber-600 dark:text-amber-400"
          />
          {t('prebooking.details.date')}
        </dt>
        <dd data-testid="confirm-date" className="font-semibold text-zinc-950 dark:text-white">
          {formatLocalDate(date, language)}
        </dd>
      </div>
      <div className="relative pl-8">
        <dt className="text-xs text-zinc-500 dark:text-zinc-400">
          <Clock
            aria-hidden
            className="absolute top-0.5 left-0 size-5 text-amber-600 dark:text-amber-400"
          />
          {t('prebooking.details.time')}
        </dt>
        <dd
          data-testid="confirm-time"
          className="font-semibold tabular-nums text-zinc-950 dark:text-white"
        >
          {formatShopTimeSpan(startAt, duration, timezone)}
        </dd>
      </div>
    </dl>
  );
}
