import type { Config } from '@netlify/functions';
import { handle, json } from '../../src/server/http/respond.ts';
import { runDailyPublish } from '../../src/server/publishing/daily-publish.ts';

/**
 * Once a day, at the first run after midnight on the restaurant's clock, rebuilds the site when what it
 * shows changed with the date (an event or a special day over), and not otherwise. Netlify runs it every
 * 15 minutes; other runs do nothing. No public address.
 */
export default handle({
  POST: async () => json(await runDailyPublish()),
});

export const config: Config = { schedule: '*/15 * * * *' };
