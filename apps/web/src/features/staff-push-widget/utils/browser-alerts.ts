import { readStorage, writeStorage } from '@/lib/storage';

/** Whether this device turns push widgets into browser notifications while the tab is hidden. */
export const browserAlertsStorageKey = 'staffBrowserNotifications';

const listeners = new Set<() => void>();

function canUseBrowserAlerts(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

/** The browser's answer for this site: 'default' until the staff member is asked. */
export function browserAlertsPermission(): NotificationPermission | 'unsupported' {
  return canUseBrowserAlerts() ? Notification.permission : 'unsupported';
}

/** Switched on here, and allowed by the browser (a permission taken back turns it off). */
export function areBrowserAlertsOn(): boolean {
  return readStorage(browserAlertsStorageKey) === 'on' && browserAlertsPermission() === 'granted';
}

export function subscribeToBrowserAlerts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Switches browser notifications on or off on this device. Switching on asks the browser's
 * permission first (only a click may ask); refused, the setting stays off.
 */
export async function switchBrowserAlerts(isOn: boolean): Promise<void> {
  if (isOn && canUseBrowserAlerts() && Notification.permission === 'default') {
    await Notification.requestPermission();
  }
  writeStorage(
    browserAlertsStorageKey,
    isOn && browserAlertsPermission() === 'granted' ? 'on' : 'off',
  );
  for (const listener of listeners) listener();
}

/** Shows one browser notification; a click brings the dashboard back and runs `onOpen`. */
export function showBrowserAlert(
  { tag, title, body }: { tag: string; title: string; body: string },
  onOpen: () => void,
): void {
  const notification = new Notification(title, { tag, body, lang: document.documentElement.lang });
  notification.onclick = () => {
    window.focus();
    onOpen();
    notification.close();
  };
}
