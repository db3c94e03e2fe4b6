import { useTranslation } from 'react-i18next';
import { SideScroll } from '@/components/ui/side-scroll';
import { cn } from '@/lib/cn';
import { formatLocalDate } from '@/lib/dates';
import type { TeamWeek } from '../api/team-schedule';
import { bookingsOn, datesOf, dayCellOf } from '../utils/week-cells';
import { DayBookings } from './day-bookings';
import { DayCellContent } from './day-cell';
import { MemberName } from './member-name';

/**
 * The week as a table from a tablet up: a row per member, a column per day. Narrower screens
 * get the week day by day instead (WeekDayList); a table too wide for its box scrolls inside it.
 */
export function WeekGrid({
  week,
  today,
  caption,
  currentUserId,
}: {
  week: TeamWeek;
  today: string;
  caption: string;
  currentUserId: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const dates = datesOf(week);
  return (
    <SideScroll label={caption} className="hidden md:block">
      <table className="w-full min-w-[46rem] table-fixed border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-zinc-200 border-b dark:border-zinc-800">
            <th
              scope="col"
              className="w-44 py-2 pr-3 font-semibold text-xs text-zinc-600 dark:text-zinc-400"
            >
              {t('teamSchedule.grid.member')}
            </th>
            {dates.map((date) => (
              <th
                key={date}
                scope="col"
                aria-current={date === today ? 'date' : undefined}
                className={cn(
                  'px-2 py-2 font-semibold text-xs first-letter:uppercase',
                  date === today
                    ? 'text-amber-700 dark:text-amber-300'
                    : 'text-zinc-600 dark:text-zinc-400',
                )}
              >
                <span className="block">{formatLocalDate(date, i18n.language, 'short')}</span>
                <DayBookings count={bookingsOn(week, date)} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {week.members.map((member) => (
            <tr
              key={member.userId}
              className="border-zinc-100 border-b align-top last:border-b-0 dark:border-zinc-800/70"
            >
              <th scope="row" className="py-3 pr-3 font-normal">
                <MemberName member={member} isSelf={member.userId === currentUserId} />
              </th>
              {dates.map((date) => (
                <td
                  key={date}
                  className={cn(
                    'px-2 py-3',
                    date === today && 'bg-amber-50/60 dark:bg-amber-400/5',
                  )}
                >
                  <DayCellContent cell={dayCellOf(week, member, date)} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </SideScroll>
  );
}
