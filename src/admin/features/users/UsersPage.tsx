import type { PageProps } from '../../routes.ts';

export function UsersPage(_props: PageProps) {
  return <p>Not built yet.</p>;
}
