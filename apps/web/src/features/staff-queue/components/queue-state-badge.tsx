import type { QueueState } from '@jono/contract/events';
import { useTranslation } from 'react-i18next';
import { QueueStateBadge as Badge } from '@/components/ui/queue-state-badge';

export { queueStateTones } from '@/components/ui/queue-state-badge';

/** The walk-in queue's state as the staff see it. */
export function QueueStateBadge({ state, className }: { state: QueueState; className?: string }) {
  const { t } = useTranslation();
  return (
    <Badge state={state} className={className}>
      {t(`board.queueState.${state}`)}
    </Badge>
  );
}
