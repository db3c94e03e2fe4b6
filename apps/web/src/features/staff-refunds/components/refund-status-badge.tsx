import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { RefundStatus } from '../api/refunds';

const tones: Record<RefundStatus, BadgeTone> = {
  requested: 'amber',
  approved: 'sky',
  refunded: 'emerald',
  rejected: 'zinc',
};

/** A refund request's status in the reader's words, in its colour. */
export function RefundStatusBadge({ status }: { status: RefundStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={tones[status]} data-status={status}>
      {t(`dashboard.refunds.status.${status}`)}
    </Badge>
  );
}
