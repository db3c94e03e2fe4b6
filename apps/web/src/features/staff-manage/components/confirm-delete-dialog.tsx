import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { ConfirmedRemoval } from '../hooks/use-confirmed-removal';

/**
 * Asks before deleting the item `removal` is asking about; the server's reason for refusing
 * stays in view.
 */
export function ConfirmDeleteDialog({
  removal,
  description,
  isPending,
}: {
  removal: ConfirmedRemoval<{ name: string }>;
  description: string;
  isPending: boolean;
}) {
  const { t } = useTranslation();
  const name = removal.deleting?.name ?? '';
  return (
    <ConfirmDialog
      subject={removal.deleting !== null ? name : null}
      isPending={isPending}
      title={t('manage.delete.title', { name })}
      description={description}
      keepLabel={t('manage.actions.cancel')}
      confirmLabel={t('manage.actions.delete')}
      workingLabel={t('manage.actions.deleting')}
      icon={Trash2}
      onConfirm={() => void removal.confirm()}
      onClose={removal.cancel}
    >
      {removal.problem ? <Alert tone="danger">{removal.problem}</Alert> : null}
    </ConfirmDialog>
  );
}
