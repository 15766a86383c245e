/**
 * The admin's service worker (scope /admin/, registered by src/admin/app/service-worker.ts): the back-office
 * opens at once from its cache, and without a network it opens to its offline state instead of the
 * browser's error page.
 *
 * - The shell (the admin pages) and the code they load at once (the login screen's /_astro/ scripts) are
 *   fetched on install into one cache per version: sw-build.js, written by every build
 *   (src/build/admin-service-worker.ts), names them and the version. A screen's code joins that cache when
 *   the screen is first opened (not fetched ahead over mobile data). A build with other admin code makes
 *   a new version: the browser notices on the next open, installs it, and it takes over at once and
 *   removes the caches of older versions.
 * - Pages come from the network while there is one (a new build reaches an installed app on its next open),
 *   else from the cache. Scripts come from the cache (their names change with their content).
 * - API calls never reach this worker (see install) and their answers are never cached: the admin refuses
 *   saves made offline itself (src/admin/shared/connection.ts).
 *
 * Plain JavaScript, served as written: the browser runs this file, the build only writes sw-build.js.
 */
importScripts('/admin/sw-build.js');

/** @type {{ version: string, shell: string[], assets: string[] }} */
const BUILD = self.ADMIN_BUILD;
const CACHE_PREFIX = 'admin-';
const CACHE = `${CACHE_PREFIX}${BUILD.version}`;

self.addEventListener('install', (event) => {
  // The API goes straight to the network: no call waits for this worker to start (Chromium 123+).
  event.addRoutes?.({ condition: { urlPattern: '/api/*' }, source: 'network' }).catch(() => undefined);
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (name.startsWith(CACHE_PREFIX) && name !== CACHE) await caches.delete(name);
      // The page's request starts while this worker starts, not after.
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(openPage(event, url));
  else if (url.pathname.startsWith('/_astro/')) event.respondWith(fromCache(request));
  // Anything else goes to the network as if there were no worker.
});

/** Fetches the shell and the code it loads at once into this version's cache; a script an older version has is copied. */
async function precache() {
  const cache = await caches.open(CACHE);
  const fetchOk = async (url, init) => {
    const response = await fetch(url, init);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response;
  };
  await Promise.all([
    ...BUILD.shell.map(async (url) => cache.put(url, await fetchOk(url, { cache: 'no-cache' }))),
    ...BUILD.assets.map(async (url) => cache.put(url, (await caches.match(url)) ?? (await fetchOk(url)))),
  ]);
}

/** The cache key of an admin page: its path with the trailing slash the shell is listed with. */
const pageKey = (url) => (url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`);

/**
 * An admin page from the network; without one, the cached page, or else the first shell page (every admin
 * page is the same island, which shows the screen its address names).
 */
async function openPage(event, url) {
  try {
    return (await event.preloadResponse) ?? (await fetch(event.request));
  } catch (error) {
    const cache = await caches.open(CACHE);
    const cached = (await cache.match(pageKey(url))) ?? (await cache.match(BUILD.shell[0]));
    if (cached) return cached;
    throw error;
  }
}

/** A script from the cache, else from the network (kept for next time). */
async function fromCache(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

// Push notifications: the `push` and `notificationclick` handlers go below this line.

/** A new booking pushed by the server (`bookingPushMessage`): shown even when no admin page is open. */
self.addEventListener('push', (event) => {
  let message = null;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    message = null;
  }
  if (!message || typeof message.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: typeof message.body === 'string' ? message.body : '',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      data: message.data,
      icon: '/admin/icon-192.png',
    }),
  );
});

/**
 * Opens the admin page a notification names (`data.url`, a booking's row): in an admin window already
 * open, brought to the front, else in a new one.
 */
async function openNotificationTarget(data) {
  const path = data?.url;
  const target = new URL(
    typeof path === 'string' && path.startsWith('/admin/') ? path : '/admin/reservations',
    self.location.origin,
  );
  const windows = await self.clients.matchAll({ type: 'window' });
  const open = windows.find((client) => new URL(client.url).pathname.startsWith('/admin/'));
  if (!open) return self.clients.openWindow(target.href);
  const shown = (await open.navigate(target.href)) ?? open;
  // Only a tap lets a worker bring a window to the front.
  await shown.focus().catch(() => undefined);
  return shown;
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openNotificationTarget(event.notification.data));
});
