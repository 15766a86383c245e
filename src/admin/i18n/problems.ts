/**
 * The words of a validation problem in the admin's language. The schemas in src/domain (shared with the
 * server) word their problems in English after the field's label ("Nama is required"); the admin puts the
 * label in its language and, here, the problem after it, by the `problem.*` messages of the catalogue.
 */

import { en } from './en.ts';
import { english, type MessageKey, t } from './i18n.ts';

// Longest wording first: "must be at least {min} characters" is tried before "must be at least {min}".
const PROBLEM_KEYS = (Object.keys(en) as MessageKey[])
  .filter((key) => key.startsWith('problem.'))
  .sort((a, b) => en[b].length - en[a].length);

/** The English wording of `key` as a pattern, its `{placeholders}` as named groups. */
function pattern(key: MessageKey): RegExp {
  const escaped = english(key).replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`${escaped.replace(/\\?\{(\w+)\\?\}|\{(\w+)\}/g, (_, a, b) => `(?<${a ?? b}>.+?)`)}$`);
}

let patterns: Array<[MessageKey, RegExp]> | null = null;

/** `text` with the English problem it ends with said in the admin's language (unchanged in English). */
export function sayProblem(text: string): string {
  if (t.language === 'en') return text;
  patterns ??= PROBLEM_KEYS.map((key) => [key, pattern(key)]);
  let said = text.replace(/ \(entry (\d+)\)/g, (_, n: string) => t('problem.entryOf', { n }));
  for (const [key, regex] of patterns) {
    const match = regex.exec(said);
    if (match) {
      said = said.slice(0, match.index) + t(key, { ...match.groups });
      break;
    }
  }
  return said;
}

/** Every message of a form's errors said in the admin's language. */
export function sayProblems<E extends Partial<Record<string, string>>>(errors: E): E {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, message && sayProblem(message)]),
  ) as E;
}
