import type { PageProps } from '../../routes.ts';

export function MenuPage(_props: PageProps) {
  return <p>Not built yet.</p>;
}
