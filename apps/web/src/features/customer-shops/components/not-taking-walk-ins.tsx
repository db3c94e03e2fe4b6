import type { QueueFullReason, QueueState } from '@jono/contract/events';
import { CalendarClock, CircleSlash, Clock, Hourglass, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { queueFullMessage } from '@/lib/queue-words';

/**
 * Closed, full, past today's last walk-in (nobody need be waiting for that), or a wait past
 * the owner's most (its title is worded with that most, so it is no key of its own).
 */
function wordsFor(queueState: Exclude<QueueState, 'open'>, fullReason: QueueFullReason | null) {
  if (queueState === 'closed') {
    return {
      Icon: CircleSlash,
      title: 'shopPage.closedTitle',
      description: 'shopPage.closedDescription',
    } as const;
  }
  if (fullReason === 'closing') {
    return {
      Icon: Clock,
      title: 'messages.lastWalkInPassed',
      description: 'shopPage.lastWalkInDescription',
    } as const;
  }
  if (fullReason === 'wait') {
    return { Icon: Hourglass, title: null, description: 'shopPage.waitDescription' } as const;
  }
  return {
    Icon: Users,
    title: 'shopPage.fullTitle',
    description: 'shopPage.fullDescription',
  } as const;
}

/** Why walk-ins are not taken now (full or closed), and the way to book instead. */
export function NotTakingWalkIns({
  shopId,
  queueState,
  fullReason,
  maxWaitMinutes,
}: {
  shopId: string;
  queueState: QueueState;
  fullReason: QueueFullReason | null;
  maxWaitMinutes: number | null;
}) {
  const { t, i18n } = useTranslation();
  if (queueState === 'open') return null;
  const words = wordsFor(queueState, fullReason);
  const title =
    words.title === null
      ? queueFullMessage(t, { fullReason, maxWaitMinutes }, i18n.language)
      : t(words.title);
  return (
    <div
      role="status"
      className="flex flex-col gap-4 rounded-2xl border border-amber-300/70 bg-amber-50 p-5 sm:flex-row sm:items-center dark:border-amber-400/25 dark:bg-amber-400/10"
    >
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-amber-100 text-amber-700 dark:bg-amber-400/15 dark:text-amber-300">
        <words.Icon aria-hidden className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-amber-950 dark:text-amber-100">{title}</p>
        <p className="mt-0.5 text-sm text-amber-900/80 dark:text-amber-200/80">
          {t(words.description)}
        </p>
      </div>
      <Link to={paths.preBookingBarbershop(shopId)} className={buttonStyles()}>
        <CalendarClock aria-hidden className="size-4" />
        {t('shopPage.preBookInstead')}
      </Link>
    </div>
  );
}
