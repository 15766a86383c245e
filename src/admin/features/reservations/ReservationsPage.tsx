import type { PageProps } from '../../routes.ts';

export function ReservationsPage(_props: PageProps) {
  return <p>Not built yet.</p>;
}
