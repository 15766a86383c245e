/**
 * The security headers of every response, in one place. Static files get them from netlify.toml (the
 * shared ones) and from the `_headers` file each build writes (the Content-Security-Policy, which holds
 * the hashes of the build's inline scripts); functions add them to every response they send. A test
 * checks that netlify.toml says exactly what {@link SECURITY_HEADERS} says.
 */

/** Sent with every page, file and function response. */
export const SECURITY_HEADERS = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
} as const;

/**
 * The directives every page's policy shares; Astro adds `script-src` (with the hashes of the page's
 * inline scripts) and `style-src`, and the footer adds `frame-src` for the map's origin.
 */
export const CONTENT_SECURITY_DIRECTIVES = [
  "default-src 'self'",
  // Menu, gallery and event images may be links to other sites (SPEC: image URLs), over https only: a
  // plain-http image can be swapped on the way and gives the page away as mixed content.
  "img-src 'self' https: data: blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
] as const;

/** Function responses (JSON, downloads) load nothing and are never framed. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

export type Policy = Map<string, Set<string>>;

/** Parses a policy ("name source source; name …"); later duplicates of a directive are ignored, as browsers do. */
export function parsePolicy(text: string): Policy {
  const policy: Policy = new Map();
  for (const part of text.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name || policy.has(name.toLowerCase())) continue;
    policy.set(name.toLowerCase(), new Set(sources));
  }
  return policy;
}

export function formatPolicy(policy: Policy): string {
  return [...policy].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** A policy allowing what any of `policies` allows, directive by directive. */
export function mergePolicies(policies: Policy[]): Policy {
  const merged: Policy = new Map();
  for (const policy of policies) {
    for (const [name, sources] of policy) {
      const into = merged.get(name) ?? new Set<string>();
      for (const source of sources) into.add(source);
      merged.set(name, into);
    }
  }
  // A page that allows nothing beside one that allows a source: the source (with it, 'none' is void).
  for (const sources of merged.values()) if (sources.size > 1) sources.delete("'none'");
  return merged;
}

/** The origin of the map embed, the one site pages may frame; null for no map or an unusable URL. */
export function mapFrameOrigin(mapEmbedUrl: string): string | null {
  try {
    const url = new URL(mapEmbedUrl);
    return url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

export interface InlineScript {
  /** The start tag's attribute text, e.g. ` type="module"`. */
  attributes: string;
  code: string;
}

// One attribute: a name, optionally `=` and a quoted or bare value (quoted values may hold `<` and `>`).
const ATTRIBUTE = String.raw`\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>\x60]+))?`;
const TAG = new RegExp(String.raw`<!--[\s\S]*?-->|<([a-zA-Z][\w:-]*)((?:${ATTRIBUTE})*)\s*/?>`, 'g');
/** Elements whose content is raw text: nothing inside them is markup. */
const RAW_TEXT = new Set(['script', 'style']);

/**
 * The inline `<script>` elements of an HTML document, found the way a browser tokenises it: markup
 * inside attribute values, comments and `<style>` is text, not a script (content shown on a page, such
 * as an image's alt text, may contain `<script>` and is no script).
 */
export function inlineScripts(html: string): InlineScript[] {
  const scripts: InlineScript[] = [];
  const lower = html.toLowerCase();
  TAG.lastIndex = 0;
  for (let match = TAG.exec(html); match; match = TAG.exec(html)) {
    const name = match[1]?.toLowerCase();
    if (!name || !RAW_TEXT.has(name)) continue;
    const end = lower.indexOf(`</${name}`, TAG.lastIndex);
    const close = end === -1 ? html.length : end;
    const attributes = match[2] ?? '';
    if (name === 'script' && !/\ssrc\s*=/i.test(attributes)) {
      scripts.push({ attributes, code: html.slice(TAG.lastIndex, close) });
    }
    TAG.lastIndex = close;
  }
  return scripts;
}
