import { cp, lstat, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** The admin island every admin page renders (src/pages/admin/[...page].astro). */
const ADMIN_APP = fileURLToPath(new URL('../admin/app/App.tsx', import.meta.url));
const STUB_ID = '\0admin-app-stub';

/**
 * For the local runtime's content rebuilds (scripts/local/site-builder.ts): the admin is code only, the
 * same in every build until the source changes, and bundling it is most of a build's time. This
 * integration builds the public site with an empty stand-in for the admin island, then puts back the
 * admin pages of `previousBuild` and every script file they use. What this build made from the content
 * under /admin/ (the app's manifest and icons, which show the brand) is kept. Never used on Netlify, and
 * never after a change to the source (the builder then builds everything).
 */
export function reuseAdmin(previousBuild: string): AstroIntegration {
  // Whether the build met the admin island: a build that never did (the island moved) bundled the whole
  // admin again, for nothing, and fails so that this is noticed.
  let stubbed = false;
  return {
    name: 'reuse-admin',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'admin-app-stub',
                enforce: 'pre',
                async resolveId(source, importer, options) {
                  const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
                  if (!resolved || resolve(resolved.id.split('?')[0] ?? '') !== ADMIN_APP) return null;
                  stubbed = true;
                  return STUB_ID;
                },
                load: (id) => (id === STUB_ID ? 'export default function AdminApp() { return null; }' : null),
              },
            ],
          },
        });
      },
      'astro:build:done': async ({ dir }) => {
        if (!stubbed)
          throw new Error(
            `The admin island ${ADMIN_APP} was not met: the admin was bundled again. Update reuse-admin-integration.ts.`,
          );
        const out = fileURLToPath(dir);
        // The previous pages over this build's stand-ins (the same pages: the source has not changed).
        await cp(join(previousBuild, 'admin'), join(out, 'admin'), {
          recursive: true,
          filter: async (source) => source.endsWith('.html') || (await lstat(source)).isDirectory(),
        });
        // The scripts the previous admin pages load (and any other file this build did not make).
        const assets = join(out, '_astro');
        const have = new Set(await readdir(assets).catch(() => []));
        for (const name of await readdir(join(previousBuild, '_astro'))) {
          if (!have.has(name)) await cp(join(previousBuild, '_astro', name), join(assets, name));
        }
      },
    },
  };
}
