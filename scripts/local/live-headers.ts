/**
 * The headers of the live build's `_headers` file, read again whenever a new build is swapped in.
 * Netlify's emulation reads that file once, when it starts: after a rebuild it kept sending the first
 * build's Content-Security-Policy (a new map's origin stayed blocked, new inline-script hashes refused).
 * On Netlify every deploy comes with its own `_headers`; this gives the local runtime the same.
 */
import { readFile, realpath, stat } from 'node:fs/promises';
import { join } from 'node:path';

type Rule = { pattern: RegExp; headers: Array<[string, string]> };

/** Netlify's `_headers` format: a path (`*` splat, `:name` placeholder), then indented `Name: value` lines. */
export function parseHeadersFile(text: string): Rule[] {
  const rules: Rule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .split(/(\*|:[A-Za-z_]\w*)/)
        .map((part) =>
          part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('');
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule && colon > 0) rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/**
 * What the live build at `siteDir` (a directory or the symlink to one) says to send for a path: the
 * headers of every matching rule, a later rule replacing an earlier one's header of the same name.
 */
export function liveBuildHeaders(siteDir: string): (pathname: string) => Promise<Map<string, string>> {
  let cached: { version: string; rules: Rule[] } | undefined;
  return async (pathname) => {
    const file = await realpath(join(siteDir, '_headers')).catch(() => null);
    const info = file ? await stat(file).catch(() => null) : null;
    if (!file || !info) return new Map();
    const version = `${file}:${info.mtimeMs}:${info.size}`;
    if (cached?.version !== version)
      cached = { version, rules: parseHeadersFile(await readFile(file, 'utf8')) };
    const headers = new Map<string, string>();
    for (const rule of cached.rules)
      if (rule.pattern.test(pathname)) for (const [name, value] of rule.headers) headers.set(name, value);
    return headers;
  };
}
