import type { QueueBoard } from '@jono/contract/api/staff-queue';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { servicesLine } from '@/lib/format';
import type { FinishedEntry } from '../api/queue-board';
import { shopClock } from '../utils/format';
import { SectionEmpty } from './board-section';

const shownAtFirst = 6;

const outcomeTones: Record<string, string> = {
  served:
    'bg-emerald-50 text-emerald-800 ring-emerald-600/20 dark:bg-emerald-400/10 dark:text-emerald-300 dark:ring-emerald-400/25',
  cancelled:
    'bg-red-50 text-red-800 ring-red-600/20 dark:bg-red-500/10 dark:text-red-300 dark:ring-red-500/25',
  no_show:
    'bg-zinc-100 text-zinc-800 ring-zinc-500/25 dark:bg-zinc-800 dark:text-zinc-200 dark:ring-zinc-600/40',
};

const outcomeKey = (status: FinishedEntry['status']) =>
  status === 'served' ? 'served' : status === 'no_show' ? 'noShow' : 'cancelled';

/** Today's finished visits, newest first: served, cancelled (with the reason) or no-show. */
export function FinishedList({ board }: { board: QueueBoard }) {
  const { t } = useTranslation();
  const [isAllShown, setAllShown] = useState(false);
  if (board.finished.length === 0) return <SectionEmpty title={t('board.finished.empty')} />;
  const shown = isAllShown ? board.finished : board.finished.slice(0, shownAtFirst);
  return (
    <div className="space-y-2">
      <ul className="divide-y divide-zinc-100 rounded-2xl border border-zinc-200 bg-white shadow-sm dark:divide-zinc-800 dark:border-zinc-800 dark:bg-zinc-900/70 dark:shadow-none">
        {shown.map((entry) => (
          <li
            key={entry.orderId}
            data-testid="finished-entry"
            data-order-id={entry.orderId}
            className="px-4 py-3"
          >
            <div className="flex items-center gap-3">
              <p className="min-w-0 flex-1 truncate font-semibold text-sm text-zinc-950 dark:text-white">
                {entry.customerName}
              </p>
              <span
                className={cn(
                  'shrink-0 rounded-full px-2 py-0.5 font-semibold text-xs ring-1 ring-inset',
                  outcomeTones[entry.status] ?? outcomeTones.no_show,
                )}
              >
                {t(`board.finished.${outcomeKey(entry.status)}`)}
              </span>
              {entry.endedAt ? (
                <time
                  dateTime={entry.endedAt}
                  className="w-11 shrink-0 text-right text-sm text-zinc-600 tabular-nums dark:text-zinc-400"
                >
                  {shopClock(entry.endedAt, board.shop.timezone)}
                </time>
              ) : null}
            </div>
            <p className="mt-0.5 truncate text-xs text-zinc-600 dark:text-zinc-400">
              {servicesLine(entry.services)}
            </p>
            {entry.status === 'cancelled' && entry.cancelReason ? (
              <p className="mt-1 text-pretty text-sm text-zinc-800 dark:text-zinc-200">
                {t('board.finished.reason', { reason: entry.cancelReason })}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {board.finished.length > shownAtFirst ? (
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={isAllShown}
          onClick={() => setAllShown(!isAllShown)}
        >
          {isAllShown
            ? t('board.finished.showFewer')
            : t('board.finished.showAll', { count: board.finished.length })}
        </Button>
      ) : null}
    </div>
  );
}
