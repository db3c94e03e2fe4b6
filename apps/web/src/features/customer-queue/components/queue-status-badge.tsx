import type { QueueEntryStatus } from '@jono/contract/api/queue';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const tones: Record<QueueEntryStatus, BadgeTone> = {
  waiting: 'amber',
  in_service: 'emerald',
  served: 'sky',
  cancelled: 'zinc',
  no_show: 'red',
};

/** Waiting, your turn, served, cancelled or no-show. */
export function QueueStatusBadge({
  status,
  className,
}: {
  status: QueueEntryStatus;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Badge tone={tones[status]} hasDot className={className}>
      {t(`queue.status.${status}`)}
    </Badge>
  );
}
