import type { z } from 'zod';
import { describeIssues } from '../../domain/shared/validation.ts';
import { badRequest } from './errors.ts';

/**
 * The input of an update with every field the client did not send (`sent`, the body as it came, see
 * `fieldsSent` in ./read-json.ts) as stored, at every depth: a client that does not know a field (an admin
 * loaded before a deploy added it, to a dish or inside the restaurant's halal certificate) leaves it as it
 * is, instead of clearing it with the schema's default. A list is followed item by item only when it kept
 * its length (the same items); otherwise, and for any value sent, the input counts. Without `sent` (an
 * input not read from a request), all of it counts.
 */
export function keepUnsent<I>(input: I, stored: unknown, sent?: unknown): I {
  if (sent === undefined) return input;
  if (Array.isArray(input))
    return Array.isArray(stored) &&
      Array.isArray(sent) &&
      input.length === stored.length &&
      sent.length === input.length
      ? (input.map((item, index) => keepUnsent(item, stored[index], sent[index])) as I)
      : input;
  if (!isRecord(input) || !isRecord(stored) || !isRecord(sent)) return input;
  const kept: Record<string, unknown> = { ...input };
  for (const key of Object.keys(kept)) {
    if (!Object.hasOwn(stored, key)) continue;
    kept[key] = Object.hasOwn(sent, key) ? keepUnsent(kept[key], stored[key], sent[key]) : stored[key];
  }
  return kept as I;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * {@link keepUnsent}, then `schema`'s rules on the result: a field kept as stored must still fit beside
 * those sent (an event's end after a new start), or the save is refused with 400 naming the field, as if
 * the client had sent it so.
 */
export function withUnsentKept<S extends z.ZodType>(
  schema: S,
  input: z.output<S>,
  stored: unknown,
  sent: object | undefined,
): z.output<S> {
  if (sent === undefined) return input;
  const checked = schema.safeParse(keepUnsent(input, stored, sent));
  if (!checked.success) throw badRequest(describeIssues(checked.error));
  return checked.data;
}
