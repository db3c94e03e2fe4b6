import { MailWarning, UserPlus, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/error-message';
import { useStaffMembersQuery } from '../api/staff';
import { useActiveToggle, useRoleChange } from '../hooks/use-staff-changes';
import { ActiveToggleDialog } from './active-toggle-dialog';
import { InviteDialog } from './invite-dialog';
import { StaffMemberRow } from './staff-member-row';

/**
 * The shop's staff: invite, change role, deactivate and activate (owner). Inviting waits until
 * the owner's e-mail is proven; the note beside the button says so.
 */
export function StaffManager({
  currentUserId,
  isEmailProven,
}: {
  currentUserId: string;
  isEmailProven: boolean;
}) {
  const { t } = useTranslation();
  const inviteNoteId = useId();
  const { data, isLoading, error, refetch } = useStaffMembersQuery();
  const { pendingRole, onRole } = useRoleChange();
  const activeToggle = useActiveToggle();
  const [isInviting, setInviting] = useState(false);

  return (
    <div className="space-y-6">
      <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center sm:justify-end">
        {isEmailProven ? null : (
          <p
            id={inviteNoteId}
            className="flex items-start gap-2 text-pretty text-amber-800 text-sm dark:text-amber-300"
          >
            <MailWarning aria-hidden className="mt-0.5 size-4 shrink-0" />
            {t('emailProof.inviteUnavailable')}
          </p>
        )}
        <Button
          onClick={() => setInviting(true)}
          disabled={!isEmailProven}
          aria-describedby={isEmailProven ? undefined : inviteNoteId}
        >
          <UserPlus aria-hidden className="size-4" />
          {t('staffAdmin.invite')}
        </Button>
      </div>
      {isLoading ? (
        <Card aria-busy="true" className="space-y-4 p-4">
          {['a', 'b', 'c'].map((key) => (
            <Skeleton key={key} className="h-14" />
          ))}
        </Card>
      ) : null}
      {error && !data ? (
        <EmptyState icon={Users} title={t('manage.loadFailed')} description={errorMessage(error)}>
          <Button onClick={() => void refetch()}>{t('manage.actions.retry')}</Button>
        </EmptyState>
      ) : null}
      {data && data.length === 0 ? (
        <EmptyState icon={Users} title={t('staffAdmin.emptyTitle')} />
      ) : null}
      {data && data.length > 0 ? (
        <Card>
          <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
            {data.map((member) => (
              <StaffMemberRow
                key={member.userId}
                member={member}
                currentUserId={currentUserId}
                isRolePending={pendingRole === member.userId}
                onRole={(changed, role) => void onRole(changed, role)}
                onToggleActive={activeToggle.ask}
              />
            ))}
          </ul>
        </Card>
      ) : null}
      {isInviting ? <InviteDialog onClose={() => setInviting(false)} /> : null}
      <ActiveToggleDialog toggle={activeToggle} />
    </div>
  );
}
