import type { Config } from '@netlify/functions';
import { handle, json } from '../../src/server/http/respond.ts';

export default handle({ GET: () => json({ status: 'ok', time: new Date().toISOString() }) });

export const config: Config = { path: '/api/status' };
