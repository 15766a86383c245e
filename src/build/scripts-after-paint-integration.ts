import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { afterPaint } from '../client/shared/after-paint.ts';

/**
 * The public pages' scripts, asked for after the first paint. Every script of these pages improves a page
 * that works without it (the menu's tabs, the basket's buttons, live availability, the navbar on a
 * phone), yet a `<script type="module" src>` is fetched at high priority as soon as the parser sees it: on
 * a slow 3G link its requests share the first round trips with the page and hold up its first paint.
 * After the build each public page's module scripts are replaced by one inline module that imports them
 * once the page has loaded and painted (at once in a tab not shown), and the page's Content-Security-Policy
 * allows that module by its hash. The admin's pages keep theirs; its login island waits until the form is
 * first used (`client:firstuse`, src/client/shared/first-use-directive.ts, registered here).
 */

/** Marks the inline module that loads a page's scripts; the list is the JSON array it holds. */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';

const MODULE_SCRIPT = /<script type="module" src="([^"]+)"><\/script>/g;
const META_POLICY = /(<meta\s+http-equiv="content-security-policy"\s+content="[^"]*?script-src)([^;"]*)/i;

/** Set on `<html>` once the page's scripts have run (or failed to load). */
export const SCRIPTS_LOADED_ATTRIBUTE = 'data-scripts-loaded';

/** The inline module that imports `sources` once the page has loaded and painted (see afterPaint). */
export function afterPaintLoader(sources: readonly string[]): string {
  const done = `document.documentElement.setAttribute('${SCRIPTS_LOADED_ATTRIBUTE}','')`;
  const load = `Promise.allSettled(${JSON.stringify(sources)}.map((src)=>import(src))).then(()=>${done})`;
  return `(${afterPaint.toString().replace(/\s+/g, ' ')})(()=>{${load}})`;
}

const LOADER_LIST = /\(\)=>\{Promise\.allSettled\((\[[^\]]*\])\.map\(\(src\)=>import\(src\)\)\)/;

/** The scripts an inline script imports when it is an after-paint loader, else none (for measuring pages). */
export function afterPaintSources(code: string): string[] {
  const list = LOADER_LIST.exec(code)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

const hashOf = (code: string) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

/**
 * `html` with its module scripts loaded after the first paint (see above); unchanged when it has none.
 * Throws when the page has scripts but no policy to add the loader's hash to.
 */
export function loadScriptsAfterPaint(html: string): string {
  const sources = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1] ?? '');
  if (sources.length === 0) return html;
  if (!META_POLICY.test(html)) throw new Error('A page with scripts has no Content-Security-Policy');
  const loader = afterPaintLoader([...new Set(sources)]);
  const done = html
    .replace(MODULE_SCRIPT, '')
    .replace(META_POLICY, (_, start: string, sourcesOf: string) => `${start}${sourcesOf} ${hashOf(loader)}`);
  // Before the page's own end: a "</body>" written earlier (in a comment, a template's text) is not it.
  const end = done.lastIndexOf('</body>');
  if (end < 0) throw new Error('A page with scripts has no </body> to load them before');
  return `${done.slice(0, end)}<script type="module" ${AFTER_PAINT_ATTRIBUTE}>${loader}</script>${done.slice(end)}`;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

declare module 'astro' {
  interface AstroClientDirectives {
    /** Optionally an address whose non-empty JSON answer has the island take its code at once. */
    'client:firstuse'?: boolean | string;
  }
}

export function scriptsAfterPaint(): AstroIntegration {
  return {
    name: 'scripts-after-paint',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'firstuse',
          entrypoint: fileURLToPath(new URL('../client/shared/first-use-directive.ts', import.meta.url)),
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        let changed = 0;
        for (const file of await htmlFiles(out)) {
          const path = relative(out, file).split(sep);
          if (path[0] === 'admin') continue;
          const html = await readFile(file, 'utf8');
          const after = loadScriptsAfterPaint(html);
          if (after === html) continue;
          await writeFile(file, after);
          changed++;
        }
        logger.info(`Scripts of ${changed} public pages load after their first paint`);
      },
    },
  };
}
