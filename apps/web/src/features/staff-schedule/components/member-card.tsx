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
  const actions = [
    {
      icon: Clock,
      label: 'teamSchedule.team.editHours',
      labelFor: 'teamSchedule.team.editHoursOf',
      onClick: onEditHours,
    },
    {
      icon: Scissors,
      label: 'teamSchedule.team.editServices',
      labelFor: 'teamSchedule.team.editServicesOf',
      onClick: onEditServices,
    },
    {
      icon: CalendarPlus,
      label: 'teamSchedule.team.addTimeOff',
      labelFor: 'teamSchedule.team.addTimeOffFor',
      onClick: onAddTimeOff,
    },
  ] as const;
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
            {actions.map(({ icon: Icon, label, labelFor, onClick }) => (
              <Button
                key={label}
                variant="secondary"
                size="sm"
                aria-label={t(labelFor, { name: member.name })}
                onClick={() => onClick(member)}
              >
                <Icon aria-hidden className="size-4" />
                {t(label)}
              </Button>
            ))}
          </div>
        ) : null}
      </Card>
    </li>
  );
}
