import type { CustomerReach as Reach } from '@jono/contract/api/order-alerts';
import {
  BellOff,
  BellRing,
  CircleAlert,
  CircleCheck,
  Mail,
  MessageSquareText,
  Send,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { shopClock } from '@/lib/shop-time';

type LastAlert = NonNullable<Reach['lastAlert']>;

// Sent is still on its way (a text the network has not confirmed): amber, not yet green.
const statusLook = {
  sent: { icon: Send, className: 'text-amber-700 dark:text-amber-400' },
  delivered: { icon: CircleCheck, className: 'text-emerald-700 dark:text-emerald-400' },
  failed: { icon: CircleAlert, className: 'text-red-700 dark:text-red-400' },
} as const;

/** "Text delivered 10:42": the last alert, by the channel it went by when that is known. */
function LastAlertNote({ alert, timezone }: { alert: LastAlert; timezone: string }) {
  const { t } = useTranslation();
  const { icon: Icon, className } = statusLook[alert.status];
  return (
    <span className={cn('inline-flex items-center gap-1 font-medium', className)}>
      <Icon aria-hidden className="size-3.5" />
      {t(`board.reach.last.${alert.channel ?? 'unknown'}.${alert.status}`, {
        time: shopClock(alert.at, timezone),
      })}
    </span>
  );
}

const channelLook = [
  { channel: 'push', icon: BellRing, key: 'board.reach.push' },
  { channel: 'text', icon: MessageSquareText, key: 'board.reach.text' },
  { channel: 'email', icon: Mail, key: 'board.reach.email' },
] as const;

/**
 * Whether the customer can be alerted (a browser with push, text messages, an email address,
 * or none of them) and how the last alert went, so staff know when to call out or phone instead.
 */
export function CustomerReach({ reach, timezone }: { reach: Reach; timezone: string }) {
  const { t } = useTranslation();
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
      {channelLook
        .filter(({ channel }) => reach.channels.includes(channel))
        .map(({ channel, icon: Icon, key }) => (
          <span key={channel} className="inline-flex items-center gap-1">
            <Icon aria-hidden className="size-3.5" />
            {t(key)}
          </span>
        ))}
      {reach.lastAlert ? <LastAlertNote alert={reach.lastAlert} timezone={timezone} /> : null}
    </span>
  );
}
