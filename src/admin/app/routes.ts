import type { Permission } from '../../domain/accounts/permissions.ts';
import { english, type MessageKey } from '../i18n/translate.ts';
/** The admin screens, in sidebar order. The page name is also the last segment of its URL. */
export const ADMIN_PAGES = [
  'dashboard',
  'menu',
  'gallery',
  'events',
  'media',
  'reservations',
  'orders',
  'restaurant-info',
  'qr',
  'users',
  'settings',
  'activity',
] as const;

export type AdminPage = (typeof ADMIN_PAGES)[number];
/** Every screen the admin island can show, the login form included. */
export type AdminScreen = AdminPage | 'login';

export const ADMIN_SCREENS: readonly AdminScreen[] = ['login', ...ADMIN_PAGES];

/** The catalogue key of a page's header title and sidebar label. */
export const pageTitleKey = (screen: AdminScreen) => `page.${screen}` as const satisfies MessageKey;

/** Each page's title in English (the prerendered page's title, before the admin's language is known). */
export const PAGE_TITLES = Object.fromEntries(
  ADMIN_SCREENS.map((screen) => [screen, english(pageTitleKey(screen))]),
) as Record<AdminScreen, string>;

/** Who may open each page (mirrors the server's rule for the calls the page makes). */
export const PAGE_PERMISSIONS: Record<AdminPage, Permission> = {
  dashboard: 'self',
  menu: 'content',
  gallery: 'content',
  events: 'content',
  media: 'content',
  reservations: 'reservations',
  orders: 'orders',
  'restaurant-info': 'content',
  qr: 'content',
  users: 'users',
  // Everyone may change their own password there; the site cards need 'content'.
  settings: 'self',
  activity: 'audit',
};

export { HOME_PATH, LOGIN_PATH } from '../../domain/shared/admin-paths.ts';

export const pathOf = (screen: AdminScreen): string => `/admin/${screen}`;

/** Settings → Publishing, the card that connects the website: where "not connected yet" links to. */
export const PUBLISHING_ANCHOR = 'publishing';
export const PUBLISHING_PATH = `${pathOf('settings')}#${PUBLISHING_ANCHOR}`;

/** The screen a location path shows ("/admin/menu/" → "menu"), or null when it is not an admin screen. */
export function screenOf(pathname: string): AdminScreen | null {
  const match = pathname.match(/^\/admin\/([a-z-]+)\/?$/);
  const name = match?.[1];
  return ADMIN_SCREENS.find((screen) => screen === name) ?? null;
}

/** What every admin page component receives. */
export interface PageProps {
  /** The signed-in admin as last confirmed by the server (or as stored, until it answers). */
  session: import('../../domain/accounts/admin-user.ts').AdminMe | null;
}
