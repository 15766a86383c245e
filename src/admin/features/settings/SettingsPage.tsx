import type { PageProps } from '../../routes.ts';

export function SettingsPage(_props: PageProps) {
  return <p>Not built yet.</p>;
}
