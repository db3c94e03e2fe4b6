import type { QueueState } from '@jono/contract/events';
import { useTranslation } from 'react-i18next';
import { QueueStateBadge } from '@/components/ui/queue-state-badge';

/** The walk-in queue's state as customers see it. */
export function QueueBadge({ state, className }: { state: QueueState; className?: string }) {
  const { t } = useTranslation();
  return (
    <QueueStateBadge state={state} className={className}>
      {t(`shops.queueState.${state}`)}
    </QueueStateBadge>
  );
}
