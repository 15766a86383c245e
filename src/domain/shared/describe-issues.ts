import type { z } from 'zod';

/**
 * Turns a validation failure into one sentence a person can act on, naming the field:
 * `price: is required`.
 */
export function describeIssues(error: z.ZodError, max = 3): string {
  const parts = error.issues.slice(0, max).map((issue) => {
    const path = issue.path.map(String).join('.');
    // Zod reports a missing field as a type error on `undefined`; say it the way a person would.
    const missing = issue.code === 'invalid_type' && /received undefined$/.test(issue.message);
    const message = missing ? 'is required' : issue.message;
    return path ? `${path}: ${message}` : message;
  });
  const more = error.issues.length > max ? ` (and ${error.issues.length - max} more)` : '';
  return parts.join('; ') + more;
}
