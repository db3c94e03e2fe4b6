import { CalendarPlus, Clock, Scissors } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { MemberWeek, TimeOff } from '../api/team-schedule';
import { MemberName } from './member-name';
import { TimeOffList } from './time-off-list';

/**
 * A member's hours and time off: whose hours they are, and, for whoever may change them
 * (the owner anyone's, a barber their own), the ways to.
 */
export function MemberCard({
  member,
  isSelf,
  onEditHours,
  onEditServices,
  onAddTimeOff,
  onDeleteTimeOff,
}: {
  member: MemberWeek;
  isSelf: boolean;
  onEditHours: (member: MemberWeek) => void;
  onEditServices: (member: MemberWeek) => void;
  onAddTimeOff: (member: MemberWeek) => void;
  onDeleteTimeOff: (member: MemberWeek, entry: TimeOff) => void;
}) {
  const { t } = useTranslation();
  return (
    <li>
      <Card className="flex h-full flex-col gap-4 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <MemberName member={member} isSelf={isSelf} />
          <span className="text-sm text-zinc-600 dark:text-zinc-400">
            {member.hours === null
              ? t('teamSchedule.team.shopHours')
              : t('teamSchedule.team.ownHours')}
          </span>
        </div>
        <TimeOffList member={member} onDelete={(entry) => onDeleteTimeOff(member, entry)} />
        {member.canEdit ? (
          <div className="mt-auto flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('teamSchedule.team.editHoursOf', { name: member.name })}
              onClick={() => onEditHours(member)}
            >
              <Clock aria-hidden className="size-4" />
              {t('teamSchedule.team.editHours')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('teamSchedule.team.editServicesOf', { name: member.name })}
              onClick={() => onEditServices(member)}
            >
              <Scissors aria-hidden className="size-4" />
              {t('teamSchedule.team.editServices')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('teamSchedule.team.addTimeOffFor', { name: member.name })}
              onClick={() => onAddTimeOff(member)}
            >
              <CalendarPlus aria-hidden className="size-4" />
              {t('teamSchedule.team.addTimeOff')}
            </Button>
          </div>
        ) : null}
      </Card>
    </li>
  );
}
