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
