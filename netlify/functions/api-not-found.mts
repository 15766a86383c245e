import type { Config } from '@netlify/functions';
import { detail } from '../../src/server/http/respond.ts';

/** Any /api path no function claims: a JSON 404 like every other API answer. */
export default async () => detail(404, 'No API endpoint at this path');

export const config: Config = { path: '/api/*' };
