import { UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/**
 * Confirms that a customer did not come: a called walk-in leaves the queue, a booking whose
 * time has come is closed, as a no-show.
 */
export function NoShowDialog<Entry extends { customerName: string }>({
  entry,
  isPending,
  description,
  onConfirm,
  onClose,
}: {
  entry: Entry | null;
  isPending: boolean;
  /** What marking does to this kind of customer; a walk-in's words unless told. */
  description?: string;
  onConfirm: (entry: Entry) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      subject={entry}
      isPending={isPending}
      title={t('board.noShow.title', { name: entry?.customerName ?? '' })}
      description={description ?? t('board.noShow.description')}
      keepLabel={t('board.dialog.keep')}
      confirmLabel={t('board.noShow.confirm')}
      workingLabel={t('board.actions.working')}
      icon={UserX}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
