import { KeyRound, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { WebhookEndpoint, WebhookWithSecret } from '../api/webhooks';
import type { EndpointActions } from '../hooks/use-endpoint-actions';

export type EndpointQuestion = 'renew' | 'delete';

/**
 * The two steps of an endpoint that ask first: a new secret (the receiver refuses every event
 * until it has it) and deleting it (with its log). Each question closes once its step is done.
 */
export function EndpointQuestions({
  endpoint,
  asking,
  actions,
  onSecret,
  onClose,
}: {
  endpoint: WebhookEndpoint;
  asking: EndpointQuestion | null;
  actions: EndpointActions;
  onSecret: (made: WebhookWithSecret) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { url } = endpoint;
  // The question closes in the same render the secret opens, so focus goes from one dialog
  // to the other and, once the secret is read, back to the card.
  const renew = async () => {
    const made = await actions.renewSecret();
    if (!made) return;
    onClose();
    onSecret(made);
  };
  const remove = async () => {
    if (await actions.removeEndpoint()) onClose();
  };
  return (
    <>
      <ConfirmDialog
        subject={asking === 'renew' ? endpoint : null}
        isPending={actions.isRenewing}
        variant="primary"
        icon={KeyRound}
        title={t('integrations.renewAsk.title')}
        description={t('integrations.renewAsk.description', { url })}
        keepLabel={t('integrations.keep')}
        confirmLabel={t('integrations.renewAsk.confirm')}
        workingLabel={t('integrations.renewing')}
        onConfirm={() => void renew()}
        onClose={onClose}
      />
      <ConfirmDialog
        subject={asking === 'delete' ? endpoint : null}
        isPending={actions.isRemoving}
        icon={Trash2}
        title={t('integrations.deleteAsk.title')}
        description={t('integrations.deleteAsk.description', { url })}
        keepLabel={t('integrations.keep')}
        confirmLabel={t('integrations.deleteAsk.confirm')}
        workingLabel={t('integrations.deleting')}
        onConfirm={() => void remove()}
        onClose={onClose}
      />
    </>
  );
}
