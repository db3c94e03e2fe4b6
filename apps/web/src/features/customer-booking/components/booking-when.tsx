import { CalendarDays, Clock, type LucideIcon, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatLocalDate } from '@/lib/dates';
import { formatShopTimeSpan } from '@/lib/shop-time';

/** One fact of the booking: a term with its icon set off to the left, and its value. */
function Fact({
  icon: Icon,
  term,
  testId,
  isNumeric = false,
  children,
}: {
  icon: LucideIcon;
  term: string;
  testId: string;
  isNumeric?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="relative pl-8">
      {/* A term and its value are the only children a list's group may have: the icon sits
          in the term. */}
      <dt className="text-xs text-zinc-500 dark:text-zinc-400">
        <Icon
          aria-hidden
          className="absolute top-0.5 left-0 size-5 text-amber-600 dark:text-amber-400"
        />
        {term}
      </dt>
      <dd
        data-testid={testId}
        className={cn('font-semibold text-zinc-950 dark:text-white', isNumeric && 'tabular-nums')}
      >
        {children}
      </dd>
    </div>
  );
}

/**
 * The day and the time range a booking about to be made will hold, and with whom where the
 * shop has a choice of barbers (`barberName` null: any barber; absent: no choice to show).
 */
export function BookingWhen({
  date,
  startAt,
  duration,
  timezone,
  barberName,
}: {
  date: string;
  startAt: string;
  duration: number;
  timezone: string;
  barberName?: string | null | undefined;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <dl className="grid gap-4 border-zinc-200 border-t pt-5 sm:grid-cols-2 dark:border-zinc-800">
      <Fact icon={CalendarDays} term={t('prebooking.details.date')} testId="confirm-date">
        {formatLocalDate(date, language)}
      </Fact>
      <Fact icon={Clock} term={t('prebooking.details.time')} testId="confirm-time" isNumeric>
        {formatShopTimeSpan(startAt, duration, timezone)}
      </Fact>
      {barberName !== undefined ? (
        <Fact icon={UserRound} term={t('prebooking.barber.title')} testId="confirm-barber">
          {barberName ?? t('barbers.any')}
        </Fact>
      ) : null}
    </dl>
  );
}
