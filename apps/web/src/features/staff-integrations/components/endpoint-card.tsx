import { webhookEventTypes } from '@jono/contract/api/webhooks';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { ListCard } from '@/components/ui/list-card';
import type { WebhookEndpoint, WebhookWithSecret } from '../api/webhooks';
import { useEndpointActions } from '../hooks/use-endpoint-actions';
import { eventName } from '../utils/event-groups';
import { DeliveryLog } from './delivery-log';
import { EndpointButtons } from './endpoint-buttons';
import { EndpointHealth, EndpointStateBadge } from './endpoint-health';
import { type EndpointQuestion, EndpointQuestions } from './endpoint-questions';

/** The events it hears: each by name, or "All events" rather than twelve chips. */
function EventChips({ events }: { events: WebhookEndpoint['events'] }) {
  const { t } = useTranslation();
  if (events.length === webhookEventTypes.length) {
    return <Badge tone="sky">{t('integrations.allEvents')}</Badge>;
  }
  return (
    <ul
      aria-label={t('integrations.eventsLabel', { count: events.length })}
      className="flex flex-wrap gap-1.5"
    >
      {events.map((type) => (
        <li key={type}>
          <Badge tone="zinc">{eventName(t, type)}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** The card's name (its address), what it is for, and whether it is on. */
function EndpointTitle({ endpoint, urlId }: { endpoint: WebhookEndpoint; urlId: string }) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <h3
          id={urlId}
          className="break-all font-mono font-semibold text-sm text-zinc-950 dark:text-white"
        >
          {endpoint.url}
        </h3>
        {endpoint.description ? (
          <p className="break-words text-sm text-zinc-700 dark:text-zinc-300">
            {endpoint.description}
          </p>
        ) : null}
      </div>
      <EndpointStateBadge state={endpoint.state} />
    </div>
  );
}

/**
 * One endpoint: its address, what it is for, the events it hears, how it is doing, its steps
 * and, opened on request, its delivery log.
 */
export function EndpointCard({
  endpoint,
  onEdit,
  onSecret,
}: {
  endpoint: WebhookEndpoint;
  onEdit: () => void;
  onSecret: (made: WebhookWithSecret) => void;
}) {
  const urlId = useId();
  const logId = useId();
  const actions = useEndpointActions(endpoint);
  const [asking, setAsking] = useState<EndpointQuestion | null>(null);
  const [isLogOpen, setLogOpen] = useState(false);
  return (
    <ListCard aria-labelledby={urlId} isBusy={actions.isRemoving} className="space-y-4">
      <EndpointTitle endpoint={endpoint} urlId={urlId} />
      <EventChips events={endpoint.events} />
      <EndpointHealth
        endpoint={endpoint}
        isResuming={actions.isChanging}
        onResume={() => void actions.setEnabled(true)}
      />
      <EndpointButtons
        endpoint={endpoint}
        isLogOpen={isLogOpen}
        logId={logId}
        isChanging={actions.isChanging}
        isPinging={actions.isPinging}
        onEdit={onEdit}
        onSetEnabled={(enabled) => void actions.setEnabled(enabled)}
        onSendTest={() => void actions.sendTest()}
        onAsk={setAsking}
        onToggleLog={() => setLogOpen((open) => !open)}
      />
      <div id={logId} hidden={!isLogOpen}>
        {isLogOpen ? <DeliveryLog endpointId={endpoint.id} url={endpoint.url} /> : null}
      </div>
      <EndpointQuestions
        endpoint={endpoint}
        asking={asking}
        actions={actions}
        onSecret={onSecret}
        onClose={() => setAsking(null)}
      />
    </ListCard>
  );
}
