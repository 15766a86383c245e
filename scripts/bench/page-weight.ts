/**
 * What one built page costs a visitor: its HTML (raw and gzip), its inline scripts, and every distinct
 * JavaScript file it makes the browser download: <script src>, module preloads and the component and
 * renderer URLs of its Astro islands, the scripts it loads after its first paint, followed through their static
 * imports. Sizes are gzip level 9 of
 * the built files. Dynamic `import()`s are listed but not counted (they load only on demand).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterPaintSources } from '../../src/build/scripts-after-paint-integration.ts';

export interface JsFile {
  path: string;
  bytes: number;
  gzipBytes: number;
}

export interface PageWeight {
  page: string;
  htmlBytes: number;
  htmlGzipBytes: number;
  inlineScriptCount: number;
  inlineScriptBytes: number;
  jsFiles: JsFile[];
  jsBytes: number;
  jsGzipBytes: number;
  /** Files only reached through `import()`: not counted above. */
  dynamicImports: string[];
  /** Referenced files that are not in the build output. */
  missing: string[];
}

/** An HTML start tag; attribute values may contain `>`, so quoted values are matched whole. */
const TAG = (name: string) => new RegExp(`<${name}\\b(?:[^>"']|"[^"]*"|'[^']*')*>`, 'gi');
const INLINE_SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script>/gi;
/** `import … from "x.js"`, `import "x.js"`, `export … from "x.js"` (minified or not). */
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"'\s]+\.m?js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"'\s]+\.m?js)["']\s*\)/g;
const JS_TYPES = ['', 'module', 'text/javascript', 'application/javascript'];

export const gzipSize = (data: string | Buffer): number => gzipSync(data, { level: 9 }).length;

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(tag);
  return match ? (match[1] ?? match[2]) : undefined;
}

/** Site-absolute path of `specifier` as seen from the page or script at `base` ("/menu/x/"). */
function resolvePath(specifier: string, base: string): string | undefined {
  const url = new URL(specifier, `http://site.invalid${base}`);
  return url.host === 'site.invalid' ? url.pathname : undefined;
}

/** The script URLs an HTML page references directly. */
export function entryScripts(html: string): string[] {
  const urls: string[] = [];
  for (const tag of html.match(TAG('script')) ?? []) {
    const src = attribute(tag, 'src');
    if (src) urls.push(src);
  }
  for (const tag of html.match(TAG('link')) ?? []) {
    const rel = attribute(tag, 'rel') ?? '';
    const href = attribute(tag, 'href');
    if (href && /\b(modulepreload|preload)\b/i.test(rel) && /\.m?js(\?|$)/.test(href)) urls.push(href);
  }
  for (const tag of html.match(TAG('astro-island')) ?? []) {
    for (const name of ['component-url', 'renderer-url', 'before-hydration-url']) {
      const url = attribute(tag, name);
      if (url) urls.push(url);
    }
  }
  return urls;
}

/** The bodies of the page's inline JavaScript (not JSON-LD or other data blocks). */
export function inlineScripts(html: string): string[] {
  const bodies: string[] = [];
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attributes = match[1] ?? '';
    const type = (attribute(attributes, 'type') ?? '').toLowerCase();
    if (attribute(attributes, 'src') === undefined && JS_TYPES.includes(type)) bodies.push(match[2] ?? '');
  }
  return bodies;
}

const importsOf = (code: string, pattern: RegExp) => [...code.matchAll(pattern)].map((m) => m[1] ?? '');

/** Measures the page at `page` ("/" or "/menu/slug/") in the build output `outDir`. */
export async function measurePage(outDir: string, page: string): Promise<PageWeight> {
  const html = await readFile(join(outDir, page, 'index.html'), 'utf8');
  const inline = inlineScripts(html);

  const queue: string[] = [];
  const enqueue = (specifiers: string[], base: string) => {
    for (const specifier of specifiers) {
      const path = resolvePath(specifier, base);
      if (path) queue.push(path);
    }
  };
  enqueue(entryScripts(html), page);
  for (const code of inline) enqueue([...importsOf(code, STATIC_IMPORT), ...afterPaintSources(code)], page);

  const files = new Map<string, JsFile>();
  const missing = new Set<string>();
  const dynamic = new Set<string>();
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    if (files.has(path) || missing.has(path)) continue;
    const file = join(outDir, path);
    if (!existsSync(file)) {
      missing.add(path);
      continue;
    }
    const code = await readFile(file);
    files.set(path, { path, bytes: code.length, gzipBytes: gzipSize(code) });
    enqueue(importsOf(code.toString('utf8'), STATIC_IMPORT), path);
    for (const specifier of importsOf(code.toString('utf8'), DYNAMIC_IMPORT)) {
      const target = resolvePath(specifier, path);
      if (target) dynamic.add(target);
    }
  }

  const jsFiles = [...files.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    page,
    htmlBytes: Buffer.byteLength(html),
    htmlGzipBytes: gzipSize(html),
    inlineScriptCount: inline.length,
    inlineScriptBytes: inline.reduce((sum, code) => sum + Buffer.byteLength(code), 0),
    jsFiles,
    jsBytes: jsFiles.reduce((sum, f) => sum + f.bytes, 0),
    jsGzipBytes: jsFiles.reduce((sum, f) => sum + f.gzipBytes, 0),
    dynamicImports: [...dynamic].filter((path) => !files.has(path)),
    missing: [...missing],
  };
}
