import type { ShopDetail } from '@jono/contract/api/shops';
import { Clock, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { formatMinutes } from '@/lib/format';
import { queueFullMessage } from '@/lib/queue-words';
import { useLanguage } from '../hooks/use-language';

/** The shop's queue as it is now: how many wait, how long a new walk-in waits, full or closed. */
export function ShopQueueNow({
  queue,
  queueState,
  fullReason,
  maxWaitMinutes,
  waitingTime,
}: Pick<ShopDetail, 'queue' | 'queueState' | 'fullReason' | 'maxWaitMinutes' | 'waitingTime'>) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="space-y-3">
      <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <div className="flex items-center gap-2">
          <UsersRound aria-hidden className="size-4 text-zinc-400" />
          <dt className="text-zinc-600 dark:text-zinc-400">{t('order.peopleInLine')}</dt>
          <dd className="font-semibold tabular-nums text-zinc-950 dark:text-white">{queue}</dd>
        </div>
        <div className="flex items-center gap-2">
          <Clock aria-hidden className="size-4 text-zinc-400" />
          <dt className="text-zinc-600 dark:text-zinc-400">{t('order.currentWait')}</dt>
          <dd className="font-semibold tabular-nums text-zinc-950 dark:text-white">
            {waitingTime === 0
              ? t('order.noWait')
              : t('tracking.aboutTime', { time: formatMinutes(waitingTime, language) })}
          </dd>
        </div>
      </dl>
      {queueState === 'full' ? (
        <Alert tone="warning">
          {queueFullMessage(t, { fullReason, maxWaitMinutes }, language)}
        </Alert>
      ) : null}
      {queueState === 'closed' ? <Alert tone="warning">{t('order.shopClosed')}</Alert> : null}
    </div>
  );
}
