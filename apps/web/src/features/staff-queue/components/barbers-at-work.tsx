import type { QueueBoard } from '@jono/contract/api/staff-queue';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { LiveStatusDot } from '@/components/ui/live-status-dot';
import { cn } from '@/lib/cn';
import { useLiveStatusLabel } from '@/lib/live-status-label';
import { barbersInOrder } from './barbers-list';

/** A barber's chair counts while they are available, busy or on a break (not away). */
const isAtWork = (status: string | null) =>
  status === 'available' || status === 'busy' || status === 'on_break';

/** The chairs in use and each barber, at work or not (the viewer first). */
export function BarbersAtWork({ board, viewerId }: { board: QueueBoard; viewerId: string }) {
  const { t } = useTranslation();
  const statusLabel = useLiveStatusLabel();
  const { workingChairs, chairCount } = board.shop;
  return (
    <div className="space-y-4">
      <div>
        <p
          data-testid="chairs-in-use"
          className="font-bold text-3xl text-zinc-950 tabular-nums tracking-tight dark:text-white"
        >
          {t('chairs.inUse', { working: workingChairs, chairs: chairCount })}
        </p>
        <div className="mt-2 flex gap-1.5" aria-hidden>
          {Array.from({ length: chairCount }, (_, index) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: the chairs have no identity but their place.
              key={index}
              className={cn(
                'h-2 flex-1 rounded-full',
                index < workingChairs ? 'bg-amber-400' : 'bg-zinc-200 dark:bg-zinc-800',
              )}
            />
          ))}
        </div>
      </div>
      {board.barbers.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('board.barbers.empty')}</p>
      ) : (
        <ul className="divide-y divide-zinc-100 dark:divide-zinc-800">
          {barbersInOrder(board.barbers, viewerId).map((barber) => (
            <li key={barber.userId} className="flex items-center gap-3 py-2.5">
              <Avatar name={barber.name} size="sm" />
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold text-sm text-zinc-950 dark:text-white">
                  {barber.name}
                </p>
                <p className="flex items-center gap-1.5 text-xs text-zinc-600 dark:text-zinc-400">
                  {barber.status ? <LiveStatusDot status={barber.status} /> : null}
                  {barber.status === 'on_break' && barber.breakEndsAt
                    ? statusLabel(barber.status, barber.breakEndsAt)
                    : t(`board.status.${barber.status ?? 'none'}`)}
                </p>
              </div>
              <span
                className={cn(
                  'shrink-0 rounded-full px-2.5 py-1 font-semibold text-xs',
                  isAtWork(barber.status)
                    ? 'bg-emerald-50 text-emerald-800 dark:bg-emerald-400/10 dark:text-emerald-300'
                    : 'bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300',
                )}
              >
                {isAtWork(barber.status)
                  ? t('queueStatus.barbers.atWork')
                  : t('queueStatus.barbers.notAtWork')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
