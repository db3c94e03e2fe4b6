import { useLayoutEffect } from 'react';

/*
 * index.html's painted frame (#app-shell) shows until the app's first page is in, then gives
 * way to it in the same frame (decision 0006). On a shop's page the server painted the shop's
 * header in it (apps/server/src/plugins/external/shop-frame.ts): that frame stays while the page
 * would show its skeleton, so the header the customer already sees is replaced by the app's
 * header itself, in place, never by a skeleton.
 */

let holds = 0;

/** Removes the frame, unless a page holds it (useAppShellHold). */
export function removeAppShell(): void {
  if (holds === 0) document.getElementById('app-shell')?.remove();
}

/**
 * Whether the frame shows a header the server painted: the shop page's skeleton keeps it, and
 * the tab keeps the shop's name the server gave it.
 */
export function hasPaintedHeader(): boolean {
  return document.querySelector('#app-shell [data-shell-shop]') !== null;
}

/**
 * While the caller is shown (a page's skeleton), a frame holding the server's painted header
 * stays; once the caller gives way (to the page, an error, a redirect), the frame goes with it,
 * in the same render.
 */
export function useAppShellHold(): void {
  useLayoutEffect(() => {
    if (!hasPaintedHeader()) return;
    holds += 1;
    return () => {
      holds -= 1;
      removeAppShell();
    };
  }, []);
}
