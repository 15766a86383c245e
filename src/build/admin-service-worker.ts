/**
 * What the admin's service worker (public/admin/sw.js) keeps for an installed admin to open at once and
 * offline: written by every build as /admin/sw-build.js, which the worker imports.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { HOME_PATH, LOGIN_PATH } from '../domain/shared/admin-paths.ts';

/** The file the worker imports, in the build's output. */
export const SERVICE_WORKER_BUILD_FILE = join('admin', 'sw-build.js');

/**
 * The admin pages kept: the start page first (served for any admin address opened offline: every admin
 * page is the same island, which shows the screen its address names), and the login page.
 */
export const ADMIN_SHELL = [`${HOME_PATH}/`, `${LOGIN_PATH}/`] as const;

export interface AdminServiceWorkerBuild {
  /**
   * Names the worker's cache: changes with the shell or any of the admin's code (screens included), so a
   * content rebuild keeps the installed cache and a new admin replaces it.
   */
  version: string;
  shell: string[];
  /**
   * What the worker fetches when it installs: the scripts and stylesheets the shell loads at once (the
   * login screen's). A screen's code is kept when it is first opened, not fetched ahead over mobile data.
   */
  assets: string[];
}

/** Addresses of built files a page or script names: `/_astro/x.js`, `./x.js` (beside it), `_astro/x.css`. */
const PAGE_ASSET = /\/_astro\/[\w.-]+\.(?:js|css)\b/g;
const SCRIPT_ASSET = /["'`](?:\.\/|\/?_astro\/)([\w.-]+\.(?:js|css))["'`]/g;
/** A static import (`import{a}from"./x.js"`, `import"./x.js"`, `export{a}from"./x.js"`): loaded at once. */
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']\.\/([\w.-]+\.js)["']/g;

/**
 * Every file reached from `start` in the build `out`, following `next` in each script; fails the build on
 * a file the admin loads but the build lacks (it would break the admin).
 */
async function reachable(out: string, start: Iterable<string>, next: RegExp): Promise<Set<string>> {
  const pending = [...start];
  const files = new Set<string>();
  for (let url = pending.pop(); url !== undefined; url = pending.pop()) {
    if (files.has(url)) continue;
    files.add(url);
    const text = await readFile(join(out, url), 'utf8');
    if (url.endsWith('.js')) pending.push(...text.matchAll(next).map(([, name]) => `/_astro/${name}`));
  }
  return files;
}

/** Reads the finished build in `out`: its admin shell, the code it loads at once, and the version. */
export async function adminServiceWorkerBuild(out: string): Promise<AdminServiceWorkerBuild> {
  const hash = createHash('sha256');
  const entries: string[] = [];
  for (const page of ADMIN_SHELL) {
    const html = await readFile(join(out, page, 'index.html'), 'utf8');
    hash.update(`${page}\0${html}\0`);
    entries.push(...html.matchAll(PAGE_ASSET).map(([url]) => url));
  }
  const atOnce = await reachable(out, entries, STATIC_IMPORT);
  const all = await reachable(out, entries, SCRIPT_ASSET);
  // Script names change with their content: the names say whether the code changed.
  hash.update([...all].sort().join('\n'));
  return {
    version: hash.digest('hex').slice(0, 16),
    shell: [...ADMIN_SHELL],
    assets: [...atOnce].sort(),
  };
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
          `// Written by every build (src/build/admin-service-worker.ts), read by sw.js.\nself.ADMIN_BUILD = ${JSON.stringify(build)};\n`,
        );
        logger.info(
          `Admin service worker ${build.version}: ${build.assets.length} files kept for offline use`,
        );
      },
    },
  };
}
