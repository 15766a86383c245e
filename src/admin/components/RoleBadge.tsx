import { ROLES, type Role } from '../../domain/admin-user.ts';
import { t } from '../i18n/i18n.ts';

/** Role badge colours of SPEC §6: superadmin red, editor blue, manager_reservasi green, others grey. */
const ROLE_CLASS: Record<Role, string> = {
  superadmin: 'badge-red',
  editor: 'badge-blue',
  manager_reservasi: 'badge-green',
};

export function RoleBadge({ role }: { role: string }) {
  const tone = ROLE_CLASS[role as Role] ?? 'badge-grey';
  return <span className={`badge ${tone}`}>{role}</span>;
}

/** A role as staff read it ("Reservations manager", "Manajer reservasi"); an unknown one as it is. */
export const roleName = (role: string): string =>
  (ROLES as readonly string[]).includes(role) ? t(`users.roleName.${role as Role}`) : role;
