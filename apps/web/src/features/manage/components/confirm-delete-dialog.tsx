import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

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
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      isDismissible={!isPending}
      title={t('manage.delete.title', { name })}
      description={description}
    >
      <div className="space-y-5">
        {problem ? <Alert tone="danger">{problem}</Alert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={isPending}>
            {t('manage.actions.cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={isPending}>
            {isPending ? (
              <Spinner className="size-4 text-current" />
            ) : (
              <Trash2 aria-hidden className="size-4" />
            )}
            {isPending ? t('manage.actions.deleting') : t('manage.actions.delete')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
