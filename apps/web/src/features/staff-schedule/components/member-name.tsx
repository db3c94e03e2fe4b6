import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import type { MemberWeek } from '../api/team-schedule';

/** A member's picture, name and role, as every row and card of the schedule starts. */
export function MemberName({ member, isSelf }: { member: MemberWeek; isSelf: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="flex min-w-0 items-center gap-2.5">
      <Avatar name={member.name} src={member.avatar} size="xs" />
      <span className="min-w-0">
        <span className="block break-words font-semibold text-sm text-zinc-950 dark:text-white">
          {member.name}
          {isSelf ? (
            <span className="ml-1 font-normal text-zinc-500 dark:text-zinc-400">
              {t('teamSchedule.team.you')}
            </span>
          ) : null}
        </span>
        <span className="block text-xs font-normal text-zinc-500 dark:text-zinc-400">
          {t(`roles.${member.role}`)}
        </span>
      </span>
    </span>
  );
}
