import { CheckCheck, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { StepButton } from '@/components/ui/step-button';
import type { WaitingEntry } from '../api/queue-board';
import type { BoardActions } from '../hooks/use-board-actions';
import { selectActiveBarberQueue, type WithQueueBoard } from '../stores/appointments-state';

/**
 * On a phone the next step stays in reach at the bottom of the screen, from the viewer's own
 * queue: finishing the customer in their chair, or else starting the next one in line.
 */
export function PhoneActionBar({
  shopId,
  viewerId,
  actions,
  onStart,
}: {
  shopId: string;
  viewerId: string;
  actions: BoardActions;
  onStart: (entry: WaitingEntry) => void;
}) {
  const { t } = useTranslation();
  const queue = useSelector((state: WithQueueBoard) =>
    selectActiveBarberQueue(state, shopId, viewerId),
  );
  const ownChair = queue?.inService ?? null;
  const next = queue?.next ?? null;
  if (!ownChair && !next) return null;
  const isBusy = (orderId: string) => actions.pendingAction(orderId) !== null;
  return (
    <>
      <div aria-hidden className="h-20 lg:hidden" />
      <div className="fixed inset-x-0 bottom-0 z-20 border-zinc-200 border-t bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-8px_24px_-12px_rgb(0_0_0/0.25)] backdrop-blur-md lg:hidden dark:border-zinc-800 dark:bg-zinc-950/95">
        <div className="mx-auto flex max-w-lg items-center gap-3">
          {ownChair ? (
            <>
              <p className="min-w-0 flex-1 text-sm text-zinc-700 dark:text-zinc-300">
                <span className="block text-xs">{t('board.phoneBar.inYourChair')}</span>
                <span className="block truncate font-semibold text-zinc-950 dark:text-white">
                  {ownChair.customerName}
                </span>
              </p>
              <StepButton
                icon={CheckCheck}
                label={t('board.actions.finish')}
                itemName={ownChair.customerName}
                isRunning={actions.pendingAction(ownChair.orderId) === 'finish'}
                disabled={isBusy(ownChair.orderId)}
                onClick={() => void actions.finish(ownChair)}
              />
            </>
          ) : next ? (
            <>
              <p className="min-w-0 flex-1 text-sm text-zinc-700 dark:text-zinc-300">
                <span className="block text-xs">{t('board.phoneBar.next')}</span>
                <span className="block truncate font-semibold text-zinc-950 dark:text-white">
                  {next.customerName}
                </span>
              </p>
              <StepButton
                icon={Play}
                label={t('board.phoneBar.startNext')}
                itemName={next.customerName}
                disabled={isBusy(next.orderId)}
                onClick={() => onStart(next)}
              />
            </>
          ) : null}
        </div>
      </div>
    </>
  );
}
