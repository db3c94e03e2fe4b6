import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { type MemberWeek, type TimeOff, useDeleteTimeOffMutation } from '../api/team-schedule';
import { timeOffWhen } from './time-off-list';

export interface TimeOffToDelete {
  member: MemberWeek;
  entry: TimeOff;
}

/** Asks before taking time off back; the server's reason for refusing stays in view. */
export function DeleteTimeOffDialog({
  subject,
  onClose,
}: {
  subject: TimeOffToDelete | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [deleteTimeOff, { isLoading }] = useDeleteTimeOffMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const when = subject ? timeOffWhen(subject.entry, i18n.language) : '';
  const close = () => {
    setProblem(null);
    onClose();
  };
  return (
    <ConfirmDialog
      subject={subject}
      isPending={isLoading}
      title={t('teamSchedule.timeOff.delete.title', { when })}
      description={t('teamSchedule.timeOff.delete.description', { name: subject?.member.name })}
      keepLabel={t('teamSchedule.timeOff.delete.keep')}
      confirmLabel={t('teamSchedule.timeOff.delete.confirm')}
      workingLabel={t('teamSchedule.timeOff.delete.deleting')}
      icon={Trash2}
      onClose={close}
      onConfirm={async ({ member, entry }) => {
        try {
          await deleteTimeOff({ userId: member.userId, entryId: entry.id }).unwrap();
          notify.success(t('teamSchedule.timeOff.deleted', { name: member.name, when }));
          close();
        } catch (error) {
          setProblem(errorMessage(error));
        }
      }}
    >
      {problem ? <Alert tone="danger">{problem}</Alert> : null}
    </ConfirmDialog>
  );
}
