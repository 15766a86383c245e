/**
 * Registers the admin's service worker (public/admin/sw.js): an installed admin opens at once from its
 * cache, and offline to its offline state. Registered once the page has loaded, so it never competes with
 * the first screen; `updateViaCache: 'none'` has every open ask the server for a newer build.
 */
import { ADMIN_MANIFEST_PATH, ADMIN_SCOPE } from '../../domain/shared/admin-paths.ts';

export const SERVICE_WORKER_URL = '/admin/sw.js';
export const SERVICE_WORKER_SCOPE = ADMIN_SCOPE;

/**
 * Links the app's manifest, which makes the admin installable with the worker. Linked by the running app,
 * not the page: the browser fetches a linked manifest, and an icon, as soon as the page has loaded, which on
 * a slow link shares the first round trips with the login form.
 */
function linkManifest(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = ADMIN_MANIFEST_PATH;
  document.head.append(link);
}

export function registerServiceWorker(): void {
  linkManifest();
  // The development server has no build to cache (sw-build.js is written by `astro build`).
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Whatever goes wrong, the admin runs on without it (never an error in the page's render).
  const register = () =>
    Promise.resolve()
      .then(() => {
        // The first visit loads its code before the worker takes the page over: that code is asked for
        // again through the worker, which keeps it (from the browser's cache, nothing downloaded twice), so
        // what was opened opens offline too. Later code goes through the worker anyway.
        if (!navigator.serviceWorker.controller)
          navigator.serviceWorker.addEventListener('controllerchange', keepLoadedCode, { once: true });
        return navigator.serviceWorker.register(SERVICE_WORKER_URL, {
          scope: SERVICE_WORKER_SCOPE,
          updateViaCache: 'none',
        });
      })
      .catch((error: unknown) => console.warn('The admin runs without its service worker:', error));
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

/** Asks again for every admin script and stylesheet this page has loaded (see registerServiceWorker). */
function keepLoadedCode(): void {
  const paths = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/_astro/'))
    .map((url) => url.pathname);
  for (const path of new Set(paths)) fetch(path).catch(() => undefined);
}
