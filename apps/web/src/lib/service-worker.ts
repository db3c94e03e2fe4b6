/**
 * Registers the service worker (public/sw.js) once the page has loaded, so it never competes
 * with the first paint. It shows pushed alerts and keeps the app shell and the last tracking
 * answer for a weak connection. Production builds only: a development server's files change
 * with every save.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = async () => {
    try {
      await navigator.serviceWorker.register('/sw.js', { scope: '/' });
      const worker = await pageController();
      handLoadedFiles(worker);
    } catch {
      // Without the worker the app works as before, only without alerts and offline copies.
    }
  };
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

/** The worker that serves this page's requests, once it has taken the page over. */
async function pageController(): Promise<ServiceWorker> {
  const { serviceWorker } = navigator;
  await serviceWorker.ready;
  if (serviceWorker.controller) return serviceWorker.controller;
  return new Promise((resolve) => {
    serviceWorker.addEventListener(
      'controllerchange',
      () => {
        if (serviceWorker.controller) resolve(serviceWorker.controller);
      },
      { once: true },
    );
  });
}

/**
 * So the shell and an order's place work offline from the first visit on, the worker is told
 * every file and answer this page loaded without it: those from before it took the page over,
 * and those whose request was already on its way then (they finish later, so the page keeps
 * listening). What the worker served itself (workerStart above 0) it has kept already; of the
 * rest it keeps the shell's files and the tracking answer.
 */
function handLoadedFiles(worker: ServiceWorker): void {
  const observer = new PerformanceObserver((list) => {
    // Each file once: a preloaded file is listed again when it is used.
    const urls = new Set<string>();
    for (const entry of list.getEntriesByType('resource') as PerformanceResourceTiming[]) {
      if (entry.workerStart > 0) continue;
      if (new URL(entry.name).origin === window.location.origin) urls.add(entry.name);
    }
    if (urls.size > 0) worker.postMessage({ type: 'cache-files', urls: [...urls] });
  });
  observer.observe({ type: 'resource', buffered: true });
}
