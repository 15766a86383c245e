import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import type { BuildInfo } from '../domain/publishing/publish-status.ts';
import { readContentSnapshot } from './site-content.ts';

/**
 * Writes /build-info.json ({content_revision, built_at, duration_ms}) into every build, on Netlify and
 * locally alike: the admin compares its revision with the saved content's to tell whether the site is
 * live. The revision is the one the content snapshot was read with (before its content), so a save made
 * since leaves the site marked stale (and requests the next build). A build writes nothing to the store:
 * Netlify refuses site-wide writes from builds, and deploy events record the rest (deploy-*.mts).
 */
export function buildInfo(): AstroIntegration {
  let startedAt = 0;
  let revision: string | null = null;
  return {
    name: 'build-info',
    hooks: {
      'astro:build:start': async ({ logger }) => {
        startedAt = Date.now();
        // Read afresh: a warm build worker runs this integration for build after build.
        revision = (await readContentSnapshot()).revision;
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
