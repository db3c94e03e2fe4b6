import type { QueueBoard } from '@jono/contract/api/staff-queue';
import { Armchair, Hourglass, type LucideIcon, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinutes } from '@/lib/format';
import { chairsInUse } from '../utils/chairs';
import { QueueStateBadge } from './queue-state-badge';

function Stat({
  icon: Icon,
  label,
  value,
  detail,
  testId,
}: {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  testId: string;
}) {
  return (
    <div className="min-w-0 rounded-2xl border border-zinc-200 bg-white px-4 py-3.5 shadow-sm dark:border-zinc-800 dark:bg-zinc-900/70 dark:shadow-none">
      <dt className="flex items-start gap-1.5 font-medium text-xs text-zinc-600 uppercase tracking-wide dark:text-zinc-400">
        <Icon aria-hidden className="mt-px size-3.5 shrink-0" />
        <span>{label}</span>
      </dt>
      {/* Two tiles share a phone's row: a long figure ("Ingen väntetid", "3 hrs 32 mins")
          wraps in a smaller size rather than lose its end to an ellipsis. */}
      <dd
        data-testid={testId}
        className="mt-1.5 text-pretty break-words font-bold text-xl text-zinc-950 tabular-nums leading-tight tracking-tight min-[25rem]:text-2xl dark:text-white"
      >
        {value}
      </dd>
      {detail ? (
        <dd className="mt-1 text-pretty break-words text-xs text-zinc-600 dark:text-zinc-400">
          {detail}
        </dd>
      ) : null}
    </div>
  );
}

/** The board's headline numbers: who waits, the chairs in use, a newcomer's wait, the state. */
export function BoardStats({ board }: { board: QueueBoard }) {
  const { t, i18n } = useTranslation();
  const { shop } = board;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Stat
        icon={Users}
        label={t('board.stats.waiting')}
        value={board.waiting.length}
        detail={t('board.stats.checkedIn', {
          count: board.waiting.filter((entry) => entry.isAtLocation).length,
        })}
        testId="stat-waiting"
      />
      <Stat
        icon={Armchair}
        label={t('board.stats.inChairs')}
        value={t('board.stats.chairsOf', {
          busy: chairsInUse(board),
          chairs: shop.workingChairs,
        })}
        detail={t('chairs.inUse', {
          working: shop.workingChairs,
          chairs: shop.chairCount,
        })}
        testId="stat-in-chairs"
      />
      <Stat
        icon={Hourglass}
        label={t('board.stats.newcomerWait')}
        value={
          shop.newcomerWait > 0
            ? formatMinutes(shop.newcomerWait, i18n.language)
            : t('board.noWait')
        }
        testId="stat-newcomer-wait"
      />
      <div className="min-w-0 rounded-2xl border border-zinc-200 bg-white px-4 py-3.5 shadow-sm dark:border-zinc-800 dark:bg-zinc-900/70 dark:shadow-none">
        <dt className="font-medium text-xs text-zinc-600 uppercase tracking-wide dark:text-zinc-400">
          {t('board.stats.queue')}
        </dt>
        <dd className="mt-2">
          <QueueStateBadge state={shop.queueState} className="px-3 py-1.5 text-sm" />
        </dd>
        <dd className="mt-1.5 text-pretty break-words text-xs text-zinc-600 dark:text-zinc-400">
          {shop.queueStateOverride ? t('board.stats.manual') : t('board.stats.automatic')}
        </dd>
      </div>
    </dl>
  );
}
