import type { QueueEntryStatus } from '@jono/contract/api/queue';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const tones: Record<QueueEntryStatus, string> = {
  waiting:
    'bg-amber-100 text-amber-900 ring-amber-300/60 dark:bg-amber-400/10 dark:text-amber-200 dark:ring-amber-400/30',
  in_service:
    'bg-emerald-100 text-emerald-900 ring-emerald-300/60 dark:bg-emerald-400/10 dark:text-emerald-200 dark:ring-emerald-400/30',
  served:
    'bg-sky-100 text-sky-900 ring-sky-300/60 dark:bg-sky-400/10 dark:text-sky-200 dark:ring-sky-400/30',
  cancelled:
    'bg-zinc-100 text-zinc-700 ring-zinc-300/60 dark:bg-zinc-800 dark:text-zinc-300 dark:ring-zinc-700',
  no_show:
    'bg-red-100 text-red-900 ring-red-300/60 dark:bg-red-500/10 dark:text-red-200 dark:ring-red-500/30',
};

const dots: Record<QueueEntryStatus, string> = {
  waiting: 'bg-amber-500',
  in_service: 'bg-emerald-500',
  served: 'bg-sky-500',
  cancelled: 'bg-zinc-400',
  no_show: 'bg-red-500',
};

/** Waiting, your turn, served, cancelled or no-show. */
export function QueueStatusBadge({
  status,
  className,
}: {
  status: QueueEntryStatus;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 font-semibold text-xs ring-1 ring-inset',
        tones[status],
        className,
      )}
    >
      <span aria-hidden className={cn('size-1.5 rounded-full', dots[status])} />
      {t(`queue.status.${status}`)}
    </span>
  );
}
