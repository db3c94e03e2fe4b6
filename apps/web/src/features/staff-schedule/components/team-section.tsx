import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberWeek, TimeOff } from '../api/team-schedule';
import { MemberCard } from './member-card';

/** Each member's hours and time off of the week, with the changes the caller may make. */
export function TeamSection({
  members,
  currentUserId,
  onEditHours,
  onEditServices,
  onAddTimeOff,
  onDeleteTimeOff,
}: {
  members: MemberWeek[];
  currentUserId: string | undefined;
  onEditHours: (member: MemberWeek) => void;
  onEditServices: (member: MemberWeek) => void;
  onAddTimeOff: (member: MemberWeek) => void;
  onDeleteTimeOff: (member: MemberWeek, entry: TimeOff) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <h2 id={titleId} className="font-semibold text-lg text-zinc-950 dark:text-white">
        {t('teamSchedule.team.title')}
      </h2>
      <ul className="grid gap-4 lg:grid-cols-2">
        {members.map((member) => (
          <MemberCard
            key={member.userId}
            member={member}
            isSelf={member.userId === currentUserId}
            onEditHours={onEditHours}
            onEditServices={onEditServices}
            onAddTimeOff={onAddTimeOff}
            onDeleteTimeOff={onDeleteTimeOff}
          />
        ))}
      </ul>
    </section>
  );
}
