/**
 * Each admin screen's code, loaded when the screen is first opened (its own chunk) and fetched ahead
 * while the browser is idle after sign-in, so the login screen and the shell ship only what they need.
 */
import type { ComponentType } from 'react';
import { type Preloadable, preloadable } from '../shared/preloadable.ts';
import type { AdminPage, PageProps } from './routes.ts';

type PageModule = Promise<{ default: ComponentType<PageProps> }>;

const MODULES: Record<AdminPage, () => PageModule> = {
  dashboard: () =>
    import('../features/dashboard/DashboardPage.tsx').then((m) => ({ default: m.DashboardPage })),
  menu: () => import('../features/menu/MenuPage.tsx').then((m) => ({ default: m.MenuPage })),
  gallery: () => import('../features/gallery/GalleryPage.tsx').then((m) => ({ default: m.GalleryPage })),
  events: () => import('../features/events/EventsPage.tsx').then((m) => ({ default: m.EventsPage })),
  media: () => import('../features/media/MediaPage.tsx').then((m) => ({ default: m.MediaPage })),
  reservations: () =>
    import('../features/reservations/ReservationsPage.tsx').then((m) => ({ default: m.ReservationsPage })),
  orders: () => import('../features/orders/OrdersPage.tsx').then((m) => ({ default: m.OrdersPage })),
  'restaurant-info': () =>
    import('../features/restaurant-info/RestaurantInfoPage.tsx').then((m) => ({
      default: m.RestaurantInfoPage,
    })),
  qr: () => import('../features/qr/QrPage.tsx').then((m) => ({ default: m.QrPage })),
  users: () => import('../features/users/UsersPage.tsx').then((m) => ({ default: m.UsersPage })),
  settings: () => import('../features/settings/SettingsPage.tsx').then((m) => ({ default: m.SettingsPage })),
  activity: () => import('../features/activity/ActivityPage.tsx').then((m) => ({ default: m.ActivityPage })),
};

/** Each screen: rendered at once when its code has arrived (fetched ahead), lazily before. */
export const PAGES = Object.fromEntries(
  Object.entries(MODULES).map(([page, load]) => [page, preloadable(load)]),
) as Record<AdminPage, Preloadable<PageProps>>;

/** Starts loading a screen's code (if not already): opening it later then waits for nothing. */
export const loadPage = (page: AdminPage): PageModule => PAGES[page].preload();

/** Fetches the given screens' code one after another while the browser has nothing else to do. */
export function prefetchWhenIdle(pages: readonly AdminPage[]): () => void {
  const queue = [...pages];
  let stopped = false;
  let handle: number | undefined;
  // Safari has no requestIdleCallback: a short pause stands in for it.
  const hasIdle = typeof window.requestIdleCallback === 'function';
  const idle = (run: () => void) => (hasIdle ? window.requestIdleCallback(run) : window.setTimeout(run, 200));
  const next = () => {
    const page = queue.shift();
    if (stopped || !page) return;
    loadPage(page)
      .catch(() => undefined)
      .finally(() => {
        if (!stopped) handle = idle(next);
      });
  };
  handle = idle(next);
  return () => {
    stopped = true;
    if (handle === undefined) return;
    if (hasIdle) window.cancelIdleCallback(handle);
    else window.clearTimeout(handle);
  };
}
