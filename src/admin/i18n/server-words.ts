/**
 * The API's answers in the admin's language. The API words its `detail` in English (server-messages.ts);
 * the catalogues hold those words under `server.*` keys, `{placeholders}` standing for what varies, and a
 * placeholder's value is said in the admin's language too when a `server.word.*` key holds it ("restaurant
 * info"). An answer the catalogues do not know is shown as it came. Loaded before sign-in: the login's
 * words are in the sign-in catalogue, the rest arrive with the whole one. The activity log's sentences
 * (`server.audit.*`) are said the same way, those logged before too.
 */
import { english, loadedKeys, type MessageKey, t } from './translate.ts';

const patterns = new Map<MessageKey, RegExp>();
let sorted: MessageKey[] = [];

/** The English wording of `key` as a whole-answer pattern, its `{placeholders}` as named groups. */
function pattern(key: MessageKey): RegExp {
  let found = patterns.get(key);
  if (!found) {
    const escaped = english(key).replace(/[.*+?^$()|[\]\\]/g, '\\$&');
    found = new RegExp(`^${escaped.replace(/\{(\w+)\}/g, '(?<$1>.+?)')}$`);
    patterns.set(key, found);
  }
  return found;
}

/**
 * The sentences loaded so far, the most specific first (the most words besides placeholders): "Deleted a
 * photo "{file}"" is tried before "Deleted {what} "{title}"", which would take it too.
 */
function sentences(): MessageKey[] {
  const keys = loadedKeys('server.');
  if (sorted.length !== keys.length) {
    const literal = (key: MessageKey) => english(key).replace(/\{\w+\}/g, '').length;
    sorted = keys.sort((a, b) => literal(b) - literal(a));
  }
  return sorted.filter((key) => !key.startsWith('server.word.'));
}

/** `value` in the admin's language when it is one of the words placeholders stand for. */
function sayWord(value: string): string {
  const key = loadedKeys('server.word.').find((word) => english(word) === value);
  return key ? t(key) : value;
}

/** The server's `detail` in the admin's language (unchanged in English, or when not in the catalogues). */
export function sayServerMessage(detail: string): string {
  if (t.language === 'en') return detail;
  for (const key of sentences()) {
    const match = pattern(key).exec(detail);
    if (!match) continue;
    const values = Object.entries(match.groups ?? {}).map(([name, value]) => [name, sayWord(value)]);
    return t(key, Object.fromEntries(values));
  }
  return detail;
}
