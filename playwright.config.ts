import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { copyProject } from './scripts/local/project-copy.ts';
import { CHROMIUM_ARGS, NOTIFICATIONS } from './tests/helpers/chromium.ts';

const port = Number(process.env.E2E_PORT || 8899);
/** The second server's port: the guests' pages (see `projects`). */
const sitePort = port + 1;
// Chromium's headless shell where Debian's package of it is installed (what Playwright itself runs headless
// tests in: about a quarter less CPU than the full browser for the same tests here), else the full browser.
// Tests of system notifications, which the shell does not show, run in the full browser.
const FULL_BROWSER = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath =
  process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER);
const notifications = new RegExp(NOTIFICATIONS.tag);
// One fresh content store per server and run; set before workers start so they all agree on it.
process.env.E2E_DATA_DIR ||= mkdtempSync(join(tmpdir(), 'rmp-e2e-'));
process.env.E2E_SITE_DATA_DIR ||= mkdtempSync(join(tmpdir(), 'rmp-e2e-site-'));
// The second server runs from a copy of the project (node_modules linked): a live site and builds of its
// own, so the two servers' rebuilds never swap each other's site.
if (!process.env.E2E_SITE_ROOT) {
  process.env.E2E_SITE_ROOT = mkdtempSync(join(tmpdir(), 'rmp-e2e-project-'));
  await copyProject(import.meta.dirname, process.env.E2E_SITE_ROOT);
}
// The port of the push service tests/e2e/admin-push.spec.ts stands in: the one the server takes besides
// the browsers' push services.
process.env.E2E_PUSH_PORT ||= String(port + 1000);

/**
 * The specs on the second server: the guests' pages, and the admin's two longest (its accessibility scan
 * and walkthrough), so the two servers' shares take about as long. Every other spec is on the first.
 */
const SECOND_SERVER_ADMIN_SPECS = ['admin-accessibility', 'admin-walkthrough'];
const SITE_SPECS = new RegExp(`/((?!admin-)[\\w-]+|${SECOND_SERVER_ADMIN_SPECS.join('|')})\\.spec\\.ts$`);
const ADMIN_SPECS = new RegExp(`/(?!${SECOND_SERVER_ADMIN_SPECS.join('|')})admin-[\\w.-]+\\.spec\\.ts$`);
const siteURL = `http://localhost:${sitePort}`;

/** One local server as `npm start` runs it, on a fresh content store of its own. */
function server(on: number, dataDir: string | undefined) {
  return {
    command: 'node scripts/start.ts',
    url: `http://localhost:${on}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    // The functions run warm in the server's process (the same modules; the integration tests cover the
    // emulator's routing of every one): the emulator's fresh worker per call would triple the run.
    env: {
      PORT: String(on),
      DATA_DIR: dataDir ?? '',
      ASTRO_TELEMETRY_DISABLED: '1',
      LOCAL_FUNCTIONS: process.env.LOCAL_FUNCTIONS || 'in-process',
      // Every spec books from 127.0.0.1; the limit itself is tested in tests/integration/reservations.test.ts.
      RESERVATIONS_PER_CLIENT: '100',
      ORDERS_PER_CLIENT: '100',
      // Passwords the tests set are hashed at scrypt's lowest accepted cost (tests/unit/auth.test.ts).
      PASSWORD_HASH_TEST_COST: '1',
      PUSH_SERVICE_TEST_ORIGIN: `http://127.0.0.1:${process.env.E2E_PUSH_PORT}`,
    },
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
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
  // Two servers, each with its own content store, run two specs at a time: the admin's specs on one (in
  // the order of the projects below), the guests' pages on the other. One spec alone leaves the machine
  // idle half the time (waiting for rebuilds, polls and the network), and specs on one server share its
  // content, so each server takes one spec at a time.
  workers: 2,
  projects: [
    // The owner's first visit (the login hint, the first password replaced) runs before everything else.
    {
      name: 'first-start',
      testMatch: /\.first\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'chromium',
      testMatch: ADMIN_SPECS,
      testIgnore: /\.(account|first)\.spec\.ts$/,
      grepInvert: notifications,
      dependencies: ['first-start'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // After the other admin specs, never beside them: they share the server.
    {
      name: 'notifications',
      testMatch: ADMIN_SPECS,
      testIgnore: /\.(account|first)\.spec\.ts$/,
      grep: notifications,
      dependencies: ['chromium'],
      workers: 1,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        launchOptions: { executablePath: FULL_BROWSER, args: CHROMIUM_ARGS },
      },
    },
    // The guests' pages, on the second server: its owner replaces the first password through the API (the
    // form itself is the first-start project's), then the specs run one at a time.
    {
      name: 'site-start',
      testMatch: /site-start\.setup\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: siteURL },
    },
    {
      name: 'site',
      testMatch: SITE_SPECS,
      dependencies: ['site-start'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: siteURL },
    },
    // Specs that change the admin account (its password) run after every other spec on their server: on
    // the second, beside the notifications on the first. (Playwright runs the projects in steps: each
    // starts once every project of the step before is done.)
    {
      name: 'account',
      testMatch: /\.account\.spec\.ts$/,
      dependencies: ['site'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: siteURL },
    },
  ],
  webServer: [
    { ...server(port, process.env.E2E_DATA_DIR), name: 'admin' },
    { ...server(sitePort, process.env.E2E_SITE_DATA_DIR), name: 'site', cwd: process.env.E2E_SITE_ROOT },
  ],
});
