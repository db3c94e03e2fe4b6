import { CalendarOff, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatDateRange, formatLocalDate } from '@/lib/dates';
import type { MemberWeek, TimeOff } from '../api/team-schedule';
import { clockSpan, timeOffInOrder } from '../utils/week-cells';

/** When time off is: "1 Dec 2026 – 3 Dec 2026", or "2 Dec 2026, 12:00–14:00" for part of a day. */
export function timeOffWhen(entry: TimeOff, language: string): string {
  if (entry.from && entry.until) {
    const date = formatLocalDate(entry.startsOn, language, 'medium');
    return `${date}, ${clockSpan(entry.from, entry.until)}`;
  }
  return formatDateRange(entry.startsOn, entry.endsOn, language, 'medium');
}

/** A member's time off in the week on screen; who may change it can delete an entry. */
export function TimeOffList({
  member,
  onDelete,
}: {
  member: MemberWeek;
  onDelete: (entry: TimeOff) => void;
}) {
  const { t, i18n } = useTranslation();
  if (member.timeOff.length === 0) {
    return (
      <p className="text-sm text-zinc-500 dark:text-zinc-400">{t('teamSchedule.team.noTimeOff')}</p>
    );
  }
  return (
    <ul aria-label={t('teamSchedule.team.timeOffOf', { name: member.name })} className="space-y-2">
      {timeOffInOrder(member).map((entry) => {
        const when = timeOffWhen(entry, i18n.language);
        return (
          <li key={entry.id} className="flex items-start gap-2">
            <CalendarOff aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600" />
            <span className="min-w-0 flex-1 text-sm">
              <span className="block tabular-nums text-zinc-900 dark:text-zinc-100">{when}</span>
              {entry.note ? (
                <span className="block break-words text-zinc-600 dark:text-zinc-400">
                  {entry.note}
                </span>
              ) : null}
            </span>
            {member.canEdit ? (
              <Button
                variant="dangerGhost"
                size="sm"
                aria-label={t('teamSchedule.timeOff.delete.named', { when })}
                onClick={() => onDelete(entry)}
              >
                <Trash2 aria-hidden className="size-4" />
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
