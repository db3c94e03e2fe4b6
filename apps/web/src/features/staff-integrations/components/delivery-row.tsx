import { RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { BusyButton } from '@/components/ui/busy-button';
import type { WebhookDelivery } from '../api/webhooks';
import { eventName } from '../utils/event-groups';
import { writtenInstant } from '../utils/written-instant';

const statusTones: Record<WebhookDelivery['status'], BadgeTone> = {
  pending: 'amber',
  delivered: 'emerald',
  failed: 'red',
};

/** What the last try got: the HTTP status, else why no answer came, else that none was made. */
function LastOutcome({ delivery }: { delivery: WebhookDelivery }) {
  const { t } = useTranslation();
  const { lastStatusCode, lastError, lastErrorDetail } = delivery;
  if (lastStatusCode !== null) {
    return <>{t('integrations.deliveries.answered', { code: lastStatusCode })}</>;
  }
  if (lastError) {
    // The system's code (ENOTFOUND, ECONNREFUSED) is for whoever runs the receiver.
    const why = t(`integrations.deliveries.failures.${lastError}`);
    const error = lastErrorDetail ? `${why} (${lastErrorDetail})` : why;
    return <>{t('integrations.deliveries.noAnswer', { error })}</>;
  }
  return <>{t('integrations.deliveries.notTried')}</>;
}

/**
 * One delivery of the log: which event, when it happened, how it went and in how many tries,
 * the next try while it is still trying, and a replay once its tries have ended.
 */
export function DeliveryRow({
  delivery,
  isReplaying,
  onReplay,
}: {
  delivery: WebhookDelivery;
  isReplaying: boolean;
  onReplay: () => void;
}) {
  const { t, i18n } = useTranslation();
  const nameId = useId();
  const { status, nextAttemptAt } = delivery;
  return (
    <li
      // Focused by "Load more" (not a stop of its own for Tab).
      tabIndex={-1}
      className="focus-ring flex flex-col gap-3 p-3 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <p id={nameId} className="font-semibold text-sm text-zinc-950 dark:text-white">
            {eventName(t, delivery.eventType)}
          </p>
          <Badge tone={statusTones[status]}>{t(`integrations.deliveries.status.${status}`)}</Badge>
          {delivery.replayOf ? (
            <Badge tone="sky">{t('integrations.deliveries.isReplay')}</Badge>
          ) : null}
        </div>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {writtenInstant(delivery.createdAt, i18n.language)}
          {' · '}
          {t('integrations.deliveries.attempts', { count: delivery.attempts })}
        </p>
        <p className="break-words text-sm text-zinc-700 dark:text-zinc-300">
          <LastOutcome delivery={delivery} />
        </p>
        {status === 'pending' && nextAttemptAt ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            {t('integrations.deliveries.nextTry', {
              when: writtenInstant(nextAttemptAt, i18n.language),
            })}
          </p>
        ) : null}
      </div>
      {status === 'pending' ? null : (
        <BusyButton
          variant="secondary"
          size="sm"
          className="w-full sm:w-auto"
          aria-describedby={nameId}
          busy={isReplaying}
          busyLabel={t('integrations.deliveries.replaying')}
          icon={<RotateCcw aria-hidden className="size-4" />}
          onClick={onReplay}
        >
          {t('integrations.deliveries.replay')}
        </BusyButton>
      )}
    </li>
  );
}
