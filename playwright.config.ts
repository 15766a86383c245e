import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, NOTIFICATIONS } from './tests/helpers/chromium.ts';

const port = Number(process.env.E2E_PORT || 8899);
/**
 * `npm test` runs the end-to-end specs on two servers, so that the spare core left once its other lane is
 * done is used (scripts/test.ts): E2E_SLICE=first runs every spec but these, E2E_SLICE=second runs only
 * these (after the owner's first visit, on a fresh server of their own: E2E_SERVER_ROOT, a copy of the
 * project, keeps its live site apart). Each spec sets up what it needs, so any of them could move; these
 * are the guests' ordering and booking, about an eighth of the run. Unset, everything runs on one server.
 */
const SECOND_SERVER_SPECS = /\/(basket|reservation|reservation-lifecycle|reservation-keeping)\.spec\.ts$/;
const slice = process.env.E2E_SLICE;
if (slice && slice !== 'first' && slice !== 'second')
  throw new Error(`E2E_SLICE is first or second, not ${slice}`);
const thisSlice = slice === 'second' ? { testMatch: SECOND_SERVER_SPECS } : {};
const notThisSlice = slice === 'first' ? [SECOND_SERVER_SPECS] : [];
// Chromium's headless shell where Debian's package of it is installed (what Playwright itself runs headless
// tests in: about a quarter less CPU than the full browser for the same tests here), else the full browser.
// Tests of system notifications, which the shell does not show, run in the full browser.
const FULL_BROWSER = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath =
  process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER);
const notifications = new RegExp(NOTIFICATIONS.tag);
// One fresh content store per run; set before workers start so they all agree on it.
process.env.E2E_DATA_DIR ||= mkdtempSync(join(tmpdir(), 'rmp-e2e-'));
// The port of the push service tests/e2e/admin-push.spec.ts stands in: the one the server takes besides
// the browsers' push services.
process.env.E2E_PUSH_PORT ||= String(port + 1000);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  // A test that passes only on a second try hides a race: every run must pass at the first.
  retries: 0,
  // Generous: with LOCAL_FUNCTIONS=emulator each function call starts a fresh worker (~0.3-1 s on 2 cores).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    // Off: recording a trace of every test (to keep those that fail) made the run a quarter longer. To see
    // why one fails: npx playwright test tests/e2e/x.spec.ts --trace retain-on-failure
    trace: 'off',
    launchOptions: {
      executablePath: chromiumPath,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // The owner's first visit (the login hint, the first password replaced) runs before everything else.
    {
      name: 'first-start',
      testMatch: /\.first\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'chromium',
      testIgnore: [/\.(account|first)\.spec\.ts$/, ...notThisSlice],
      ...thisSlice,
      grepInvert: notifications,
      dependencies: ['first-start'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'notifications',
      testIgnore: [/\.(account|first)\.spec\.ts$/, ...notThisSlice],
      ...thisSlice,
      grep: notifications,
      dependencies: ['first-start'],
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        launchOptions: { executablePath: FULL_BROWSER, args: CHROMIUM_ARGS },
      },
    },
    // Specs that change the admin account (its password) run after every other spec, on the same server.
    {
      name: 'account',
      testMatch: slice === 'second' ? [] : /\.account\.spec\.ts$/,
      dependencies: ['chromium', 'notifications'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  ...(slice === 'second' ? { outputDir: 'test-results/second-server' } : {}),
  webServer: {
    command: 'node scripts/start.ts',
    cwd: process.env.E2E_SERVER_ROOT || undefined,
    url: `http://localhost:${port}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // The functions run warm in the server's process (the same modules; the integration tests cover the
    // emulator's routing of every one): the emulator's fresh worker per call would triple the run.
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      ASTRO_TELEMETRY_DISABLED: '1',
      LOCAL_FUNCTIONS: process.env.LOCAL_FUNCTIONS || 'in-process',
      // Every spec books from 127.0.0.1; the limit itself is tested in tests/integration/reservations.test.ts.
      RESERVATIONS_PER_CLIENT: '100',
      ORDERS_PER_CLIENT: '100',
      // Passwords the tests set are hashed at scrypt's lowest accepted cost (tests/unit/auth.test.ts).
      PASSWORD_HASH_TEST_COST: '1',
      PUSH_SERVICE_TEST_ORIGIN: `http://127.0.0.1:${process.env.E2E_PUSH_PORT}`,
    },
  },
});
