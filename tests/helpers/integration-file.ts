/**
 * Run before each integration test file. The files share one worker and the modules it loaded
 * (vitest.config.ts: isolate off), so each file starts as it would in a fresh process: with the
 * environment the step started with (a file that changes it gives it back, whatever it forgot), and signed
 * in afresh.
 */
import { afterAll, beforeAll } from 'vitest';
import { forgetAdminTokens } from './admin.ts';

const environment = { ...process.env };

beforeAll(() => {
  forgetAdminTokens();
});

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name];
  Object.assign(process.env, environment);
});
