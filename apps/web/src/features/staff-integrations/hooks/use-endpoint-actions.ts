import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import {
  useChangeWebhookMutation,
  usePingWebhookMutation,
  useRemoveWebhookMutation,
  useRenewWebhookSecretMutation,
  type WebhookEndpoint,
  type WebhookWithSecret,
} from '../api/webhooks';

/**
 * What can be done to one endpoint from its card: switch it on (which also resumes a paused
 * one) or off, send a test event, renew its secret and remove it. A failure is said in a
 * toast; each step tells whether it was done, so a dialog that asked can close.
 */
export function useEndpointActions(endpoint: WebhookEndpoint) {
  const { t } = useTranslation();
  const [change, changing] = useChangeWebhookMutation();
  const [ping, pinging] = usePingWebhookMutation();
  const [renew, renewing] = useRenewWebhookSecretMutation();
  const [remove, removing] = useRemoveWebhookMutation();
  const { id, url } = endpoint;

  const attempt = async (step: () => Promise<void>) => {
    try {
      await step();
      return true;
    } catch (error) {
      notify.error(errorMessage(error));
      return false;
    }
  };

  const setEnabled = (enabled: boolean) =>
    attempt(async () => {
      await change({ id, patch: { enabled } }).unwrap();
      notify.success(t(enabled ? 'integrations.switchedOn' : 'integrations.switchedOff', { url }));
    });
  const sendTest = () =>
    attempt(async () => {
      await ping(id).unwrap();
      notify.success(t('integrations.testSent', { url }));
    });
  /** The new secret, or null when it was refused. */
  const renewSecret = async (): Promise<WebhookWithSecret | null> => {
    try {
      return await renew(id).unwrap();
    } catch (error) {
      notify.error(errorMessage(error));
      return null;
    }
  };
  const removeEndpoint = () =>
    attempt(async () => {
      await remove(id).unwrap();
      notify.success(t('integrations.removed', { url }));
    });

  return {
    setEnabled,
    sendTest,
    renewSecret,
    removeEndpoint,
    isChanging: changing.isLoading,
    isPinging: pinging.isLoading,
    isRenewing: renewing.isLoading,
    isRemoving: removing.isLoading,
  };
}

export type EndpointActions = ReturnType<typeof useEndpointActions>;
