import type { MenuStatus } from '../../domain/content/menu.ts';
import { contentStore } from '../store/blobs.ts';
import { getMenu } from './menu-repo.ts';

/** Availability of every dish by slug: what the public pages use to correct badges between builds. */
export async function menuAvailability(): Promise<Record<string, MenuStatus>> {
  const menu = await getMenu(contentStore());
  const availability: Record<string, MenuStatus> = {};
  for (const item of menu.flatMap((category) => category.items)) availability[item.slug] = item.status;
  return availability;
}
