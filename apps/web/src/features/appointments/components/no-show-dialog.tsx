import { UserX } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import type { WaitingEntry } from '../api/queue-board';

/** Confirms that a called customer did not come: they leave the queue as a no-show. */
export function NoShowDialog({
  entry,
  isPending,
  onConfirm,
  onClose,
}: {
  entry: WaitingEntry | null;
  isPending: boolean;
  onConfirm: (entry: WaitingEntry) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      isOpen={entry !== null}
      onClose={onClose}
      isDismissible={!isPending}
      initialFocus={keep}
      title={t('board.noShow.title', { name: entry?.customerName ?? '' })}
      description={t('board.noShow.description')}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button ref={keep} variant="secondary" onClick={onClose} disabled={isPending}>
          {t('board.dialog.keep')}
        </Button>
        <Button
          variant="danger"
          disabled={isPending}
          onClick={() => {
            if (entry) onConfirm(entry);
          }}
        >
          {isPending ? (
            <Spinner className="size-4 text-current" />
          ) : (
            <UserX aria-hidden className="size-4" />
          )}
          {isPending ? t('board.actions.working') : t('board.noShow.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
