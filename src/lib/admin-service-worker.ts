/**
 * What the admin's service worker (public/admin/sw.js) keeps for an installed admin to open at once and
 * offline: written by every build as /admin/sw-build.js, which the worker imports.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { HOME_PATH, LOGIN_PATH } from '../admin/routes.ts';

/** The file the worker imports, in the build's output. */
export const SERVICE_WORKER_BUILD_FILE = join('admin', 'sw-build.js');

/**
 * The admin pages kept: the start page first (served for any admin address opened offline: every admin
 * page is the same island, which shows the screen its address names), and the login page.
 */
export const ADMIN_SHELL = [`${HOME_PATH}/`, `${LOGIN_PATH}/`] as const;

export interface AdminServiceWorkerBuild {
  /** Names the worker's cache: changes with any kept file, so a content rebuild keeps the installed cache. */
  version: string;
  shell: string[];
  /** Every script and stylesheet the shell loads, at once or later (a screen opened for the first time). */
  assets: string[];
}

/** Addresses of built files a page or script names: `/_astro/x.js`, `./x.js` (beside it), `_astro/x.css`. */
const PAGE_ASSET = /\/_astro\/[\w.-]+\.(?:js|css)\b/g;
const SCRIPT_ASSET = /["'`](?:\.\/|\/?_astro\/)([\w.-]+\.(?:js|css))["'`]/g;

/** Reads the finished build in `out`: its admin shell and every file that shell loads, imports included. */
export async function adminServiceWorkerBuild(out: string): Promise<AdminServiceWorkerBuild> {
  const hash = createHash('sha256');
  const pending: string[] = [];
  for (const page of ADMIN_SHELL) {
    const html = await readFile(join(out, page, 'index.html'), 'utf8');
    hash.update(`${page}\0${html}\0`);
    pending.push(...html.matchAll(PAGE_ASSET).map(([url]) => url));
  }
  const assets = new Set<string>();
  for (let url = pending.pop(); url !== undefined; url = pending.pop()) {
    if (assets.has(url)) continue;
    assets.add(url);
    // A file the admin loads but the build lacks would break the admin: the build fails here instead.
    const text = await readFile(join(out, url), 'utf8');
    if (url.endsWith('.js'))
      pending.push(...text.matchAll(SCRIPT_ASSET).map(([, name]) => `/_astro/${name}`));
  }
  // Script names change with their content: the names say whether the code changed.
  const sorted = [...assets].sort();
  hash.update(sorted.join('\n'));
  return { version: hash.digest('hex').slice(0, 16), shell: [...ADMIN_SHELL], assets: sorted };
}

/**
 * Writes /admin/sw-build.js after the build (and after the admin a content rebuild reuses was put back).
 */
export function adminServiceWorker(): AstroIntegration {
  return {
    name: 'admin-service-worker',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const build = await adminServiceWorkerBuild(out);
        await writeFile(
          join(out, SERVICE_WORKER_BUILD_FILE),
          `// Written by every build (src/lib/admin-service-worker.ts), read by sw.js.\nself.ADMIN_BUILD = ${JSON.stringify(build)};\n`,
        );
        logger.info(
          `Admin service worker ${build.version}: ${build.assets.length} files kept for offline use`,
        );
      },
    },
  };
}
