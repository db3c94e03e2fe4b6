import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

/** Whether the screen hears the shop live; while it does not, it says so (and reads again). */
export function LiveBadge({ isLive, className }: { isLive: boolean; className?: string }) {
  const { t } = useTranslation();
  return (
    <Badge
      tone={isLive ? 'emerald' : 'amber'}
      role="status"
      data-live={isLive}
      className={cn('gap-2 px-3', className)}
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
    </Badge>
  );
}
