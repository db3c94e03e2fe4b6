import type { TeamMember } from '@jono/contract/api/auth';
import { RotateCw } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { LiveStatusDot } from '@/components/ui/live-status-dot';
import { Skeleton } from '@/components/ui/skeleton';
import { useLiveStatusLabel } from '@/lib/live-status-label';
import { useTeamQuery } from '../api/get-team';

function MemberRow({ member }: { member: TeamMember }) {
  const { t } = useTranslation();
  const statusLabel = useLiveStatusLabel();
  return (
    <li
      className="flex items-center gap-2.5 px-3 py-1.5"
      data-testid={`team-member-${member.userId}`}
    >
      <span className="relative">
        <Avatar name={member.name} src={member.avatar} size="xs" />
        {member.status ? (
          <LiveStatusDot status={member.status} ring className="absolute -right-0.5 -bottom-0.5" />
        ) : null}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-sm text-zinc-800 dark:text-zinc-200">
          {member.name}
        </span>
        <span
          className="block truncate text-xs text-zinc-600 dark:text-zinc-400"
          data-testid="member-status"
        >
          {member.status
            ? statusLabel(member.status, member.breakEndsAt)
            : t(`roles.${member.role}`)}
        </span>
      </span>
    </li>
  );
}

/**
 * The user's colleagues with their live status, kept current by the staff room (see
 * useStaffRoom). The user is not listed: the frame shows them on their own card.
 */
export function TeamList({ currentUserId }: { currentUserId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { data, isLoading, isError, refetch } = useTeamQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const colleagues = data?.filter((member) => member.userId !== currentUserId) ?? [];

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={isLoading}
      className="shrink-0 border-zinc-200 border-t px-3 pt-3 pb-1 dark:border-zinc-800"
    >
      <h2
        id={headingId}
        className="mb-1.5 px-3 font-semibold text-xs text-zinc-600 uppercase tracking-wider dark:text-zinc-400"
      >
        {t('team.title')}
      </h2>
      {isLoading ? (
        <div className="space-y-2 px-3 py-1.5">
          <Skeleton className="h-7 w-full" />
          <Skeleton className="h-7 w-4/5" />
        </div>
      ) : isError && !data ? (
        <div className="flex items-center justify-between gap-2 px-3 py-1.5 text-xs text-zinc-600 dark:text-zinc-400">
          <span>{t('team.failed')}</span>
          <button
            type="button"
            onClick={() => void refetch()}
            className="focus-ring inline-flex items-center gap-1 rounded font-semibold text-amber-700 dark:text-amber-400"
          >
            <RotateCw aria-hidden className="size-3" />
            {t('actions.tryAgain')}
          </button>
        </div>
      ) : colleagues.length === 0 ? (
        <p className="px-3 py-1.5 text-xs text-zinc-600 dark:text-zinc-400">{t('team.empty')}</p>
      ) : (
        <ul aria-live="polite" className="max-h-36 overflow-y-auto">
          {colleagues.map((member) => (
            <MemberRow key={member.userId} member={member} />
          ))}
        </ul>
      )}
    </section>
  );
}
