import { ROLES, type Role } from '../../domain/accounts/admin-user.ts';
import { type Translate, t, useT } from '../i18n/i18n.ts';

/** Role badge colours of SPEC §6: superadmin red, editor blue, manager_reservasi green, others grey. */
const ROLE_CLASS: Record<Role, string> = {
  superadmin: 'badge-red',
  editor: 'badge-blue',
  manager_reservasi: 'badge-green',
};

/** A role as staff read it ("Reservations & orders manager", "Manajer reservasi & pesanan"); an unknown one as it is. */
export const roleName = (role: string, translate: Translate = t): string =>
  (ROLES as readonly string[]).includes(role) ? translate(`users.roleName.${role as Role}`) : role;

/** A role by the name the role picker gives it, in its colour. */
export function RoleBadge({ role }: { role: string }) {
  const translate = useT();
  const tone = ROLE_CLASS[role as Role] ?? 'badge-grey';
  return <span className={`badge badge-role ${tone}`}>{roleName(role, translate)}</span>;
}
