/**
 * Text from a request, made safe to print in a log: control characters (line breaks, ANSI escapes), line
 * separators and direction overrides are written as \u escapes, so a name can neither start a forged log
 * line nor recolour or reorder the terminal.
 */
export function printable(text: string): string {
  return text.replace(
    /[\p{Cc}\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]|\p{Cs}/gu,
    (char) => `\\u${(char.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`,
  );
}
