import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useNow } from '@/lib/use-now';

/**
 * How old the page's data is while it reads itself on a timer instead of hearing live
 * updates: "Updated 12 s ago".
 */
function UpdatedAgo({ updatedAt }: { updatedAt: number }) {
  const { t } = useTranslation();
  const now = useNow(1_000);
  const seconds = Math.max(0, Math.floor((now - updatedAt) / 1_000));
  return (
    <span
      data-testid="updated-ago"
      className="font-medium text-xs text-zinc-500 dark:text-zinc-400"
    >
      {seconds < 60
        ? t('tracking.updatedSecondsAgo', { count: seconds })
        : t('tracking.updatedMinutesAgo', { count: Math.floor(seconds / 60) })}
    </span>
  );
}

/** Whether the page hears the shop live; without live updates, how old its data is. */
export function LiveIndicator({
  isLive,
  updatedAt,
}: {
  isLive: boolean;
  updatedAt?: number | undefined;
}) {
  const { t } = useTranslation();
  if (!isLive && updatedAt) return <UpdatedAgo updatedAt={updatedAt} />;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 font-medium text-xs',
        isLive ? 'text-emerald-700 dark:text-emerald-400' : 'text-zinc-500 dark:text-zinc-400',
      )}
    >
      <span aria-hidden className="relative flex size-2">
        {isLive ? (
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-60" />
        ) : null}
        <span
          className={cn(
            'relative inline-flex size-2 rounded-full',
            isLive ? 'bg-emerald-500' : 'bg-zinc-400',
          )}
        />
      </span>
      {isLive ? t('tracking.live') : t('tracking.reconnecting')}
    </span>
  );
}
