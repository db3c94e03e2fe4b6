import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { BookingStatus, StaffBookings } from '../api/staff-bookings';

/** The statuses in the order a day runs: the ones still to come first. */
export const statusOrder: readonly BookingStatus[] = [
  'confirmed',
  'pending_payment',
  'completed',
  'no_show',
  'cancelled',
];

/** Filter buttons for the day's bookings by status, each with the day's count. */
export function StatusFilter({
  status,
  counts,
  onChange,
}: {
  status: BookingStatus | null;
  /** The day's counts, before any filter; unknown while the first answer is on its way. */
  counts: StaffBookings['counts'] | undefined;
  onChange: (status: BookingStatus | null) => void;
}) {
  const { t } = useTranslation();
  const countOf = (value: BookingStatus | null) => {
    if (!counts) return null;
    if (value === null) return statusOrder.reduce((sum, key) => sum + (counts[key] ?? 0), 0);
    return counts[value] ?? 0;
  };
  const options: (BookingStatus | null)[] = [null, ...statusOrder];
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{t('dashboard.bookings.filter.label')}</legend>
      <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        {options.map((value) => {
          const isOn = value === status;
          const count = countOf(value);
          return (
            <button
              key={value ?? 'all'}
              type="button"
              aria-pressed={isOn}
              onClick={() => onChange(value)}
              className={cn(
                'focus-ring inline-flex h-9 shrink-0 items-center gap-2 rounded-full border px-3.5 font-medium text-sm transition-colors',
                isOn
                  ? 'border-zinc-900 bg-zinc-900 text-white dark:border-white dark:bg-white dark:text-zinc-950'
                  : 'border-zinc-300 bg-white text-zinc-800 hover:bg-zinc-100 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-200 dark:hover:bg-zinc-800',
              )}
            >
              {value === null
                ? t('dashboard.bookings.filter.all')
                : t(`dashboard.bookings.status.${value}`)}
              {count === null ? null : (
                <span
                  className={cn(
                    'min-w-5 rounded-full px-1.5 text-center text-xs tabular-nums',
                    isOn
                      ? 'bg-white/20 dark:bg-zinc-950/15'
                      : 'bg-zinc-200/80 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300',
                  )}
                >
                  {count}
                </span>
              )}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
