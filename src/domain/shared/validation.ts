import type { z } from 'zod';

// In a module of its own: the admin's API client (on the login screen) needs only this one.
export { describeIssues } from './describe-issues.ts';

/** One problem with one field: where (field, then list entry) and what. */
export interface Problem {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * The problems in a server's 400 detail, as {@link describeIssues} wrote them
 * ("price: is required; gallery.1: must be …"), so a form can show them next to their fields.
 */
export function problemsInDetail(detail: string): Problem[] {
  return detail
    .replace(/ \(and \d+ more\)$/, '')
    .split('; ')
    .flatMap((part) => {
      const match = part.match(/^([a-z_]+)(?:\.(\d+|[a-z_]+))?: (.+)$/);
      if (!match?.[1] || !match[3]) return [];
      const [, field, inner, message] = match;
      const at = inner === undefined ? [] : [/^\d+$/.test(inner) ? Number(inner) : inner];
      return [{ path: [field, ...at], message }];
    });
}

/**
 * The first problem of each field of a form, worded for the person who typed it, with the field's
 * on-screen label: "Image URL is required", "Gallery (entry 2) must be an http(s) URL…". An empty text
 * field is simply missing, whatever rule it would otherwise break. Problems outside the labelled fields
 * are joined under `form`.
 */
export function fieldErrors<K extends string>(
  problems: z.ZodError | readonly Problem[],
  labels: Record<K, string>,
  values: Partial<Record<K, unknown>> = {},
): Partial<Record<K | 'form', string>> {
  const errors: Partial<Record<K | 'form', string>> = {};
  for (const issue of 'issues' in problems ? problems.issues : problems) {
    const [key, index] = issue.path;
    if (typeof key === 'string' && Object.hasOwn(labels, key)) {
      const field = key as K;
      if (errors[field]) continue;
      const value = values[field];
      const empty = typeof value === 'string' && value.trim() === '';
      const entry = typeof index === 'number' ? ` (entry ${index + 1})` : '';
      errors[field] =
        `${labels[field]}${entry} ${empty && index === undefined ? 'is required' : issue.message}`;
      continue;
    }
    const where = issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ` : '';
    errors.form = [errors.form, `${where}${issue.message}`].filter(Boolean).join('; ');
  }
  return errors;
}
