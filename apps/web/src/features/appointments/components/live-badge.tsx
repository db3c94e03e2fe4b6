import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** Whether the screen hears the shop live; while it does not, it says so (and reads again). */
export function LiveBadge({ isLive, className }: { isLive: boolean; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      role="status"
      data-live={isLive}
      className={cn(
        'inline-flex items-center gap-2 rounded-full px-3 py-1 font-semibold text-xs ring-1 ring-inset',
        isLive
          ? 'bg-emerald-50 text-emerald-800 ring-emerald-600/20 dark:bg-emerald-400/10 dark:text-emerald-300 dark:ring-emerald-400/25'
          : 'bg-amber-50 text-amber-900 ring-amber-600/25 dark:bg-amber-400/10 dark:text-amber-200 dark:ring-amber-400/25',
        className,
      )}
    >
      <span aria-hidden className="relative flex size-2">
        {isLive ? (
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-60 motion-reduce:animate-none" />
        ) : null}
        <span
          className={cn(
            'relative inline-flex size-2 rounded-full',
            isLive ? 'bg-emerald-500' : 'bg-amber-500',
          )}
        />
      </span>
      {isLive ? t('board.live') : t('board.reconnecting')}
    </span>
  );
}
