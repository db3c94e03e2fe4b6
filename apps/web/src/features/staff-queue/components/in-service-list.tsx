import type { QueueBoard } from '@jono/contract/api/staff-queue';
import { CheckCheck } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerHeading } from '@/components/order/customer-heading';
import { OrderContents } from '@/components/order/order-contents';
import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';
import { formatMinutes } from '@/lib/format';
import { shopClock } from '@/lib/shop-time';
import { useNow } from '@/lib/use-now';
import type { InServiceEntry } from '../api/queue-board';
import type { BoardAction } from '../hooks/use-board-step';
import { bookedInChairs } from '../utils/chairs';
import { countdown } from '../utils/format';
import { ActionButton } from './action-button';
import { SectionEmpty } from './board-section';

/** The viewer's own chair first, then by who started first. */
export function chairsInOrder(
  inService: readonly InServiceEntry[],
  viewerId: string,
): InServiceEntry[] {
  return [...inService].sort((a, b) => {
    const own = Number(b.barberId === viewerId) - Number(a.barberId === viewerId);
    return own !== 0 ? own : a.startedAt.localeCompare(b.startedAt);
  });
}

// Longer than 80 lines by the rule's one exception: it only lays out markup (no state of its own).
function ChairCard({
  entry,
  timezone,
  isOwn,
  pendingAction,
  onFinish,
}: {
  entry: InServiceEntry;
  timezone: string;
  isOwn: boolean;
  pendingAction: BoardAction | null;
  onFinish: (entry: InServiceEntry) => void;
}) {
  const { t, i18n } = useTranslation();
  const now = useNow(1000);
  const nameId = useId();
  const left = countdown(entry.endsAt, now);
  const total = new Date(entry.endsAt).getTime() - new Date(entry.startedAt).getTime();
  const done = total > 0 ? (now - new Date(entry.startedAt).getTime()) / total : 1;
  const progress = Math.min(100, Math.max(0, Math.round(done * 100)));
  const barber = entry.barberName ?? t('board.inService.unknownBarber');
  return (
    <li>
      <article
        aria-labelledby={nameId}
        data-testid="in-service-entry"
        data-order-id={entry.orderId}
        className={cn(
          'rounded-2xl border bg-white p-4 shadow-sm dark:bg-zinc-900/70 dark:shadow-none',
          isOwn
            ? 'border-amber-300 ring-1 ring-amber-300/60 dark:border-amber-400/40 dark:ring-amber-400/20'
            : 'border-zinc-200 dark:border-zinc-800',
        )}
      >
        <div className="flex items-center gap-2.5">
          <Avatar name={barber} size="xs" />
          <p className="min-w-0 flex-1 truncate font-medium text-sm text-zinc-700 dark:text-zinc-300">
            {barber}
            {isOwn ? (
              <span className="ml-1.5 font-semibold text-amber-700 dark:text-amber-300">
                ({t('board.you')})
              </span>
            ) : null}
          </p>
          <p
            data-testid="time-left"
            className={cn(
              'shrink-0 font-bold text-lg tabular-nums',
              left.isOver ? 'text-red-700 dark:text-red-400' : 'text-zinc-950 dark:text-white',
            )}
          >
            {left.isOver
              ? t('board.inService.over', { time: left.text })
              : t('board.inService.left', { time: left.text })}
          </p>
        </div>
        <CustomerHeading
          id={nameId}
          name={entry.customerName}
          code={entry.shortCode}
          className="mt-2"
        />
        <div className="mt-1">
          <OrderContents contents={entry} />
        </div>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          {formatMinutes(entry.totalDuration, i18n.language)}
        </p>
        <div
          aria-hidden
          className="mt-3 h-1.5 overflow-hidden rounded-full bg-zinc-100 dark:bg-zinc-800"
        >
          <div
            className={cn(
              'h-full rounded-full transition-[width] duration-1000',
              left.isOver ? 'bg-red-500' : 'bg-amber-400',
            )}
            style={{ width: `${progress}%` }}
          />
        </div>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            {t('board.inService.times', {
              start: shopClock(entry.startedAt, timezone),
              end: shopClock(entry.endsAt, timezone),
            })}
          </p>
          <ActionButton
            variant={isOwn ? 'primary' : 'secondary'}
            icon={CheckCheck}
            label={t('board.actions.finish')}
            busyLabel={t('board.actions.finishing')}
            isBusy={pendingAction === 'finish'}
            disabled={pendingAction !== null}
            customerName={entry.customerName}
            onClick={() => onFinish(entry)}
          />
        </div>
      </article>
    </li>
  );
}

/** Who sits in which barber's chair, how long is left, and the step to finish. */
export function InServiceList({
  board,
  viewerId,
  pendingAction,
  onFinish,
}: {
  board: QueueBoard;
  viewerId: string;
  pendingAction: (orderId: string) => BoardAction | null;
  onFinish: (entry: InServiceEntry) => void;
}) {
  const { t } = useTranslation();
  const booked = bookedInChairs(board);
  if (board.inService.length === 0 && booked.length === 0) {
    return <SectionEmpty title={t('board.inService.empty')} />;
  }
  return (
    <ul className="space-y-3">
      {chairsInOrder(board.inService, viewerId).map((entry) => (
        <ChairCard
          key={entry.orderId}
          entry={entry}
          timezone={board.shop.timezone}
          isOwn={entry.barberId === viewerId}
          pendingAction={pendingAction(entry.orderId)}
          onFinish={onFinish}
        />
      ))}
      {booked.map((booking) => (
        <li
          key={booking.orderId}
          data-testid="booked-in-chair"
          className="flex items-center gap-2.5 rounded-2xl border border-zinc-200 bg-white px-4 py-3 text-sm shadow-sm dark:border-zinc-800 dark:bg-zinc-900/70 dark:shadow-none"
        >
          <Avatar name={booking.barberName ?? t('board.inService.unknownBarber')} size="xs" />
          <p className="min-w-0 flex-1 truncate text-zinc-700 dark:text-zinc-300">
            {t('board.inService.booked', {
              barber: booking.barberName ?? t('board.inService.unknownBarber'),
              name: booking.customerName,
            })}
          </p>
          <p className="shrink-0 text-zinc-600 tabular-nums dark:text-zinc-400">
            {shopClock(booking.startedAt ?? booking.startAt, board.shop.timezone)}–
            {shopClock(booking.endAt, board.shop.timezone)}
          </p>
        </li>
      ))}
    </ul>
  );
}
