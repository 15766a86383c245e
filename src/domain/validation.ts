import type { z } from 'zod';

/**
 * Turns a validation failure into one sentence a person can act on, naming the field:
 * `price: is required`.
 */
export function describeIssues(error: z.ZodError, max = 3): string {
  const parts = error.issues.slice(0, max).map((issue) => {
    const path = issue.path.map(String).join('.');
    const message =
      issue.code === 'invalid_type' && issue.input === undefined ? 'is required' : issue.message;
    return path ? `${path}: ${message}` : message;
  });
  const more = error.issues.length > max ? ` (and ${error.issues.length - max} more)` : '';
  return parts.join('; ') + more;
}
