import type { Config } from '@netlify/functions';
import { handle, json } from '../../src/server/http/respond.ts';
import { expireRateLimits } from '../../src/server/rate-limit-cleanup.ts';

/**
 * Every hour Netlify deletes the rate-limit hits that have left their window. Scheduled functions have no
 * public address; what one run cannot finish within its time the next one does.
 */
export default handle({
  POST: async () => json({ deleted: await expireRateLimits() }),
});

export const config: Config = { schedule: '@hourly' };
