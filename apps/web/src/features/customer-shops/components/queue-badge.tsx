import type { QueueFullReason, QueueState } from '@jono/contract/events';
import { useTranslation } from 'react-i18next';
import { QueueStateBadge } from '@/components/ui/queue-state-badge';
import { queueStateLabelKey } from '@/lib/queue-words';

/** The walk-in queue's state as customers see it. */
export function QueueBadge({
  state,
  fullReason,
  className,
}: {
  state: QueueState;
  fullReason: QueueFullReason | null;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <QueueStateBadge state={state} className={className}>
      {t(queueStateLabelKey(state, fullReason))}
    </QueueStateBadge>
  );
}
