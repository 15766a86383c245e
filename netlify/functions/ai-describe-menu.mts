import type { Config } from '@netlify/functions';
import { authenticate } from '../../src/server/accounts/auth-service.ts';
import { DescribeRequestSchema, describeDish } from '../../src/server/ai/index.ts';
import { readJson } from '../../src/server/http/read-json.ts';
import { handle, json } from '../../src/server/http/respond.ts';

export default handle({
  POST: async (request) => {
    await authenticate(request, 'content');
    return json(await describeDish(await readJson(request, DescribeRequestSchema)));
  },
});

export const config: Config = { path: '/api/ai/describe-menu' };
