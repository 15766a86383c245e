import type { Role } from '../../domain/admin-user.ts';

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
