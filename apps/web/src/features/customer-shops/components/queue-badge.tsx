import type { QueueFullReason, QueueState } from '@jono/contract/events';
import { useTranslation } from 'react-i18next';
import { QueueStateBadge } from '@/components/ui/queue-state-badge';
import { queueStateLabel } from '@/lib/queue-words';

/** The walk-in queue's state as customers see it, a full one with its reason. */
export function QueueBadge({
  state,
  fullReason,
  maxWaitMinutes,
  className,
}: {
  state: QueueState;
  fullReason: QueueFullReason | null;
  /** The owner's most wait, which a queue full for its wait is worded with. */
  maxWaitMinutes: number | null;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <QueueStateBadge state={state} className={className}>
      {queueStateLabel(t, state, { fullReason, maxWaitMinutes }, i18n.language)}
    </QueueStateBadge>
  );
}
