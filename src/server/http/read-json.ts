import type { z } from 'zod';
import { describeIssues } from '../../domain/shared/validation.ts';
import { badRequest, invalidField, unsupportedMediaType } from './errors.ts';
import { readBodyText } from './read-body.ts';

export const MAX_JSON_BYTES = 64 * 1024;

/**
 * Reads a JSON body and validates it with `schema`: 415 unless JSON, 413 when too large, 400 with the
 * field named when it does not match. Unknown fields are dropped by the schema.
 */
export async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
  {
    describe = describeIssues,
    fieldOf,
  }: {
    describe?: (error: z.ZodError) => string;
    /** The field a form should mark for this failure: the answer then says it (`field`). */
    fieldOf?: (error: z.ZodError) => string | undefined;
  } = {},
): Promise<z.infer<S>> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type))
    throw unsupportedMediaType('Send the request body as application/json');
  const text = await readBodyText(request, MAX_JSON_BYTES);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw badRequest('Request body must be valid JSON');
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const field = fieldOf?.(parsed.error);
    throw field ? invalidField(field, describe(parsed.error)) : badRequest(describe(parsed.error));
  }
  if (parsed.data && typeof parsed.data === 'object' && raw && typeof raw === 'object')
    sentBodies.set(parsed.data, raw);
  return parsed.data;
}

const sentBodies = new WeakMap<object, object>();

/**
 * The body as the client sent it, for the value `readJson` answered with (undefined for a value it did not
 * answer with): which fields, at every depth, it sent. A field it did not send holds its schema's default.
 */
export const fieldsSent = (data: object): object | undefined => sentBodies.get(data);

/** Reads the query string with `schema` (empty values count as absent); 400 naming the parameter. */
export function readQuery<S extends z.ZodType>(request: Request, schema: S): z.infer<S> {
  const params = Object.fromEntries(
    [...new URL(request.url).searchParams.entries()].filter(([, value]) => value !== ''),
  );
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw badRequest(describeIssues(parsed.error));
  return parsed.data;
}
