import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { CopyButton } from './copy-button';

/** A secret the server hands out once (a signing secret, an API key) and the words around it. */
export interface ShownSecret {
  secret: string;
  title: string;
  description: ReactNode;
  /** The name of the field holding it. */
  label: string;
  copyLabel: string;
  /** The toast once it is copied. */
  copiedLabel: string;
  /** Why to keep it now, and what to do if it is lost. */
  once: string;
  /** How to use it, under the warning. */
  usage?: ReactNode;
}

/**
 * A secret, shown this once: the server never hands it out again. A click beside the dialog
 * does not close it, so the secret is not lost by a slip; "Done" does.
 */
export function SecretDialog({
  shown,
  onClose,
}: {
  shown: ShownSecret | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={shown !== null}
      onClose={onClose}
      isDismissible={false}
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
      title={shown?.title ?? ''}
      description={shown?.description}
    >
      {shown ? (
        <div className="space-y-4">
          <label className="block space-y-1.5">
            <span className="font-medium text-sm text-zinc-900 dark:text-zinc-100">
              {shown.label}
            </span>
            <input
              readOnly
              value={shown.secret}
              spellCheck={false}
              onFocus={(event) => event.currentTarget.select()}
              className="focus-ring block w-full rounded-lg border border-zinc-300 bg-zinc-50 px-3 py-2 font-mono text-xs text-zinc-900 dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100"
            />
          </label>
          <CopyButton
            text={shown.secret}
            label={shown.copyLabel}
            copiedLabel={shown.copiedLabel}
            failedLabel={t('integrations.secret.copyFailed')}
          />
          <Alert tone="warning" title={t('integrations.secret.onceTitle')}>
            <p>{shown.once}</p>
          </Alert>
          {shown.usage}
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
