import type { QueueBoard } from '@jono/contract/api/staff-queue';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { LiveStatusDot } from '@/components/ui/live-status-dot';
import { cn } from '@/lib/cn';
import { browserTimeZone } from '@/lib/dates';
import { shopClock } from '@/lib/shop-time';
import type { BoardBarber } from '../api/queue-board';
import { bookedInChairs } from '../utils/chairs';
import { SectionEmpty } from './board-section';

/** The viewer first, then as the server lists them (by name). */
export function barbersInOrder(barbers: readonly BoardBarber[], viewerId: string): BoardBarber[] {
  return [...barbers].sort((a, b) => Number(b.userId === viewerId) - Number(a.userId === viewerId));
}

/** How many wait in each barber's own line, and how many for any barber (key null). */
function linesOf(waiting: QueueBoard['waiting']): Map<string | null, number> {
  const lines = new Map<string | null, number>();
  for (const entry of waiting) {
    const key = entry.requestedBarber?.id ?? null;
    lines.set(key, (lines.get(key) ?? 0) + 1);
  }
  return lines;
}

/** Who is in each chair, walk-in or booked, by their order. */
const customersInChairs = (board: QueueBoard) =>
  new Map([
    ...board.inService.map((entry) => [entry.orderId, entry.customerName] as const),
    ...bookedInChairs(board).map((booking) => [booking.orderId, booking.customerName] as const),
  ]);

/**
 * What a barber's chair is doing: whom they serve, when they are back from a break, or that
 * it is free; nothing for a barber away.
 */
function chairState(t: TFunction, barber: BoardBarber, customerOf: Map<string, string>) {
  if (barber.servingOrderId) {
    return t('board.barbers.serving', { name: customerOf.get(barber.servingOrderId) ?? '…' });
  }
  if (barber.status === 'on_break' && barber.breakEndsAt) {
    return t('board.barbers.backAt', {
      time: shopClock(barber.breakEndsAt, browserTimeZone()),
    });
  }
  return barber.status === 'away' ? null : t('board.barbers.free');
}

/**
 * The barbers: their live status, whom they serve, when they are back from a break or that
 * their chair is free, and their own line (customers who asked for them); above, the line for
 * any barber.
 */
export function BarbersList({ board, viewerId }: { board: QueueBoard; viewerId: string }) {
  const { t } = useTranslation();
  if (board.barbers.length === 0) return <SectionEmpty title={t('board.barbers.empty')} />;
  const customerOf = customersInChairs(board);
  const lines = linesOf(board.waiting);
  return (
    <ul className="divide-y divide-zinc-100 rounded-2xl border border-zinc-200 bg-white shadow-sm dark:divide-zinc-800 dark:border-zinc-800 dark:bg-zinc-900/70 dark:shadow-none">
      <li
        data-testid="any-barber-line"
        className="px-4 py-2.5 text-sm text-zinc-700 dark:text-zinc-300"
      >
        {t('board.lines.anyLine', { count: lines.get(null) ?? 0 })}
      </li>
      {barbersInOrder(board.barbers, viewerId).map((barber) => {
        const chair = chairState(t, barber, customerOf);
        return (
          <li
            key={barber.userId}
            data-testid="barber"
            className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3"
          >
            <span className="relative">
              <Avatar name={barber.name} size="sm" />
              {barber.status ? (
                <LiveStatusDot
                  status={barber.status}
                  ring
                  className="absolute -right-0.5 -bottom-0.5 size-3"
                />
              ) : null}
            </span>
            <div className="min-w-[9rem] flex-1">
              <p className="truncate font-semibold text-sm text-zinc-950 dark:text-white">
                {barber.name}
                {barber.userId === viewerId ? (
                  <span className="ml-1.5 font-semibold text-amber-700 dark:text-amber-300">
                    ({t('board.you')})
                  </span>
                ) : null}
              </p>
              <p className="truncate text-xs text-zinc-600 dark:text-zinc-400">
                {t(`board.status.${barber.status ?? 'none'}`)}
              </p>
              <p
                data-testid="barber-line"
                className="truncate text-xs text-violet-800 dark:text-violet-300"
              >
                {t('board.lines.inLine', { count: lines.get(barber.userId) ?? 0 })}
              </p>
            </div>
            {chair ? (
              <p
                data-testid="barber-chair"
                className={cn(
                  'ml-auto max-w-full truncate rounded-full px-2.5 py-1 font-medium text-xs',
                  barber.servingOrderId
                    ? 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200'
                    : barber.status === 'on_break'
                      ? 'bg-sky-100 text-sky-900 dark:bg-sky-400/15 dark:text-sky-200'
                      : 'bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300',
                )}
              >
                {chair}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
