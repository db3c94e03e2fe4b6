import type { MonthAvailability } from '@jono/contract/api/booking';
import { useTranslation } from 'react-i18next';
import { MonthGrid, type MonthPaging } from '@/components/ui/month-grid';
import { cn } from '@/lib/cn';
import { formatLocalDate } from '@/lib/dates';

type Day = MonthAvailability['days'][number];

// Longer than 80 lines by the rule's one exception: it only lays out markup (no state of its own).
/**
 * A month of the shop's calendar to pick a booking day from, on the shared month grid (its
 * keys carry the focus into the next or previous month within the booking window, from
 * `firstMonth` to `lastMonth`). Days without room are greyed out and say why, but stay
 * reachable so the keys never jump.
 */
export function MonthCalendar({
  days,
  selectedDate,
  onSelect,
  isLoading,
  ...paging
}: MonthPaging & {
  /** The month's days as the server sees them; undefined while they load. */
  days: readonly Day[] | undefined;
  selectedDate: string | null;
  onSelect: (date: string) => void;
  isLoading: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const statusOf = new Map(days?.map((day) => [day.date, day]) ?? []);

  const dayOf = (date: string) => {
    const day = statusOf.get(date);
    const name = formatLocalDate(date, language);
    const isAvailable = day?.status === 'available';
    const state = !day
      ? null
      : day.status === 'available'
        ? t('prebooking.calendar.freeTimes', { count: day.freeStarts })
        : t(`prebooking.calendar.status.${day.status}`);
    return {
      // A full day is chosen too: its page offers the waitlist.
      isSelectable: isAvailable || day?.status === 'full',
      label: state ? `${name}, ${state}` : name,
      mark: isAvailable ? (
        <span aria-hidden className="absolute bottom-1.5 size-1 rounded-full bg-emerald-500" />
      ) : null,
      className: cn(day?.status === 'full' && 'line-through'),
    };
  };

  return (
    <div>
      <MonthGrid
        {...paging}
        selectedDate={selectedDate}
        onSelect={onSelect}
        dayOf={dayOf}
        isLoading={isLoading}
      />
      {isLoading ? (
        <p role="status" className="sr-only">
          {t('prebooking.calendar.loading')}
        </p>
      ) : null}
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-zinc-600 dark:text-zinc-400">
        <li className="flex items-center gap-1.5">
          <span aria-hidden className="size-1.5 rounded-full bg-emerald-500" />
          {t('prebooking.calendar.legendFree')}
        </li>
        <li className="flex items-center gap-1.5">
          {/* Legend samples are text too: greyer than the list, yet readable (axe contrast). */}
          <span aria-hidden className="text-zinc-500 line-through dark:text-zinc-400">
            12
          </span>
          {t('prebooking.calendar.legendFull')}
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden className="text-zinc-500 dark:text-zinc-400">
            12
          </span>
          {t('prebooking.calendar.legendClosed')}
        </li>
      </ul>
    </div>
  );
}
