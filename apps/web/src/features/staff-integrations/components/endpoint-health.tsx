import { CircleCheck, CircleX, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { BusyButton } from '@/components/ui/busy-button';
import type { WebhookEndpoint, WebhookState } from '../api/webhooks';
import { writtenInstant } from '../utils/written-instant';

const stateTones: Record<WebhookState, BadgeTone> = {
  active: 'emerald',
  disabled: 'zinc',
  paused: 'red',
};

/** Active, off (the owner's doing) or paused (the server's, after three days of failures). */
export function EndpointStateBadge({ state }: { state: WebhookState }) {
  const { t } = useTranslation();
  return (
    <Badge tone={stateTones[state]} hasDot>
      {t(`integrations.state.${state}`)}
    </Badge>
  );
}

/** The last try of any delivery: when, and what the endpoint answered (or that it did not). */
function LastAttempt({ attempt }: { attempt: WebhookEndpoint['lastAttempt'] }) {
  const { t, i18n } = useTranslation();
  if (!attempt) {
    return (
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {t('integrations.lastAttempt.none')}
      </p>
    );
  }
  const when = writtenInstant(attempt.at, i18n.language);
  const Icon = attempt.ok ? CircleCheck : CircleX;
  return (
    <p className="flex items-start gap-1.5 text-sm text-zinc-700 dark:text-zinc-300">
      <Icon
        aria-hidden
        className={
          attempt.ok
            ? 'mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400'
            : 'mt-0.5 size-4 shrink-0 text-red-600 dark:text-red-400'
        }
      />
      <span>
        {attempt.statusCode === null
          ? t('integrations.lastAttempt.noAnswer', { when })
          : t('integrations.lastAttempt.withCode', { when, code: attempt.statusCode })}
      </span>
    </p>
  );
}

/**
 * How the endpoint is doing: since when it has been failing, and, once the server paused it,
 * why nothing is sent and the way to start again.
 */
export function EndpointHealth({
  endpoint,
  isResuming,
  onResume,
}: {
  endpoint: WebhookEndpoint;
  isResuming: boolean;
  onResume: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { failingSince, state } = endpoint;
  return (
    <div className="space-y-2">
      <LastAttempt attempt={endpoint.lastAttempt} />
      {failingSince ? (
        <p className="font-medium text-amber-800 text-sm dark:text-amber-300">
          {t('integrations.failingSince', { when: writtenInstant(failingSince, i18n.language) })}
        </p>
      ) : null}
      {state === 'paused' ? (
        <div className="space-y-2 rounded-xl border border-red-200 bg-red-50 p-3 text-red-900 text-sm dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-200">
          <p>{t('integrations.pausedHint')}</p>
          <BusyButton
            size="sm"
            className="w-full sm:w-auto"
            busy={isResuming}
            busyLabel={t('integrations.resuming')}
            icon={<Play aria-hidden className="size-4" />}
            onClick={onResume}
          >
            {t('integrations.resume')}
          </BusyButton>
        </div>
      ) : null}
    </div>
  );
}
