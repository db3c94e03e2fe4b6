import { type PushOptInState, usePushOptIn } from '@/lib/web-push';
import {
  useSubscribeToOrderAlertsMutation,
  useUnsubscribeFromOrderAlertsMutation,
} from '../api/order-alerts';

export type PushAlertsState = PushOptInState;

/** The tracking page's offer of alerts for one walk-in order (time to leave, your turn...). */
export function usePushAlerts(orderId: string) {
  const [subscribe] = useSubscribeToOrderAlertsMutation();
  const [unsubscribe] = useUnsubscribeFromOrderAlertsMutation();
  return usePushOptIn({
    storageKey: `jono:alerts:${orderId}`,
    subscribe: (body) => subscribe({ orderId, body }).unwrap(),
    unsubscribe: (endpoint) => unsubscribe({ orderId, endpoint }).unwrap(),
  });
}
