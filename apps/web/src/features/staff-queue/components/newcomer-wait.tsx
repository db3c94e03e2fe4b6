import type { QueueBoard } from '@jono/contract/api/staff-queue';
import { useTranslation } from 'react-i18next';
import { formatMinutes } from '@/lib/format';
import { QueueStateBadge } from './queue-state-badge';

/** What a customer joining now would wait (or why they cannot join), and how many wait. */
export function NewcomerWait({ board }: { board: QueueBoard }) {
  const { t, i18n } = useTranslation();
  const { newcomerWait, queueState } = board.shop;
  return (
    <>
      <p
        data-testid="newcomer-wait"
        className="font-bold text-3xl text-zinc-950 tabular-nums tracking-tight dark:text-white"
      >
        {queueState !== 'open'
          ? t(`bigScreen.queueState.${queueState}`)
          : newcomerWait > 0
            ? t('queueStatus.newcomer.about', {
                time: formatMinutes(newcomerWait, i18n.language),
              })
            : t('board.noWait')}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-zinc-700 dark:text-zinc-300">
        <QueueStateBadge state={queueState} />
        <span>{t('board.stats.waitingCount', { count: board.waiting.length })}</span>
      </div>
    </>
  );
}
