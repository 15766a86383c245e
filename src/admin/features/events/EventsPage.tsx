import type { PageProps } from '../../routes.ts';

export function EventsPage(_props: PageProps) {
  return <p>Not built yet.</p>;
}
