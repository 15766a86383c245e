import type { PageProps } from '../../routes.ts';

export function GalleryPage(_props: PageProps) {
  return <p>Not built yet.</p>;
}
