import type { PageProps } from '../../routes.ts';

export function RestaurantInfoPage(_props: PageProps) {
  return <p>Not built yet.</p>;
}
