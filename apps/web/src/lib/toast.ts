import { useSyncExternalStore } from 'react';

type Sonner = typeof import('sonner');
type ToastOptions = {
  id?: string | number;
  /** How long it stays, when not the 4 seconds every toast lasts. */
  duration?: number;
  /** One step the toast offers, such as Undo. */
  action?: { label: string; onClick: () => void };
};

let sonner: Promise<Sonner> | null = null;
const listeners = new Set<() => void>();

/**
 * sonner (9 kB) is never part of the first load: it downloads when the first toast is shown
 * or the user first interacts with the page, and the toaster mounts then. A toast raised
 * before the toaster is up is replayed to it by sonner, so none is lost.
 */
export function loadToaster(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of listeners) listener();
  }
  return sonner;
}

const show =
  (kind: 'error' | 'success' | 'warning' | 'info') =>
  (message: string, options?: ToastOptions): void => {
    void loadToaster().then(({ toast }) => toast[kind](message, options));
  };

/** Toasts for any page: `notify.error(errorMessage(error))`. */
export const notify = {
  error: show('error'),
  success: show('success'),
  warning: show('warning'),
  info: show('info'),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const isRequested = () => sonner !== null;

/** Whether the toaster is wanted yet (see loadToaster). */
export function useToasterRequested(): boolean {
  return useSyncExternalStore(subscribe, isRequested, isRequested);
}
