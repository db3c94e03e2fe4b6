import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import type { DayCell } from '../utils/week-cells';

const quiet = 'text-sm text-zinc-500 dark:text-zinc-400';

/** One member's day: their shifts, a day off with its note, "Off", or the shop closed. */
export function DayCellContent({ cell }: { cell: DayCell }) {
  const { t } = useTranslation();
  if (cell.kind === 'closed') return <span className={quiet}>{t('teamSchedule.cell.closed')}</span>;
  if (cell.kind === 'timeOff') {
    return (
      <span className="flex flex-col items-start gap-1">
        <Badge tone="amber">{t('teamSchedule.cell.timeOff')}</Badge>
        {cell.note ? (
          <span className="break-words text-xs text-zinc-600 dark:text-zinc-400">{cell.note}</span>
        ) : null}
      </span>
    );
  }
  return (
    <span className="flex flex-col items-start gap-1">
      {cell.shifts.length === 0 ? (
        <span className={quiet}>{t('teamSchedule.cell.off')}</span>
      ) : (
        cell.shifts.map((shift) => (
          <span key={shift} className="whitespace-nowrap font-medium text-sm tabular-nums">
            {shift}
          </span>
        ))
      )}
      {cell.partsOff.map((span) => (
        <Badge key={span} tone="amber" className="whitespace-nowrap tabular-nums">
          {t('teamSchedule.cell.partOff', { span })}
        </Badge>
      ))}
    </span>
  );
}
