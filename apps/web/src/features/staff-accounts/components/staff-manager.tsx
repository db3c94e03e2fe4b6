import { zodResolver } from '@hookform/resolvers/zod';
import { errorCodes } from '@jono/contract/api/errors';
import { formatPhone } from '@jono/contract/rules/phone';
import { CheckCircle2, MailWarning, UserPlus, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { FormDialog } from '@/components/ui/form-dialog';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { browserTimeZone, formatShopDateTime } from '@/lib/dates';
import { errorCodeOf, errorMessage } from '@/lib/error-message';
import { fieldErrorText } from '@/lib/field-error';
import { notify } from '@/lib/toast';
import { useDialogSave } from '@/lib/use-dialog-save';
import {
  type StaffMember,
  type StaffRole,
  useChangeStaffRoleMutation,
  useInviteStaffMutation,
  useSetStaffActiveMutation,
  useStaffMembersQuery,
} from '../api/staff';
import { type InviteValues, inviteSchema } from './invite-schema';

const roles: StaffRole[] = ['owner', 'barber', 'receptionist'];

function InviteDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [invite, { isLoading }] = useInviteStaffMutation();
  const { problem, save } = useDialogSave(onClose, (error) =>
    errorCodeOf(error) === errorCodes.emailTaken ? t('staffAdmin.emailTaken') : null,
  );
  const { register, handleSubmit, formState } = useForm<InviteValues>({
    defaultValues: { name: '', email: '', role: 'barber' },
    resolver: zodResolver(inviteSchema),
  });
  const onSubmit = handleSubmit((values) =>
    save(async () => {
      await invite(values).unwrap();
      notify.success(t('staffAdmin.invited', { email: values.email }));
    }),
  );
  return (
    <FormDialog
      onClose={onClose}
      title={t('staffAdmin.inviteTitle')}
      description={t('staffAdmin.inviteDescription')}
      isPending={isLoading}
      problem={problem}
      onSubmit={onSubmit}
      cancelLabel={t('manage.actions.cancel')}
      submitLabel={t('staffAdmin.send')}
      pendingLabel={t('staffAdmin.sending')}
    >
      <TextField
        label={t('staffAdmin.fields.name')}
        autoComplete="off"
        error={fieldErrorText(t, formState.errors.name)}
        disabled={isLoading}
        {...register('name')}
      />
      <TextField
        label={t('staffAdmin.fields.email')}
        type="email"
        autoComplete="off"
        error={fieldErrorText(t, formState.errors.email)}
        disabled={isLoading}
        {...register('email')}
      />
      <SelectField
        label={t('staffAdmin.fields.role')}
        options={(['barber', 'receptionist'] as const).map((role) => ({
          value: role,
          label: t(`roles.${role}`),
        }))}
        disabled={isLoading}
        {...register('role')}
      />
    </FormDialog>
  );
}

function lastLogin(value: string | null, language: string, never: string): string {
  if (!value) return never;
  // A login belongs to no shop's clock: it is shown on this device's.
  return formatShopDateTime(value, language, browserTimeZone());
}

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
  const { t, i18n } = useTranslation();
  const inviteNoteId = useId();
  const { data, isLoading, error, refetch } = useStaffMembersQuery();
  const [changeRole] = useChangeStaffRoleMutation();
  const [setActive, settingActive] = useSetStaffActiveMutation();
  const [isInviting, setInviting] = useState(false);
  const [pendingRole, setPendingRole] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<StaffMember | null>(null);
  const [confirmProblem, setConfirmProblem] = useState<string | null>(null);

  const onRole = async (member: StaffMember, role: StaffRole) => {
    setPendingRole(member.userId);
    try {
      await changeRole({ id: member.userId, role }).unwrap();
      notify.success(t('staffAdmin.roleChanged', { name: member.name, role: t(`roles.${role}`) }));
    } catch (failure) {
      notify.error(errorMessage(failure));
    } finally {
      setPendingRole(null);
    }
  };

  const confirmActive = async () => {
    if (!confirming) return;
    setConfirmProblem(null);
    const isActive = !confirming.isActive;
    try {
      await setActive({ id: confirming.userId, isActive }).unwrap();
      notify.success(
        t(isActive ? 'staffAdmin.activated' : 'staffAdmin.deactivated', { name: confirming.name }),
      );
      setConfirming(null);
    } catch (failure) {
      const message = errorMessage(failure);
      setConfirmProblem(message);
      notify.error(message);
    }
  };

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
            {data.map((member) => {
              const isSelf = member.userId === currentUserId;
              return (
                <li
                  key={member.userId}
                  className="flex flex-col gap-3 p-4 lg:flex-row lg:items-center lg:justify-between"
                >
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
                  </div>
                  <div className="flex flex-wrap items-end gap-2">
                    <SelectField
                      label={t('staffAdmin.roleOf', { name: member.name })}
                      className="w-44 [&>label]:sr-only"
                      value={member.role}
                      disabled={isSelf || pendingRole === member.userId}
                      options={roles.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
                      onChange={(event) => void onRole(member, event.target.value as StaffRole)}
                    />
                    <Button
                      variant={member.isActive ? 'dangerGhost' : 'secondary'}
                      disabled={isSelf}
                      onClick={() => {
                        setConfirmProblem(null);
                        setConfirming(member);
                      }}
                    >
                      {member.isActive ? t('staffAdmin.deactivate') : t('staffAdmin.activate')}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        </Card>
      ) : null}
      {isInviting ? <InviteDialog onClose={() => setInviting(false)} /> : null}
      <Dialog
        isOpen={confirming !== null}
        onClose={() => setConfirming(null)}
        isDismissible={!settingActive.isLoading}
        title={
          confirming?.isActive
            ? t('staffAdmin.deactivateTitle', { name: confirming.name })
            : t('staffAdmin.activateTitle', { name: confirming?.name ?? '' })
        }
        description={
          confirming?.isActive
            ? t('staffAdmin.deactivateDescription')
            : t('staffAdmin.activateDescription')
        }
      >
        <div className="space-y-5">
          {confirmProblem ? <Alert tone="danger">{confirmProblem}</Alert> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              variant="secondary"
              onClick={() => setConfirming(null)}
              disabled={settingActive.isLoading}
            >
              {t('manage.actions.cancel')}
            </Button>
            <Button
              variant={confirming?.isActive ? 'danger' : 'primary'}
              onClick={() => void confirmActive()}
              disabled={settingActive.isLoading}
            >
              {settingActive.isLoading ? <Spinner className="size-4 text-current" /> : null}
              {confirming?.isActive ? t('staffAdmin.deactivate') : t('staffAdmin.activate')}
            </Button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}
