import {
  type PushSubscriptionBody,
  pushPaths,
  pushPublicKeyResponse,
} from '@jono/contract/api/order-alerts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, apiPath, malformedAnswer } from './api-client';
import { currentLanguage } from './i18n';
import { readStorage, writeStorage } from './storage';

/**
 * What this browser can do about alerts: Web Push; nothing until the page is installed to
 * the home screen (Safari on iPhone and iPad allows push only there); or no push at all.
 */
export type PushSupport = 'push' | 'needs-home-screen' | 'none';

const isAppleMobile = () =>
  /iPad|iPhone|iPod/.test(navigator.userAgent) ||
  // iPadOS says it is a Mac; a Mac has no touch screen.
  (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);

const isInstalled = () =>
  window.matchMedia?.('(display-mode: standalone)').matches === true ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

export function pushSupport(): PushSupport {
  const canPush =
    'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (canPush) return 'push';
  return isAppleMobile() && !isInstalled() ? 'needs-home-screen' : 'none';
}

/** The VAPID key as PushManager.subscribe takes it: the bytes of its base64url text. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

const pushKeyApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/push/public-key: the server's VAPID key this browser subscribes with. */
    pushPublicKey: build.query<string, void>({
      query: () => apiPath(pushPaths.publicKey),
      rawResponseSchema: pushPublicKeyResponse,
      transformResponse: (response: { data: { publicKey: string } }) => response.data.publicKey,
      catchSchemaFailure: malformedAnswer,
    }),
  }),
});

/**
 * Where this browser stands with the alerts of one thing (an order, a booking): still
 * looking; off, on, or being switched; refused by the user; failed; or impossible.
 */
export type PushOptInState =
  | 'checking'
  | 'off'
  | 'working'
  | 'on'
  | 'denied'
  | 'failed'
  | 'needs-home-screen'
  | 'unsupported';

/** What is being subscribed to, and how the server is told. */
export interface PushOptInTarget {
  /** Where the endpoint told to the server is remembered, so a reload knows alerts are on. */
  storageKey: string;
  subscribe: (body: PushSubscriptionBody) => Promise<unknown>;
  unsubscribe: (endpoint: string) => Promise<unknown>;
}

async function currentRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration('/');
}

/**
 * Whether alerts are on in this browser: permission granted, and its subscription the one
 * told to the server (remembered under `storageKey`).
 */
async function subscribedState(storageKey: string): Promise<'on' | 'off' | 'unsupported'> {
  try {
    const registration = await currentRegistration();
    if (!registration) return 'unsupported';
    const subscription = await registration.pushManager.getSubscription();
    const isOn =
      Notification.permission === 'granted' &&
      subscription !== null &&
      readStorage(storageKey) === subscription.endpoint;
    return isOn ? 'on' : 'off';
  } catch {
    return 'unsupported';
  }
}

/**
 * A page's offer of push alerts: asks for permission, subscribes this browser with the
 * server's VAPID key and hands the subscription to the server; turning off tells the server
 * to stop. The browser's own subscription stays, as other orders and bookings may use it.
 */
export function usePushOptIn(target: PushOptInTarget) {
  const [state, setState] = useState<PushOptInState>('checking');
  const [fetchPublicKey] = pushKeyApi.useLazyPushPublicKeyQuery();
  // The latest calls, without making every render a new turnOn.
  const current = useRef(target);
  current.current = target;
  const { storageKey } = target;

  useEffect(() => {
    let isCurrent = true;
    const settle = (next: PushOptInState) => {
      if (isCurrent) setState(next);
    };
    const support = pushSupport();
    if (support === 'needs-home-screen') settle('needs-home-screen');
    else if (support === 'none') settle('unsupported');
    else if (Notification.permission === 'denied') settle('denied');
    else void subscribedState(storageKey).then(settle);
    return () => {
      isCurrent = false;
    };
  }, [storageKey]);

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
      await current.current.subscribe({
        endpoint,
        keys: { p256dh: keys.p256dh, auth: keys.auth },
        language: currentLanguage(),
      });
      writeStorage(storageKey, endpoint);
      setState('on');
    } catch {
      setState('failed');
    }
  }, [fetchPublicKey, storageKey]);

  const turnOff = useCallback(async () => {
    setState('working');
    try {
      const subscription = await (await currentRegistration())?.pushManager.getSubscription();
      if (subscription) await current.current.unsubscribe(subscription.endpoint);
      writeStorage(storageKey, '');
      setState('off');
    } catch {
      setState('on');
    }
  }, [storageKey]);

  return { state, turnOn, turnOff };
}
