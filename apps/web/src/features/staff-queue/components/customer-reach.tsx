import type { CustomerReach as Reach } from '@jono/contract/api/order-alerts';
import { BellOff, BellRing, CircleAlert, CircleCheck, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { shopClock } from '@/lib/shop-time';

/**
 * Whether the customer can be alerted (a browser with push, an email address, or neither)
 * and whether the last alert got through, so staff know when to call out or phone instead.
 */
export function CustomerReach({ reach, timezone }: { reach: Reach; timezone: string }) {
  const { t } = useTranslation();
  const { lastAlert } = reach;
  return (
    <span
      data-testid="customer-reach"
      className="inline-flex flex-wrap items-center gap-x-2 gap-y-1"
    >
      <span className="sr-only">{t('board.reach.label')}: </span>
      {reach.channels.length === 0 ? (
        <span className="inline-flex items-center gap-1">
          <BellOff aria-hidden className="size-3.5" />
          {t('board.reach.none')}
        </span>
      ) : null}
      {reach.channels.includes('push') ? (
        <span className="inline-flex items-center gap-1">
          <BellRing aria-hidden className="size-3.5" />
          {t('board.reach.push')}
        </span>
      ) : null}
      {reach.channels.includes('email') ? (
        <span className="inline-flex items-center gap-1">
          <Mail aria-hidden className="size-3.5" />
          {t('board.reach.email')}
        </span>
      ) : null}
      {lastAlert ? (
        <span
          className={cn(
            'inline-flex items-center gap-1 font-medium',
            lastAlert.status === 'failed'
              ? 'text-red-700 dark:text-red-400'
              : 'text-emerald-700 dark:text-emerald-400',
          )}
        >
          {lastAlert.status === 'failed' ? (
            <CircleAlert aria-hidden className="size-3.5" />
          ) : (
            <CircleCheck aria-hidden className="size-3.5" />
          )}
          {t(lastAlert.status === 'failed' ? 'board.reach.failed' : 'board.reach.delivered', {
            time: shopClock(lastAlert.at, timezone),
          })}
        </span>
      ) : null}
    </span>
  );
}
