import type { SiteContent } from '../domain/site-content.ts';
import { loadSiteContent } from '../server/store/site-content.ts';

let cached: Promise<SiteContent> | undefined;

/**
 * The content every page of one build renders: read from the blob store once per build, not once per
 * page. A build that cannot reach the store fails here, loudly, rather than publishing fallback content.
 */
export function getSiteContent(): Promise<SiteContent> {
  cached ??= loadSiteContent().catch((error: unknown) => {
    throw new Error(
      `The build could not read the content store, so it stops rather than publish stale content. ${(error as Error).message}`,
      { cause: error },
    );
  });
  return cached;
}
