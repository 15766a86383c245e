import type { MenuStatus } from '../../../domain/content/menu.ts';

/** SPEC §4: Tersedia is a green badge, Habis a red one. */
export function StatusBadge({ status }: { status: MenuStatus }) {
  return <span className={`badge ${status === 'Habis' ? 'badge-red' : 'badge-green'}`}>{status}</span>;
}
