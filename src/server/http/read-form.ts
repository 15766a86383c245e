import { unsupportedMediaType } from './errors.ts';
import { readBodyText } from './read-body.ts';
import { MAX_JSON_BYTES } from './read-json.ts';

/** Whether a request is an HTML form's own submission (sent by the browser itself, without JavaScript). */
export function isFormSubmission(request: Request): boolean {
  return /^application\/x-www-form-urlencoded\b/i.test(request.headers.get('content-type') ?? '');
}

/**
 * Reads a form-encoded body (what a browser sends for `<form method="post">`): 415 unless form-encoded,
 * 413 when larger than a JSON body may be. Each field's first value, as text; nothing is validated here.
 */
export async function readForm(request: Request): Promise<Record<string, string>> {
  if (!isFormSubmission(request))
    throw unsupportedMediaType('Send the form as application/x-www-form-urlencoded');
  const text = await readBodyText(request, MAX_JSON_BYTES);
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(text))
    if (!Object.hasOwn(fields, name)) fields[name] = value;
  return fields;
}
