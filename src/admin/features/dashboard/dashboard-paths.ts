/**
 * What the dashboard asks the server for, by role: only what the role may read. Kept apart from the
 * dashboard's code so that the login can ask for it during its welcome (App.tsx, fetchAhead), before that
 * code has arrived.
 */
import { can } from '../../../domain/accounts/permissions.ts';

export const DASHBOARD_PATHS = {
  menu: '/api/admin/menu',
  gallery: '/api/admin/gallery',
  pending: '/api/admin/reservations?status=pending',
  users: '/api/admin/users',
  restaurant: '/api/admin/restaurant',
} as const;

/** The dashboard's requests `role` may make (menu and restaurant info: content; pending: reservations). */
export function dashboardPaths(role: string): string[] {
  return [
    ...(can(role, 'content')
      ? [DASHBOARD_PATHS.menu, DASHBOARD_PATHS.gallery, DASHBOARD_PATHS.restaurant]
      : []),
    ...(can(role, 'reservations') ? [DASHBOARD_PATHS.pending] : []),
    ...(can(role, 'users') ? [DASHBOARD_PATHS.users] : []),
  ];
}
