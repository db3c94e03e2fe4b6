import type { CurrentStatus } from '@jono/contract/api/staff-queue';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { JonoMark } from '@/components/ui/jono-mark';
import { cn } from '@/lib/cn';
import { shopClock } from '@/lib/shop-time';
import { FullscreenButton } from './fullscreen-button';
import { queueStateTones } from './queue-state-badge';

/** The shop's name, its queue state, the clock, and whether the screen still hears the shop. */
export function BigScreenHeader({
  title,
  status,
  now,
  isConnected,
  toolbar,
}: {
  title: string;
  status: CurrentStatus | undefined;
  now: number;
  isConnected: boolean;
  toolbar?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <header className="flex flex-wrap items-center gap-x-[2vw] gap-y-2 border-zinc-200 border-b-2 px-[3vw] py-[1.5vh] dark:border-zinc-800">
      <JonoMark className="size-[max(2.25rem,min(3.5vw,6vh))] shrink-0" />
      <div className="min-w-0 flex-1">
        <h1 className="sr-only">{title}</h1>
        <p className="truncate font-extrabold text-[max(1.5rem,min(3vw,5.2vh))] leading-tight tracking-tight">
          {status?.shop.name ?? title}
        </p>
      </div>
      {status ? (
        <p
          data-testid="screen-queue-state"
          data-queue-state={status.shop.queueState}
          className="inline-flex items-center gap-[0.5em] rounded-full bg-zinc-100 px-[0.9em] py-[0.3em] font-bold text-[max(1.125rem,1.8vw)] dark:bg-zinc-900"
        >
          <span
            aria-hidden
            className={cn('size-[0.7em] rounded-full', queueStateTones[status.shop.queueState].dot)}
          />
          {t(`bigScreen.queueState.${status.shop.queueState}`)}
        </p>
      ) : null}
      {status ? (
        <p className="font-extrabold text-[max(1.5rem,min(3vw,5.2vh))] tabular-nums">
          <time>{shopClock(new Date(now).toISOString(), status.shop.timezone)}</time>
        </p>
      ) : null}
      <div className="flex items-center gap-1">
        <span
          role="status"
          data-live={isConnected}
          className={cn(
            'inline-flex items-center gap-2 rounded-full px-3 py-1.5 font-semibold text-sm',
            isConnected
              ? 'text-emerald-800 dark:text-emerald-300'
              : 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200',
          )}
        >
          <span
            aria-hidden
            className={cn('size-2.5 rounded-full', isConnected ? 'bg-emerald-500' : 'bg-amber-500')}
          />
          {isConnected ? t('board.live') : t('board.reconnecting')}
        </span>
        <FullscreenButton />
        {toolbar}
      </div>
    </header>
  );
}
