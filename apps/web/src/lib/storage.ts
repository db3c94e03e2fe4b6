/**
 * localStorage that never throws: storage can be blocked (private mode, policies) and the
 * app must still run with its defaults.
 */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not saved: the choice still holds for this visit.
  }
}
