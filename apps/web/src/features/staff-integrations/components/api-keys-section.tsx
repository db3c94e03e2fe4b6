import { API_KEY_CALLS_PER_MINUTE, MAX_API_KEYS } from '@jono/contract/api/api-keys';
import type { TFunction } from 'i18next';
import { KeyRound, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { type MadeApiKey, useApiKeysQuery } from '../api/api-keys';
import { ApiKeyCard } from './api-key-card';
import { ApiKeyFormDialog } from './api-key-form-dialog';
import { SecretDialog, type ShownSecret } from './secret-dialog';
import { SectionHead } from './section-head';

function NewKeyButton({ disabled, onNew }: { disabled?: boolean; onNew: () => void }) {
  const { t } = useTranslation();
  return (
    <Button className="w-full sm:w-auto" disabled={disabled} onClick={onNew}>
      <Plus aria-hidden className="size-4" />
      {t('apiKeys.new')}
    </Button>
  );
}

function KeysLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('apiKeys.loading')} className="space-y-3">
      <Skeleton className="h-32 rounded-2xl" />
      <Skeleton className="h-32 rounded-2xl" />
    </div>
  );
}

/** How other software sends the key: the header every call carries. */
function KeyUsage() {
  const { t } = useTranslation();
  return (
    <div className="space-y-1.5 text-sm text-zinc-700 dark:text-zinc-300">
      <p>{t('apiKeys.secret.usage')}</p>
      <pre className="overflow-x-auto rounded-lg bg-zinc-100 px-3 py-2 font-mono text-xs text-zinc-900 dark:bg-zinc-950 dark:text-zinc-100">
        <code>{`Authorization: Bearer <${t('apiKeys.secret.placeholder')}>`}</code>
      </pre>
      <p className="text-zinc-600 dark:text-zinc-400">
        {t('apiKeys.secret.limit', { calls: API_KEY_CALLS_PER_MINUTE })}
      </p>
    </div>
  );
}

/** A key just made, in the words of the dialog that shows it once. */
const shownKeyOf = (t: TFunction, { key, secret }: MadeApiKey): ShownSecret => ({
  secret,
  title: t('apiKeys.secret.title'),
  description: t('apiKeys.secret.description', { name: key.name }),
  label: t('apiKeys.secret.label'),
  copyLabel: t('apiKeys.secret.copy'),
  copiedLabel: t('apiKeys.secret.copied'),
  once: t('apiKeys.secret.once'),
  usage: <KeyUsage />,
});

/**
 * The owner's API keys: the shop's other software calls Jono with one, limited to the scopes
 * chosen for it. A new key shows once, in a dialog of its own.
 */
export function ApiKeysSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const { currentData: keys, error, isFetching, refetch } = useApiKeysQuery();
  const [isMaking, setMaking] = useState(false);
  const [made, setMade] = useState<MadeApiKey | null>(null);
  const isFull = (keys?.length ?? 0) >= MAX_API_KEYS;
  const open = () => setMaking(true);
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <SectionHead
        icon={KeyRound}
        headingId={headingId}
        title={t('apiKeys.heading')}
        description={t('apiKeys.lead')}
        action={keys && keys.length > 0 ? <NewKeyButton disabled={isFull} onNew={open} /> : null}
      />
      {isFull ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {t('apiKeys.full', { max: MAX_API_KEYS })}
        </p>
      ) : null}
      <section aria-label={t('apiKeys.listLabel')} aria-busy={isFetching}>
        {keys ? (
          keys.length === 0 ? (
            <EmptyState
              icon={KeyRound}
              title={t('apiKeys.empty.title')}
              description={t('apiKeys.empty.hint')}
            >
              <NewKeyButton onNew={open} />
            </EmptyState>
          ) : (
            <ul className="space-y-3">
              {keys.map((apiKey) => (
                <ApiKeyCard key={apiKey.id} apiKey={apiKey} />
              ))}
            </ul>
          )
        ) : error && !isFetching ? (
          <LoadFailedAlert
            title={t('apiKeys.loadFailed')}
            error={error}
            onRetry={() => void refetch()}
          />
        ) : (
          <KeysLoading />
        )}
      </section>
      {isMaking ? <ApiKeyFormDialog onMade={setMade} onClose={() => setMaking(false)} /> : null}
      <SecretDialog shown={made && shownKeyOf(t, made)} onClose={() => setMade(null)} />
    </section>
  );
}
