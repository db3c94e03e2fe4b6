import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListCard } from '@/components/ui/list-card';
import { scopeName } from '@/lib/api-key-scopes';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { type ApiKey, useRevokeApiKeyMutation } from '../api/api-keys';
import { writtenInstant } from '../utils/written-instant';

/** What the key may do, each scope by its name. */
function ScopeChips({ scopes }: { scopes: ApiKey['scopes'] }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('apiKeys.scopesLabel')} className="flex flex-wrap gap-1.5">
      {scopes.map((scope) => (
        <li key={scope}>
          <Badge tone="zinc" title={scope}>
            {scopeName(t, scope)}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/** Who made the key and when, and when it last called. */
function KeyHistory({ apiKey }: { apiKey: ApiKey }) {
  const { t, i18n } = useTranslation();
  const when = (instant: string) => writtenInstant(instant, i18n.language);
  return (
    <p className="text-sm text-zinc-600 dark:text-zinc-400">
      {t('apiKeys.madeBy', { name: apiKey.createdBy.name, when: when(apiKey.createdAt) })}
      {' · '}
      {apiKey.lastUsedAt
        ? t('apiKeys.lastUsed', { when: when(apiKey.lastUsedAt) })
        : t('apiKeys.neverUsed')}
    </p>
  );
}

/** Revokes the key once asked; true when it is gone. A refusal is said in a toast. */
function useRevoke(apiKey: ApiKey) {
  const { t } = useTranslation();
  const [revoke, revoking] = useRevokeApiKeyMutation();
  const run = async () => {
    try {
      await revoke(apiKey.id).unwrap();
      notify.success(t('apiKeys.revoked', { name: apiKey.name }));
      return true;
    } catch (error) {
      notify.error(errorMessage(error));
      return false;
    }
  };
  return { run, isRevoking: revoking.isLoading };
}

/**
 * One key: its name, how it starts (to find it in the other software's settings), what it may
 * do, who made it and whether it is used. Revoking asks first: it stops working at once.
 */
export function ApiKeyCard({ apiKey }: { apiKey: ApiKey }) {
  const { t } = useTranslation();
  const nameId = useId();
  const [isAsking, setAsking] = useState(false);
  const { run, isRevoking } = useRevoke(apiKey);
  const confirm = async () => {
    if (await run()) setAsking(false);
  };
  return (
    <ListCard aria-labelledby={nameId} isBusy={isRevoking} className="space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h3 id={nameId} className="break-words font-semibold text-zinc-950 dark:text-white">
            {apiKey.name}
          </h3>
          <p className="break-all font-mono text-xs text-zinc-600 dark:text-zinc-400">
            <span className="sr-only">{t('apiKeys.startsWith')} </span>
            {apiKey.start}…
          </p>
        </div>
        <Button
          variant="dangerGhost"
          size="sm"
          className="w-full shrink-0 sm:w-auto"
          onClick={() => setAsking(true)}
        >
          <Trash2 aria-hidden className="size-4" />
          {t('apiKeys.revoke')}
        </Button>
      </div>
      <ScopeChips scopes={apiKey.scopes} />
      <KeyHistory apiKey={apiKey} />
      <ConfirmDialog
        subject={isAsking ? apiKey : null}
        isPending={isRevoking}
        icon={Trash2}
        title={t('apiKeys.revokeAsk.title')}
        description={t('apiKeys.revokeAsk.description', { name: apiKey.name })}
        keepLabel={t('integrations.keep')}
        confirmLabel={t('apiKeys.revokeAsk.confirm')}
        workingLabel={t('apiKeys.revoking')}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      />
    </ListCard>
  );
}
