import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import {
  type StaffMember,
  type StaffRole,
  useChangeStaffRoleMutation,
  useSetStaffActiveMutation,
} from '../api/staff';

/** A member's new role, saved as soon as it is picked; the member's row waits while it saves. */
export function useRoleChange() {
  const { t } = useTranslation();
  const [changeRole] = useChangeStaffRoleMutation();
  const [pendingRole, setPendingRole] = useState<string | null>(null);

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

  return { pendingRole, onRole };
}

/**
 * Deactivating or activating a member, after the owner confirms it; a refusal stays in the
 * dialog as well as in a toast, so the owner reads it where they pressed.
 */
export function useActiveToggle() {
  const { t } = useTranslation();
  const [setActive, settingActive] = useSetStaffActiveMutation();
  const [confirming, setConfirming] = useState<StaffMember | null>(null);
  const [confirmProblem, setConfirmProblem] = useState<string | null>(null);

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

  return {
    confirming,
    confirmProblem,
    isSaving: settingActive.isLoading,
    ask: (member: StaffMember) => {
      setConfirmProblem(null);
      setConfirming(member);
    },
    cancel: () => setConfirming(null),
    confirmActive,
  };
}

export type ActiveToggle = ReturnType<typeof useActiveToggle>;
