import { formatPhone } from '@jono/contract/rules/phone';
import { ShieldBan } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { WaitingEntry } from '../api/queue-board';

/**
 * Confirms keeping a customer's number out of the shop: their walk-in leaves the queue, their
 * unpaid bookings are cancelled, and the number cannot join or book online until unblocked.
 */
export function BlockPhoneDialog({
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
  return (
    <ConfirmDialog
      subject={entry}
      isPending={isPending}
      title={t('board.block.title', { phone: entry?.phone ? formatPhone(entry.phone) : '' })}
      description={t('board.block.description', { name: entry?.customerName ?? '' })}
      keepLabel={t('board.dialog.keep')}
      confirmLabel={t('board.block.confirm')}
      workingLabel={t('board.actions.working')}
      icon={ShieldBan}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
