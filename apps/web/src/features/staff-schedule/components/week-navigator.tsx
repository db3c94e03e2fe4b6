import { addDays } from '@jono/contract/rules/local-date';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PagerButton } from '@/components/ui/pager-button';
import { formatDateRange } from '@/lib/dates';

/** Moves the schedule a week at a time, Monday to Sunday, and back to this week. */
export function WeekNavigator({
  from,
  isThisWeek,
  onPrevious,
  onNext,
  onThisWeek,
}: {
  from: string;
  isThisWeek: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onThisWeek: () => void;
}) {
  const { t, i18n } = useTranslation();
  const range = formatDateRange(from, addDays(from, 6), i18n.language, 'medium');
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h2
        aria-live="polite"
        className="mr-auto min-w-0 font-semibold text-lg text-zinc-950 dark:text-white"
      >
        {range}
      </h2>
      <div className="flex items-center gap-1">
        <PagerButton
          direction="previous"
          label={t('teamSchedule.week.previous')}
          onClick={onPrevious}
        />
        <Button variant="secondary" size="sm" disabled={isThisWeek} onClick={onThisWeek}>
          {t('teamSchedule.week.thisWeek')}
        </Button>
        <PagerButton direction="next" label={t('teamSchedule.week.next')} onClick={onNext} />
      </div>
    </div>
  );
}
