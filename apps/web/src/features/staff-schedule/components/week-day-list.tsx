import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatLocalDate } from '@/lib/dates';
import type { TeamWeek } from '../api/team-schedule';
import { bookingsOn, datesOf, dayCellOf } from '../utils/week-cells';
import { DayBookings } from './day-bookings';
import { DayCellContent } from './day-cell';
import { MemberName } from './member-name';

/** The week on a phone: a card per day, each member with their hours that day. */
export function WeekDayList({
  week,
  today,
  label,
  currentUserId,
}: {
  week: TeamWeek;
  today: string;
  label: string;
  currentUserId: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  return (
    <ol aria-label={label} className="space-y-3 md:hidden">
      {datesOf(week).map((date, index) => {
        const isShopClosed = !week.shopDays[index]?.hours;
        return (
          <li key={date} aria-current={date === today ? 'date' : undefined}>
            <Card className="p-4">
              <h3 className="flex flex-wrap items-center gap-2 font-semibold text-sm text-zinc-950 first-letter:uppercase dark:text-white">
                {formatLocalDate(date, i18n.language, 'long')}
                {date === today ? <Badge tone="sky">{t('teamSchedule.week.today')}</Badge> : null}
              </h3>
              <DayBookings count={bookingsOn(week, date)} />
              {isShopClosed ? (
                <p className="mt-2 text-sm text-zinc-500 dark:text-zinc-400">
                  {t('teamSchedule.cell.closed')}
                </p>
              ) : (
                <ul className="mt-3 divide-y divide-zinc-100 dark:divide-zinc-800">
                  {week.members.map((member) => (
                    <li
                      key={member.userId}
                      className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1 py-2"
                    >
                      <MemberName member={member} isSelf={member.userId === currentUserId} />
                      <DayCellContent cell={dayCellOf(week, member, date)} />
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          </li>
        );
      })}
    </ol>
  );
}
