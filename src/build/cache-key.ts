import { createHash } from 'node:crypto';

/**
 * A short digest of everything a prerendered page shows, for Astro's incremental builds: a page whose
 * key and code are unchanged is copied from the previous build instead of rendered again.
 */
export function cacheKeyOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 32);
}
