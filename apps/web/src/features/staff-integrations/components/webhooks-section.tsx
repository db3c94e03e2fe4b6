import { MAX_WEBHOOK_ENDPOINTS } from '@jono/contract/api/webhooks';
import type { TFunction } from 'i18next';
import { Plus, Webhook } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { Skeleton } from '@/components/ui/skeleton';
import {
  useWebhookEndpointsQuery,
  type WebhookEndpoint,
  type WebhookWithSecret,
} from '../api/webhooks';
import { EndpointCard } from './endpoint-card';
import { EndpointFormDialog } from './endpoint-form-dialog';
import { SecretDialog, type ShownSecret } from './secret-dialog';
import { SectionHead } from './section-head';

function AddEndpointButton({ disabled, onAdd }: { disabled?: boolean; onAdd: () => void }) {
  const { t } = useTranslation();
  return (
    <Button className="w-full sm:w-auto" disabled={disabled} onClick={onAdd}>
      <Plus aria-hidden className="size-4" />
      {t('integrations.add')}
    </Button>
  );
}

/**
 * How a receiver knows a request is the shop's: the one pointer the page can give, since the
 * docs are not reachable from inside the app.
 */
function SignatureNote() {
  const { t } = useTranslation();
  return (
    <Alert tone="info" title={t('integrations.signature.title')}>
      <p>{t('integrations.signature.body')}</p>
    </Alert>
  );
}

function EndpointsLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('integrations.loading')} className="space-y-3">
      <Skeleton className="h-44 rounded-2xl" />
      <Skeleton className="h-44 rounded-2xl" />
    </div>
  );
}

/** A new endpoint's or a renewed signing secret, in the words of the dialog that shows it. */
const shownSecretOf = (t: TFunction, { endpoint, secret }: WebhookWithSecret): ShownSecret => ({
  secret,
  title: t('integrations.secret.title'),
  description: t('integrations.secret.description', { url: endpoint.url }),
  label: t('integrations.secret.label'),
  copyLabel: t('integrations.secret.copy'),
  copiedLabel: t('integrations.secret.copied'),
  once: t('integrations.secret.once'),
});

/**
 * The owner's webhooks: the addresses of the shop's other software that hear what happens at
 * the shop, each with its events, its health, its steps and its delivery log. A new endpoint's
 * or a renewed signing secret shows once, in a dialog of its own.
 */
export function WebhooksSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const { currentData: endpoints, error, isFetching, refetch } = useWebhookEndpointsQuery();
  // Open with the endpoint to change, or null for a new one; closed: undefined.
  const [editing, setEditing] = useState<WebhookEndpoint | null | undefined>(undefined);
  const [made, setMade] = useState<WebhookWithSecret | null>(null);
  const isFull = (endpoints?.length ?? 0) >= MAX_WEBHOOK_ENDPOINTS;
  const add = () => setEditing(null);
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <SectionHead
        icon={Webhook}
        headingId={headingId}
        title={t('integrations.heading')}
        description={t('integrations.lead')}
        action={
          endpoints && endpoints.length > 0 ? (
            <AddEndpointButton disabled={isFull} onAdd={add} />
          ) : null
        }
      />
      {isFull ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {t('integrations.full', { max: MAX_WEBHOOK_ENDPOINTS })}
        </p>
      ) : null}
      <section aria-label={t('integrations.listLabel')} aria-busy={isFetching}>
        {endpoints ? (
          endpoints.length === 0 ? (
            <EmptyState
              icon={Webhook}
              title={t('integrations.empty.title')}
              description={t('integrations.empty.hint')}
            >
              <AddEndpointButton onAdd={add} />
            </EmptyState>
          ) : (
            <ul className="space-y-3">
              {endpoints.map((endpoint) => (
                <EndpointCard
                  key={endpoint.id}
                  endpoint={endpoint}
                  onEdit={() => setEditing(endpoint)}
                  onSecret={setMade}
                />
              ))}
            </ul>
          )
        ) : error && !isFetching ? (
          <LoadFailedAlert
            title={t('integrations.loadFailed')}
            error={error}
            onRetry={() => void refetch()}
          />
        ) : (
          <EndpointsLoading />
        )}
      </section>
      <SignatureNote />
      {editing !== undefined ? (
        <EndpointFormDialog
          editing={editing}
          onAdded={setMade}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      <SecretDialog shown={made && shownSecretOf(t, made)} onClose={() => setMade(null)} />
    </section>
  );
}
