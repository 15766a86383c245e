import type { Role } from './admin-user.ts';

/**
 * What each role may do. Checked by the server on every admin call; the admin UI mirrors it to hide what
 * a role cannot use (hiding is a courtesy, the server's check is the rule).
 */
export const PERMISSIONS = {
  /** Menu, gallery, events, restaurant info, site settings, AI descriptions. */
  content: ['superadmin', 'editor'],
  reservations: ['superadmin', 'manager_reservasi'],
  /** The orders guests send from the site's basket: the queue, accepting, marking ready, the CSV export. */
  orders: ['superadmin', 'manager_reservasi'],
  /**
   * How long reservations are kept ("Delete reservations after … months"): a shorter time deletes past
   * bookings for good at the next daily run, which no one else may do.
   */
  retention: ['superadmin'],
  /** The user list, adding accounts, roles, activation and password resets. */
  users: ['superadmin'],
  /** The activity log of every admin action. */
  audit: ['superadmin'],
  /** Downloading all content as one file, and replacing all content from such a file. */
  backup: ['superadmin'],
  /** Settings → Publishing: the build hook that saves call to rebuild the site. */
  publishing: ['superadmin'],
  /**
   * Settings → Notifications: the e-mail addresses every new booking (guest's name and phone) is sent to.
   * The owner's: unlike a device, which stops being notified when its account is deactivated or loses
   * the reservations role, an address keeps receiving bookings whoever saved it.
   */
  bookingEmail: ['superadmin'],
  /** The first-run checklist: what is left before the site is the restaurant's own. */
  setup: ['superadmin'],
  /** Own session and password. */
  self: ['superadmin', 'editor', 'manager_reservasi'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: Role | string, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly string[]).includes(role);
}
