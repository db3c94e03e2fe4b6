import { formatPhone } from '@jono/contract/rules/phone';
import { CheckCircle2, MailWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { browserTimeZone, formatShopDateTime } from '@/lib/dates';
import type { StaffMember, StaffRole } from '../api/staff';

const roles: StaffRole[] = ['owner', 'barber', 'receptionist'];

function lastLogin(value: string | null, language: string, never: string): string {
  if (!value) return never;
  // A login belongs to no shop's clock: it is shown on this device's.
  return formatShopDateTime(value, language, browserTimeZone());
}

/** Whether the member can sign in, is at work, and when they last signed in. */
function MemberAccountFacts({ member }: { member: StaffMember }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2 text-xs">
      <span
        className={
          member.isActive
            ? 'rounded-full bg-emerald-50 px-2 py-0.5 font-medium text-emerald-800 dark:bg-emerald-400/10 dark:text-emerald-300'
            : 'rounded-full bg-zinc-100 px-2 py-0.5 font-medium text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300'
        }
      >
        {member.isActive ? t('staffAdmin.active') : t('staffAdmin.inactive')}
      </span>
      <span className="inline-flex items-center gap-1 text-zinc-600 dark:text-zinc-400">
        {member.isVerified ? (
          <CheckCircle2 aria-hidden className="size-3.5 text-emerald-600" />
        ) : (
          <MailWarning aria-hidden className="size-3.5 text-amber-600" />
        )}
        {member.isVerified ? t('staffAdmin.verified') : t('staffAdmin.notVerified')}
      </span>
      {member.status ? (
        <span className="text-zinc-600 dark:text-zinc-400">
          {t(`liveStatus.${member.status}` as never)}
        </span>
      ) : null}
      <span className="text-zinc-500 dark:text-zinc-400">
        {t('staffAdmin.lastLogin', {
          when: lastLogin(member.lastLoginAt, i18n.language, t('staffAdmin.never')),
        })}
      </span>
    </div>
  );
}

/** One member: who they are, whether they can sign in, and the owner's controls over them. */
export function StaffMemberRow({
  member,
  currentUserId,
  isRolePending,
  onRole,
  onToggleActive,
}: {
  member: StaffMember;
  currentUserId: string;
  isRolePending: boolean;
  onRole: (member: StaffMember, role: StaffRole) => void;
  onToggleActive: (member: StaffMember) => void;
}) {
  const { t } = useTranslation();
  const isSelf = member.userId === currentUserId;
  return (
    <li className="flex flex-col gap-3 p-4 lg:flex-row lg:items-center lg:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="font-semibold text-zinc-950 dark:text-white">
          {member.name}
          {isSelf ? (
            <span className="ml-2 text-sm text-zinc-500 dark:text-zinc-400">
              {t('staffAdmin.you')}
            </span>
          ) : null}
        </p>
        <p className="truncate text-sm text-zinc-600 dark:text-zinc-400">
          {member.email}
          {member.phone ? ` · ${formatPhone(member.phone)}` : ''}
        </p>
        <MemberAccountFacts member={member} />
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <SelectField
          label={t('staffAdmin.roleOf', { name: member.name })}
          className="w-44 [&>label]:sr-only"
          value={member.role}
          disabled={isSelf || isRolePending}
          options={roles.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
          onChange={(event) => onRole(member, event.target.value as StaffRole)}
        />
        <Button
          variant={member.isActive ? 'dangerGhost' : 'secondary'}
          disabled={isSelf}
          onClick={() => onToggleActive(member)}
        >
          {member.isActive ? t('staffAdmin.deactivate') : t('staffAdmin.activate')}
        </Button>
      </div>
    </li>
  );
}
