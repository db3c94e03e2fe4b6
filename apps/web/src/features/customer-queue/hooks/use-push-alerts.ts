import { useCallback, useEffect, useState } from 'react';
import { currentLanguage } from '@/lib/i18n';
import { readStorage, writeStorage } from '@/lib/storage';
import {
  useLazyPushPublicKeyQuery,
  useSubscribeToOrderAlertsMutation,
  useUnsubscribeFromOrderAlertsMutation,
} from '../api/order-alerts';
import { applicationServerKey, pushSupport } from '../utils/push-support';

/**
 * Where this browser stands with one order's alerts: still looking; off, on, or being
 * switched; refused by the user; failed; or impossible (see pushSupport).
 */
export type PushAlertsState =
  | 'checking'
  | 'off'
  | 'working'
  | 'on'
  | 'denied'
  | 'failed'
  | 'needs-home-screen'
  | 'unsupported';

/** The endpoint this browser told the server for an order, so a reload knows alerts are on. */
const storageKey = (orderId: string) => `jono:alerts:${orderId}`;

async function currentRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration('/');
}

/**
 * The tracking page's offer of alerts for one order: asks for permission, subscribes this
 * browser with the server's VAPID key and hands the subscription to the server; turning off
 * tells the server to stop. The browser's own subscription stays, as other orders may use it.
 */
export function usePushAlerts(orderId: string) {
  const [state, setState] = useState<PushAlertsState>('checking');
  const [fetchPublicKey] = useLazyPushPublicKeyQuery();
  const [subscribe] = useSubscribeToOrderAlertsMutation();
  const [unsubscribe] = useUnsubscribeFromOrderAlertsMutation();

  useEffect(() => {
    let isCurrent = true;
    const settle = (next: PushAlertsState) => {
      if (isCurrent) setState(next);
    };
    const support = pushSupport();
    if (support === 'needs-home-screen') settle('needs-home-screen');
    else if (support === 'none') settle('unsupported');
    else if (Notification.permission === 'denied') settle('denied');
    else {
      void currentRegistration()
        .then(async (registration) => {
          if (!registration) return settle('unsupported');
          const subscription = await registration.pushManager.getSubscription();
          const isOn =
            Notification.permission === 'granted' &&
            subscription !== null &&
            readStorage(storageKey(orderId)) === subscription.endpoint;
          settle(isOn ? 'on' : 'off');
        })
        .catch(() => settle('unsupported'));
    }
    return () => {
      isCurrent = false;
    };
  }, [orderId]);

  const turnOn = useCallback(async () => {
    setState('working');
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setState(permission === 'denied' ? 'denied' : 'off');
        return;
      }
      const registration = await currentRegistration();
      if (!registration) {
        setState('unsupported');
        return;
      }
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: applicationServerKey(await fetchPublicKey().unwrap()),
        }));
      const { endpoint, keys } = subscription.toJSON();
      if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('incomplete subscription');
      await subscribe({
        orderId,
        body: {
          endpoint,
          keys: { p256dh: keys.p256dh, auth: keys.auth },
          language: currentLanguage(),
        },
      }).unwrap();
      writeStorage(storageKey(orderId), endpoint);
      setState('on');
    } catch {
      setState('failed');
    }
  }, [fetchPublicKey, orderId, subscribe]);

  const turnOff = useCallback(async () => {
    setState('working');
    try {
      const subscription = await (await currentRegistration())?.pushManager.getSubscription();
      if (subscription) await unsubscribe({ orderId, endpoint: subscription.endpoint }).unwrap();
      writeStorage(storageKey(orderId), '');
      setState('off');
    } catch {
      setState('on');
    }
  }, [orderId, unsubscribe]);

  return { state, turnOn, turnOff };
}
