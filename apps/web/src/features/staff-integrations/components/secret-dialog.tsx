import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { notify } from '@/lib/toast';
import type { WebhookWithSecret } from '../api/webhooks';

/**
 * An endpoint's signing secret, shown this once: the server never hands it out again. A click
 * beside the dialog does not close it, so the secret is not lost by a slip; "Done" does.
 */
export function SecretDialog({
  made,
  onClose,
}: {
  made: WebhookWithSecret | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const canCopy = Boolean(navigator.clipboard?.writeText);
  const copy = async (secret: string) => {
    try {
      await navigator.clipboard.writeText(secret);
      notify.success(t('integrations.secret.copied'));
    } catch {
      // Copying was refused; the secret is selected in its field to copy by hand.
      notify.error(t('integrations.secret.copyFailed'));
    }
  };
  return (
    <Dialog
      isOpen={made !== null}
      onClose={onClose}
      isDismissible={false}
      title={t('integrations.secret.title')}
      description={made ? t('integrations.secret.description', { url: made.endpoint.url }) : null}
    >
      {made ? (
        <div className="space-y-4">
          <label className="block space-y-1.5">
            <span className="font-medium text-sm text-zinc-900 dark:text-zinc-100">
              {t('integrations.secret.label')}
            </span>
            <input
              readOnly
              value={made.secret}
              spellCheck={false}
              onFocus={(event) => event.currentTarget.select()}
              className="focus-ring block w-full rounded-lg border border-zinc-300 bg-zinc-50 px-3 py-2 font-mono text-xs text-zinc-900 dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100"
            />
          </label>
          {canCopy ? (
            <Button
              variant="primary"
              size="sm"
              className="w-full sm:w-auto"
              onClick={() => void copy(made.secret)}
            >
              <Copy aria-hidden className="size-4" />
              {t('integrations.secret.copy')}
            </Button>
          ) : null}
          <Alert tone="warning" title={t('integrations.secret.onceTitle')}>
            <p>{t('integrations.secret.once')}</p>
          </Alert>
          <div className="flex justify-end">
            <Button variant="secondary" className="w-full sm:w-auto" onClick={onClose}>
              {t('integrations.secret.done')}
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
