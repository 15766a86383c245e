import type { Role } from '../../../domain/admin-user.ts';

/** What each role may do, in the words the users page shows (mirrors src/domain/permissions.ts). */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  superadmin: 'Everything, including adding users, roles and password resets.',
  editor: 'Menu, gallery, events, restaurant info and site settings.',
  manager_reservasi: 'Reservations only: confirm, decline and message guests.',
};
