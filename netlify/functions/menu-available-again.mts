import type { Config } from '@netlify/functions';
import { runAvailableAgain } from '../../src/server/content/available-again.ts';
import { handle, json } from '../../src/server/http/respond.ts';

/**
 * Off unless MENU_AVAILABLE_AGAIN_AT is set: then, once a day at that time (the restaurant's, WIB unless
 * it names another zone), every dish marked Habis is Tersedia again. Netlify runs it every 15 minutes;
 * a run outside the hour after that time, or after the day's run, does nothing. No public address.
 */
export default handle({
  POST: async () => json(await runAvailableAgain()),
});

export const config: Config = { schedule: '*/15 * * * *' };
