import webPush from 'web-push';
import { perApp } from './per-app';
import type { VapidKeys } from './vapid-keys';

/**
 * The push services of current browsers: Chrome and its kin (FCM), Firefox (Mozilla), Safari
 * (Apple), Edge (Windows). A subscription's endpoint is whatever the client sends, so the
 * server posts only to these, never to an address a caller made up (an internal service).
 */
const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^web\.push\.apple\.com$/,
  /\.push\.apple\.com$/,
  /\.notify\.windows\.com$/,
];

/**
 * Whether the server may deliver to this endpoint: https on a known push service, or an
 * origin named in `extraOrigins` (a self-hosted push service; the tests' stand-in).
 */
export function isPushServiceEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (extraOrigins.includes(url.origin)) return true;
  return (
    url.protocol === 'https:' &&
    url.port === '' &&
    PUSH_SERVICE_HOSTS.some((h) => h.test(url.hostname))
  );
}

/**
 * Who the push service can contact about our messages: the site when it is public over https,
 * else the mail sender's address (push services refuse http and localhost subjects).
 */
export function vapidSubject(publicUrl: string, mailFrom: string): string {
  const url = new URL(publicUrl);
  if (url.protocol === 'https:' && url.hostname !== 'localhost') return url.origin;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushOptions {
  vapid: VapidKeys & { subject: string };
  /** Seconds the push service keeps the message for an offline device. */
  ttlSeconds: number;
  urgency: 'normal' | 'high';
  timeoutMs?: number;
}

/**
 * 'delivered': the push service took the message. 'gone': the subscription no longer exists
 * (404/410) and must be forgotten. 'failed': anything else; the subscription stays.
 */
export type PushOutcome = 'delivered' | 'gone' | 'failed';

type PushOutcomeListener = (outcome: PushOutcome) => void;
/**
 * The app a message is sent for, known by its realtime server: an app has one, and every
 * context made from the app shares it, so a delivery is heard by its own app's listeners only.
 */
interface PushingApp {
  io: object;
}
/** Per app: who hears its deliveries' outcomes. */
const outcomeListenersOf = perApp((_io: object) => new Set<PushOutcomeListener>());

/** Hears every delivery the app makes (the metrics count them); returns how to stop listening. */
export function listenToPushOutcomes(app: PushingApp, listener: PushOutcomeListener): () => void {
  const listeners = outcomeListenersOf(app.io);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Sends one message for `app`: web-push encrypts it for the subscription (aes128gcm, RFC 8291)
 * and signs the VAPID header; the POST itself goes through fetch, without following
 * redirects, so it can only ever reach the endpoint that was checked.
 */
export async function deliverPush(
  app: PushingApp,
  target: PushTarget,
  payload: string,
  options: PushOptions,
): Promise<PushOutcome> {
  const outcome = await sendPush(target, payload, options);
  for (const listener of outcomeListenersOf(app.io)) listener(outcome);
  return outcome;
}

async function sendPush(
  target: PushTarget,
  payload: string,
  options: PushOptions,
): Promise<PushOutcome> {
  const request = webPush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    {
      vapidDetails: options.vapid,
      TTL: options.ttlSeconds,
      urgency: options.urgency,
      contentEncoding: 'aes128gcm',
    },
  );
  try {
    const response = await fetch(request.endpoint, {
      method: 'POST',
      headers: request.headers as Record<string, string>,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    await response.arrayBuffer();
    if (response.status === 404 || response.status === 410) return 'gone';
    return response.ok ? 'delivered' : 'failed';
  } catch {
    return 'failed';
  }
}
