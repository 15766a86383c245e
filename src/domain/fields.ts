import { z } from 'zod';

// In the browser, schemas run under a Content-Security-Policy without 'unsafe-eval': tell zod not to
// compile parsers with Function() (it would probe for it, and every probe is a reported violation).
if (typeof document !== 'undefined') z.config({ jitless: true });

/** Trimmed single-line text of at most `max` characters; may be empty. */
export const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

/** Trimmed text that must not be empty. */
export const requiredText = (max: number) => text(max).min(1, 'is required');

/** Longer free text (descriptions); line breaks allowed. */
export const longText = (max = 2000) => z.string().trim().max(max, `must be at most ${max} characters`);

const SITE_RELATIVE = /^\/(?!\/)[^\s\\]*$/;

/** True for an absolute http(s) URL or a path on this site ("/images/x.svg"); never javascript: or data:. */
export function isSafeUrl(value: string, { httpsOnly = false, allowRelative = true } = {}): boolean {
  if (allowRelative && SITE_RELATIVE.test(value)) return true;
  try {
    const url = new URL(value);
    return httpsOnly ? url.protocol === 'https:' : url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** An image or link URL: absolute http(s) or site-relative. */
export const url = (max = 2048) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((v) => isSafeUrl(v), 'must be an http(s) URL or a path starting with /');

/** Like {@link url} but may be empty (an optional image). */
export const optionalUrl = (max = 2048) => z.union([z.literal(''), url(max)]);

/** An absolute https URL only (map embeds). */
export const httpsUrl = (max = 2048) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((v) => isSafeUrl(v, { httpsOnly: true, allowRelative: false }), 'must be an https URL');

/** Identifier of a stored entity: safe to use in a blob key and in a URL path. */
export const id = () =>
  z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'must be lowercase letters, digits and hyphens (at most 64)');

/** A list of short texts; in the admin form entered comma-separated. */
export const textList = (maxItems = 30, maxLength = 80) =>
  z.array(requiredText(maxLength)).max(maxItems, `must have at most ${maxItems} entries`);

/** The entries of a comma-separated list as staff type it: trimmed, empty entries dropped (SPEC §5). */
export function splitCommaList(text: string): string[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** The comma-separated form of a list, for editing it in one text field. */
export const joinCommaList = (list: readonly string[]): string => list.join(', ');
