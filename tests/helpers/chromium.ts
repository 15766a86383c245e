/**
 * How the tests and benches start Chromium on this kind of machine: headless in a container (no sandbox,
 * no GPU), and nothing that reaches the internet on its own (updates, sync, QUIC probes).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Marks an end-to-end test that shows system notifications (a Web Push, a new booking's alert): Chromium's
 * headless shell has none, so playwright.config.ts runs these in the full browser.
 */
export const NOTIFICATIONS = { tag: '@notifications' };
