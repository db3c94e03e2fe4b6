/**
 * Registers the service worker (public/sw.js) once the page has loaded, so it never competes
 * with the first paint. It shows pushed alerts and keeps the app shell and the last tracking
 * answer for a weak connection. The files this page loaded before the worker took over are
 * handed to it to keep, so the shell works offline from the first visit on. Production
 * builds only: a development server's files change with every save.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = async () => {
    try {
      await navigator.serviceWorker.register('/sw.js', { scope: '/' });
      const { active } = await navigator.serviceWorker.ready;
      // Each file once: a preloaded file is listed again when it is used.
      const urls = [
        ...new Set(
          performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((url) => new URL(url).origin === window.location.origin),
        ),
      ];
      active?.postMessage({ type: 'cache-files', urls });
    } catch {
      // Without the worker the app works as before, only without alerts and offline copies.
    }
  };
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
