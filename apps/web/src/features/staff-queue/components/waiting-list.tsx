import type { QueueBoard } from '@jono/contract/api/staff-queue';
import { useTranslation } from 'react-i18next';
import type { BoardAction } from '../hooks/use-board-step';
import { SectionEmpty } from './board-section';
import { WaitingCard, type WaitingHandlers } from './waiting-card';

/** Who waits, in queue order, with what they ordered and when they should start. */
export function WaitingList({
  board,
  now,
  pendingAction,
  handlers,
}: {
  board: QueueBoard;
  now: number;
  pendingAction: (orderId: string) => BoardAction | null;
  handlers: WaitingHandlers;
}) {
  const { t } = useTranslation();
  if (board.waiting.length === 0) {
    return <SectionEmpty title={t('board.waiting.empty')} hint={t('board.waiting.emptyHint')} />;
  }
  return (
    <ol className="space-y-3">
      {board.waiting.map((entry) => (
        <WaitingCard
          key={entry.orderId}
          entry={entry}
          board={board}
          now={now}
          pendingAction={pendingAction(entry.orderId)}
          handlers={handlers}
        />
      ))}
    </ol>
  );
}
