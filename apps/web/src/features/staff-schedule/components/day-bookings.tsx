import { useTranslation } from 'react-i18next';

/** A day's live bookings, in a word: what a change of hours or time off would meet. */
export function DayBookings({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <span className="block font-normal text-xs text-zinc-500 normal-case dark:text-zinc-400">
      {count === 0 ? t('teamSchedule.bookings.none') : t('teamSchedule.bookings.count', { count })}
    </span>
  );
}
