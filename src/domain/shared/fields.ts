import { z } from 'zod';

// In the browser, schemas run under a Content-Security-Policy without 'unsafe-eval': tell zod not to
// compile parsers with Function() (it would probe for it, and every probe is a reported violation).
if (typeof document !== 'undefined') z.config({ jitless: true });

/**
 * Characters single-line text never holds: control characters (line breaks, tabs, ANSI escapes: a name
 * carrying "\n\nPay at http://…" would become a line of its own in the WhatsApp message staff send, or a
 * forged line in a log) and the invisible bidirectional marks, overrides and isolates that make text read
 * differently from what it says. Lone surrogates too: no strict JSON parser accepts them in an export.
 */
const NOT_SINGLE_LINE = /[\p{Cc}\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]|\p{Cs}/u;
export const NOT_SINGLE_LINE_MESSAGE = 'must be one line of plain text (no control or direction characters)';

/** Whether `value` is one line of plain text (see {@link NOT_SINGLE_LINE}). */
export const isSingleLine = (value: string): boolean => !NOT_SINGLE_LINE.test(value);

/** Format characters (Unicode Cf) other than the direction marks, which are refused instead. */
const INVISIBLE = /(?![\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069])\p{Cf}/u;
const EMOJI = /\p{Extended_Pictographic}/u;
/** What may stand between an emoji and the joiner after it: emoji presentation, skin tones. */
const EMOJI_MODIFIER = /[\ufe0f\u{1f3fb}-\u{1f3ff}]/u;
/** Letters and marks of the scripts that shape with joiners (Arabic, Persian, Devanagari…), not Latin's. */
const JOINING_LETTER = /(?![\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}])[\p{L}\p{M}]/u;

/** Whether the joiner at `i` does a visible job: within an emoji sequence, or between shaping letters. */
function joins(chars: readonly string[], i: number): boolean {
  const joiner = chars[i];
  if (joiner !== '\u200c' && joiner !== '\u200d') return false;
  const after = chars[i + 1] ?? '';
  if (joiner === '\u200d' && EMOJI.test(after)) {
    let before = i - 1;
    while (before > 0 && EMOJI_MODIFIER.test(chars[before] ?? '')) before--;
    if (EMOJI.test(chars[before] ?? '')) return true;
  }
  return JOINING_LETTER.test(chars[i - 1] ?? '') && JOINING_LETTER.test(after);
}

/**
 * `value` without its invisible characters (zero-width spaces and joiners, word joiners, soft hyphens,
 * byte-order marks, tag characters…): "A\u200b\u200bB" looks like "AB" to staff, in the e-mail and the
 * webhook, and becomes "AB". They are removed, not refused as control characters are: having no visible
 * form, removing them changes nothing anyone sees, and they come unseen with pasted text, where a refusal
 * would leave the guest nothing to correct (a text stored before keeps reading as it shows, too). Kept:
 * the zero-width joiner inside an emoji sequence (👨‍👩‍👧) and the joiners between letters of the scripts
 * that shape with them.
 */
export function withoutInvisibles(value: string): string {
  if (!INVISIBLE.test(value)) return value;
  const chars = [...value];
  return chars.filter((char, i) => !INVISIBLE.test(char) || joins(chars, i)).join('');
}

/** Trimmed single-line text of at most `max` characters, without invisible characters; may be empty. */
export const text = (max: number) =>
  z
    .string()
    .overwrite(withoutInvisibles)
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine(isSingleLine, NOT_SINGLE_LINE_MESSAGE);

/** A real calendar date, yyyy-mm-dd ("2026-11-31" is not one). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A yyyy-mm-dd date that exists on the calendar. */
export const calendarDate = (message = 'must be a real date (yyyy-mm-dd)') =>
  z.string().refine(isCalendarDate, message);

/** A real local date-time to the minute, yyyy-mm-ddTHH:mm ("2026-12-05T19:00"), as a datetime-local field gives it. */
export function isLocalDateTime(value: string): boolean {
  const match = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d$/.exec(value);
  return match !== null && isCalendarDate(match[1] ?? '');
}

/** A yyyy-mm-ddTHH:mm date-time on the restaurant's clock (no zone: the restaurant's is meant). */
export const localDateTime = (message = 'must be a date and time (yyyy-mm-ddTHH:mm)') =>
  z.string().refine(isLocalDateTime, message);

/** Trimmed text that must not be empty. */
export const requiredText = (max: number) => text(max).min(1, 'is required');

/**
 * Longer free text (descriptions); line breaks and tabs allowed, other control characters, direction
 * overrides and lone surrogates not; invisible characters removed (see {@link withoutInvisibles}).
 */
export const longText = (max = 2000) =>
  z
    .string()
    .overwrite(withoutInvisibles)
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine(
      (value) => isSingleLine(value.replace(/[\n\r\t]/g, ' ')),
      'must be plain text (no control or direction characters)',
    );

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

/**
 * True for a host on the visitor's own machine or network: loopback, private and link-local addresses,
 * `localhost` and local-only names (`.local`, `.internal`, a name without a dot). A page must never make
 * a visitor's browser reach into their network (routers, printers, admin panels).
 */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  if (!host.includes('.') && !host.includes(':')) return true;
  if (/(^|\.)(localhost|local|internal|lan|home\.arpa)$/.test(host)) return true;
  const v4 = host.match(/^(?:::ffff:)?(\d+)\.(\d+)\.(\d+)\.(\d+)$/);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      a >= 224
    );
  }
  if (host.includes(':')) {
    // IPv6: unspecified, loopback, unique-local (fc00::/7), link-local (fe80::/10), IPv4-mapped (hex form).
    return (
      host === '::' ||
      host === '::1' ||
      /^f[cd]/.test(host) ||
      /^fe[89ab]/.test(host) ||
      host.startsWith('::ffff:')
    );
  }
  return false;
}

/**
 * An image address as staff may set it: a path on this site or an https URL on the public internet (the
 * pages load images over https only, and never from the visitor's own network).
 */
export const imageUrl = (max = 2048) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((v) => isSafeUrl(v, { httpsOnly: true }), 'must be an https URL or a path starting with /')
    .refine(
      (v) => SITE_RELATIVE.test(v) || !URL.canParse(v) || !isPrivateHost(new URL(v).hostname),
      'must not point to a local or private network address',
    );

/** Like {@link imageUrl} but may be empty (an optional image). */
export const optionalImageUrl = (max = 2048) => z.union([z.literal(''), imageUrl(max)]);

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
