// Jono's service worker: shows the alerts the server pushes (time to leave, first in line,
// your turn, removed, queue closed), opens the order's tracking page when one is tapped, and
// keeps the app shell and each order's last tracking answer, so a customer on a weak
// connection still sees their place, marked as saved, instead of an error.

const SHELL_CACHE = 'jono-shell-v1';
const ORDERS_CACHE = 'jono-orders-v1';
const CACHES = [SHELL_CACHE, ORDERS_CACHE];
/** The page every client route is: the router inside it draws the rest. */
const APP_PAGE = '/';
const SHELL = [
  APP_PAGE,
  '/boot.js',
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/badge-72.png',
];
/** The answer header telling the page it reads a saved copy, and from when. */
const SAVED_AT_HEADER = 'x-jono-saved-at';
const TRACKING_ANSWER = /^\/api\/queue\/[0-9a-f-]{36}$/i;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => !CACHES.includes(n)).map((n) => caches.delete(n))),
      )
      .then(() => self.clients.claim()),
  );
});

// The page names what it loaded before this worker took over (its scripts, styles and this
// language's texts, and an order's tracking answer), so the shell and the order's place work
// offline from the first visit on. The answer is read again here to be kept with its time.
self.addEventListener('message', (event) => {
  const { data } = event;
  if (data?.type !== 'cache-files' || !Array.isArray(data.urls)) return;
  const paths = new Set();
  const answers = new Set();
  for (const url of data.urls) {
    try {
      const parsed = new URL(url, self.location.origin);
      if (parsed.origin !== self.location.origin) continue;
      if (parsed.pathname.startsWith('/assets/')) paths.add(parsed.pathname);
      else if (TRACKING_ANSWER.test(parsed.pathname)) answers.add(parsed.pathname);
    } catch {
      // Not a URL: nothing to keep.
    }
  }
  // A page lists a file twice when it was preloaded and then loaded; Cache.addAll refuses a
  // list with a request twice in it and would keep nothing.
  event.waitUntil(
    Promise.all([
      caches.open(SHELL_CACHE).then((cache) => cache.addAll([...paths])),
      // Offline already, or refused: the order has no copy to keep.
      ...[...answers].map((path) => trackingAnswer(new Request(path)).catch(() => {})),
    ]),
  );
});

async function pageFromNetworkOrShell(request) {
  try {
    const response = await fetch(request);
    const type = response.headers.get('content-type') ?? '';
    if (response.ok && type.includes('text/html')) {
      const cache = await caches.open(SHELL_CACHE);
      await cache.put(APP_PAGE, response.clone());
    }
    return response;
  } catch (error) {
    const saved = await caches.match(APP_PAGE);
    if (saved) return saved;
    throw error;
  }
}

/**
 * Fingerprinted files never change: the saved copy is the file. It is found whatever the
 * request's Origin or encoding (the server's answers vary on both): a module script asks with
 * an Origin header, the copy kept from the page's list was fetched without one.
 */
async function fileFromCacheFirst(request) {
  const saved = await caches.match(request, { ignoreVary: true });
  if (saved) return saved;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(SHELL_CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

/** Other files of the shell: the saved copy at once, refreshed behind it. */
async function fileFromCacheThenRefresh(request) {
  const cache = await caches.open(SHELL_CACHE);
  const saved = await cache.match(request, { ignoreVary: true });
  const fresh = fetch(request).then(async (response) => {
    if (response.ok) await cache.put(request, response.clone());
    return response;
  });
  if (saved) {
    fresh.catch(() => {});
    return saved;
  }
  return fresh;
}

/**
 * The tracking answer from the network, kept as the order's last known place; without a
 * network, that kept answer with the time it was saved, so the page can say it is offline.
 */
async function trackingAnswer(request) {
  const cache = await caches.open(ORDERS_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) {
      const headers = new Headers(response.headers);
      headers.set(SAVED_AT_HEADER, new Date().toISOString());
      const body = await response.clone().arrayBuffer();
      await cache.put(request, new Response(body, { status: 200, headers }));
    }
    return response;
  } catch (error) {
    const saved = await cache.match(request);
    if (saved) return saved;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(pageFromNetworkOrShell(request));
  } else if (TRACKING_ANSWER.test(url.pathname)) {
    event.respondWith(trackingAnswer(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(fileFromCacheFirst(request));
  } else if (SHELL.includes(url.pathname) || url.pathname.startsWith('/icons/')) {
    event.respondWith(fileFromCacheThenRefresh(request));
  }
  // Everything else (the API, live updates, uploads) goes to the network as usual.
});

// A push from the server: { kind, orderId, code, lang, title, body, url, tag }.
self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data?.json();
  } catch {
    message = null;
  }
  if (!message?.title) return;
  const urgent = message.kind === 'turn' || message.kind === 'leave';
  event.waitUntil(
    self.registration
      .showNotification(message.title, {
        body: message.body,
        lang: message.lang,
        tag: message.tag,
        // A newer alert of the same order replaces the older one, and still sounds.
        renotify: true,
        requireInteraction: urgent,
        icon: '/icons/icon-192.png',
        badge: '/icons/badge-72.png',
        vibrate: urgent ? [300, 120, 300, 120, 300] : [200],
        data: { url: message.url, orderId: message.orderId, kind: message.kind },
      })
      .then(() => tellShown(message.seen)),
  );
});

// The server waits 30 seconds for this word before it texts or mails the same alert: a phone
// that showed it must say so, or the customer hears it twice.
function tellShown(seen) {
  if (!seen?.url) return undefined;
  return fetch(seen.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ marker: seen.marker, token: seen.token }),
  }).catch(() => undefined);
}

/**
 * Tapping an alert brings up the order's tracking page: the window showing it if there is
 * one, else a Jono window already open turns to it, else a new window opens.
 */
async function openTrackingPage(url) {
  const target = new URL(url, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window' });
  const showing = windows.find((client) => client.url === target);
  const client = showing ?? (await windows[0]?.navigate(target));
  if (!client) return self.clients.openWindow(target);
  // Focusing needs the tap's permission; without it the page has still turned.
  return client.focus().catch(() => client);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data?.url;
  if (typeof url !== 'string' || !url.startsWith('/')) return;
  event.waitUntil(openTrackingPage(url));
});
