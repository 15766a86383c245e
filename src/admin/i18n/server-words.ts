/**
 * The API's answers in the admin's language. The API words its `detail` in English (server-messages.ts);
 * the catalogues hold those words under `server.*` keys, `{placeholders}` standing for what varies, and a
 * placeholder's value is said in the admin's language too when a `server.word.*` key holds it ("restaurant
 * info"). An answer the catalogues do not know is shown as it came. Loaded before sign-in: the login's
 * words are in the sign-in catalogue, the rest arrive with the whole one.
 */
import { english, loadedKeys, type MessageKey, t } from './translate.ts';

/** The English wording of `key` as a whole-answer pattern, its `{placeholders}` as named groups. */
const pattern = (key: MessageKey) =>
  new RegExp(
    `^${english(key)
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\{(\w+)\}/g, '(?<$1>.+?)')}$`,
  );

/** `value` in the admin's language when it is one of the words placeholders stand for. */
function sayWord(value: string): string {
  const key = loadedKeys('server.word.').find((word) => english(word) === value);
  return key ? t(key) : value;
}

/** The server's `detail` in the admin's language (unchanged in English, or when not in the catalogues). */
export function sayServerMessage(detail: string): string {
  if (t.language === 'en') return detail;
  for (const key of loadedKeys('server.')) {
    if (key.startsWith('server.word.')) continue;
    const match = pattern(key).exec(detail);
    if (!match) continue;
    const values = Object.entries(match.groups ?? {}).map(([name, value]) => [name, sayWord(value)]);
    return t(key, Object.fromEntries(values));
  }
  return detail;
}
