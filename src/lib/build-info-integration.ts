import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { contentStore } from '../server/store/blobs.ts';
import { getContentRevision, putBuildRecord } from '../server/store/publish-repo.ts';
import type { BuildInfo } from './publish-status.ts';

/**
 * Writes /build-info.json ({content_revision, built_at, duration_ms}) into every build, on Netlify and
 * locally alike: the admin compares its revision with the saved content's to tell whether the site is
 * live. The revision is read when the build starts, before any page reads content, so a save made during
 * the build leaves the site marked stale (and requests the next build).
 */
export function buildInfo(): AstroIntegration {
  let startedAt = 0;
  let revision: string | null = null;
  return {
    name: 'build-info',
    hooks: {
      'astro:build:start': async ({ logger }) => {
        startedAt = Date.now();
        const store = contentStore();
        // Recorded before the revision is read: a save after this point knows this build may miss it.
        await putBuildRecord(store, { state: 'started', at: new Date(startedAt).toISOString() });
        revision = (await getContentRevision(store))?.revision ?? null;
        logger.info(`Building content revision ${revision ?? '(nothing saved yet)'}`);
      },
      'astro:build:done': async ({ dir }) => {
        const info: BuildInfo = {
          content_revision: revision,
          built_at: new Date().toISOString(),
          duration_ms: Date.now() - startedAt,
        };
        await writeFile(new URL('build-info.json', dir), `${JSON.stringify(info)}\n`);
      },
    },
  };
}
