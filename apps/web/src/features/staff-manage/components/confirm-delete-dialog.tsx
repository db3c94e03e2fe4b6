import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** Asks before deleting; the server's reason for refusing stays in view. */
export function ConfirmDeleteDialog({
  name,
  description,
  isOpen,
  isPending,
  problem,
  onConfirm,
  onClose,
}: {
  name: string;
  description: string;
  isOpen: boolean;
  isPending: boolean;
  problem: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      subject={isOpen ? name : null}
      isPending={isPending}
      title={t('manage.delete.title', { name })}
      description={description}
      keepLabel={t('manage.actions.cancel')}
      confirmLabel={t('manage.actions.delete')}
      workingLabel={t('manage.actions.deleting')}
      icon={Trash2}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {problem ? <Alert tone="danger">{problem}</Alert> : null}
    </ConfirmDialog>
  );
}
