import type { Role } from '../../domain/admin-user.ts';

/** What each role may do. Checked on the server for every admin call; the admin UI only mirrors it. */
export const PERMISSIONS = {
  /** Menu, gallery, events, restaurant info, site settings, AI descriptions. */
  content: ['superadmin', 'editor'],
  reservations: ['superadmin', 'manager_reservasi'],
  /** The user list, adding accounts, roles, activation and password resets. */
  users: ['superadmin'],
  /** The activity log of every admin action. */
  audit: ['superadmin'],
  /** Downloading all content as one file, and replacing all content from such a file. */
  backup: ['superadmin'],
  /** Own session and password. */
  self: ['superadmin', 'editor', 'manager_reservasi'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}
