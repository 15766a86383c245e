import { z } from 'zod';

/**
 * GET /api/admin/sessions (superadmin): where the key that signs admin sessions comes from, which decides
 * how everyone is signed out. `store`: the server's own key, replaced by DELETE /api/admin/sessions
 * ("Sign out everyone"); `environment`: JWT_SECRET, which only a change of the site's environment
 * variables replaces (the DELETE answers 409 saying so).
 */
export const SessionsStatusSchema = z.object({
  key_source: z.enum(['store', 'environment']),
});
export type SessionsStatus = z.infer<typeof SessionsStatusSchema>;
