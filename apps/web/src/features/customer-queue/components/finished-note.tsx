import type { OrderCall } from '@jono/contract/api/queue';
import { CircleCheckBig, UserX, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { shopClock } from '@/lib/shop-time';

const finishedLooks = {
  served: {
    icon: CircleCheckBig,
    tone: 'bg-sky-100 text-sky-700 dark:bg-sky-400/10 dark:text-sky-300',
  },
  cancelled: { icon: X, tone: 'bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300' },
  no_show: { icon: UserX, tone: 'bg-red-100 text-red-700 dark:bg-red-500/10 dark:text-red-300' },
} as const;

export type FinishedStatus = keyof typeof finishedLooks;

/** What became of the order once it left the queue: served, cancelled, or a no-show. */
export function FinishedNote({
  status,
  call,
  timezone,
}: {
  status: FinishedStatus;
  call: OrderCall | null;
  timezone: string;
}) {
  const { t } = useTranslation();
  const { icon: Icon, tone } = finishedLooks[status];
  // A no-show follows a call: say when it was, so the note tells what happened.
  const noShowDescription = call
    ? t('tracking.noShowCalled', { time: shopClock(call.calledAt, timezone) })
    : t('tracking.noShowDescription');
  const texts = {
    served: [t('tracking.servedTitle'), t('tracking.servedDescription')],
    cancelled: [t('tracking.cancelledTitle'), t('tracking.cancelledDescription')],
    no_show: [t('tracking.noShowTitle'), noShowDescription],
  } as const;
  const [title, description] = texts[status];
  return (
    <div className="relative mt-6 flex flex-col items-center text-center" aria-live="polite">
      <span className={cn('grid size-16 place-items-center rounded-2xl', tone)}>
        <Icon aria-hidden className="size-8" />
      </span>
      <p className="mt-5 font-bold text-2xl tracking-tight text-zinc-950 dark:text-white">
        {title}
      </p>
      <p className="mt-2 max-w-sm text-pretty text-zinc-600 dark:text-zinc-400">{description}</p>
    </div>
  );
}
