import type { QueueBoard } from '@jono/contract/api/staff-queue';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { servicesLine } from '@/lib/format';
import { shopClock } from '@/lib/shop-time';
import type { FinishedEntry } from '../api/queue-board';
import { cancelReasonText } from '../utils/cancel-reason';
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

const listStyle =
  'divide-y divide-zinc-100 rounded-2xl border border-zinc-200 bg-white shadow-sm dark:divide-zinc-800 dark:border-zinc-800 dark:bg-zinc-900/70 dark:shadow-none';

function FinishedRow({ entry, timezone }: { entry: FinishedEntry; timezone: string }) {
  const { t } = useTranslation();
  return (
    <li data-testid="finished-entry" data-order-id={entry.orderId} className="px-4 py-3">
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
            {shopClock(entry.endedAt, timezone)}
          </time>
        ) : null}
      </div>
      <p className="mt-0.5 truncate text-xs text-zinc-600 dark:text-zinc-400">
        {servicesLine(entry.services)}
      </p>
      {entry.status === 'cancelled' && entry.cancelReason ? (
        <p className="mt-1 text-pretty text-sm text-zinc-800 dark:text-zinc-200">
          {t('board.finished.reason', { reason: cancelReasonText(t, entry.cancelReason) })}
        </p>
      ) : null}
    </li>
  );
}

/** The visits that ended today without a service, so they never pass for finished ones. */
function NotServedGroup({ entries, timezone }: { entries: FinishedEntry[]; timezone: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <div className="space-y-2 pt-2">
      <h3 id={headingId} className="font-semibold text-sm text-zinc-700 dark:text-zinc-300">
        {t('board.finished.notServed')}
      </h3>
      <ul aria-labelledby={headingId} className={listStyle}>
        {entries.map((entry) => (
          <FinishedRow key={entry.orderId} entry={entry} timezone={timezone} />
        ))}
      </ul>
    </div>
  );
}

/**
 * Today's visits, newest first: the finished (served) ones, then apart from them the
 * cancelled ones (with the reason) and the no-shows.
 */
export function FinishedList({ board }: { board: QueueBoard }) {
  const { t } = useTranslation();
  const [isAllShown, setAllShown] = useState(false);
  const timezone = board.shop.timezone;
  const served = board.finished.filter((entry) => entry.status === 'served');
  const notServed = board.finished.filter((entry) => entry.status !== 'served');
  const shown = isAllShown ? served : served.slice(0, shownAtFirst);
  return (
    <div className="space-y-2">
      {served.length === 0 ? (
        <SectionEmpty title={t('board.finished.empty')} />
      ) : (
        <ul aria-label={t('board.finished.visits')} className={listStyle}>
          {shown.map((entry) => (
            <FinishedRow key={entry.orderId} entry={entry} timezone={timezone} />
          ))}
        </ul>
      )}
      {served.length > shownAtFirst ? (
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={isAllShown}
          onClick={() => setAllShown(!isAllShown)}
        >
          {isAllShown
            ? t('board.finished.showFewer')
            : t('board.finished.showAll', { count: served.length })}
        </Button>
      ) : null}
      {notServed.length > 0 ? <NotServedGroup entries={notServed} timezone={timezone} /> : null}
    </div>
  );
}
