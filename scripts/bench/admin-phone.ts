/**
 * The back-office on an owner's phone (issue 28), in headless Chromium against a served build whose
 * built-in admin has its own password: the JavaScript `/admin/login` downloads before anyone signs in,
 * then, with Lighthouse's mobile profile applied over the DevTools protocol (CPU slowed ×4, 150 ms round
 * trips, 1.6 Mbps), the time from the login's answer until the dashboard is interactive (its heading and
 * every counter shown, and the next frame painted), and the time a screen takes to show when first opened
 * from the dashboard (its heading and its content), its code fetched ahead while idle as the admin does.
 */
import { type Browser, chromium, type Page } from '@playwright/test';
import { screenEmulationMetrics, throttling } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_ARGS } from '../../tests/helpers/chromium.ts';
import { OWNER_PASSWORD } from '../../tests/helpers/first-password.ts';
import { watchScripts } from './script-sizes.ts';

export interface AdminPhoneFigures {
  /** gzip bytes of every script `/admin/login` loads before sign-in (no throttling, network idle). */
  loginJsBytes: number;
  /** Each of them, with its gzip bytes, largest first. */
  loginScripts: Array<{ path: string; gzipBytes: number }>;
  /** Login's answer → dashboard interactive, ms, one per sign-in (the page's own clock). */
  dashboardMs: number[];
  /** Click on a screen's link → its heading and content shown, ms, one per sign-in. */
  screenMs: number[];
  /** The screen opened for the first time in `screenMs`. */
  screen: string;
}

const PROFILE = throttling.mobileSlow4G;
// Its phone's screen (typed as possibly absent, which it is not).
const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile as {
  width: number;
  height: number;
  deviceScaleFactor: number;
};

/** Lighthouse's mobile profile on `page`: its CPU slowdown, round trip and throughput. */
async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdownMultiplier });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.rttMs,
    downloadThroughput: (PROFILE.throughputKbps * 1024) / 8,
    uploadThroughput: (PROFILE.uploadThroughputKbps * 1024) / 8,
  });
}

async function newPhonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    // Each sign-in measures a first visit: nothing from an earlier one in a service worker's cache.
    serviceWorkers: 'block',
  });
  return context.newPage();
}

async function loginJs(
  browser: Browser,
  url: string,
): Promise<{ bytes: number; scripts: AdminPhoneFigures['loginScripts'] }> {
  const page = await newPhonePage(browser);
  const watched = watchScripts(page);
  await page.goto(`${url}/admin/login`, { waitUntil: 'networkidle' });
  await page.getByLabel('Username').waitFor();
  await page.waitForTimeout(1000);
  const scripts = await watched();
  await page.context().close();
  return {
    bytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
    scripts,
  };
}

/**
 * Signs in through the form on a throttled phone; returns ms from the login's answer to the dashboard
 * interactive, then ms from a click on `screen`'s link to its heading and `content` shown.
 */
async function signInAndOpen(
  browser: Browser,
  url: string,
  screen: { link: string; heading: string; content: string },
): Promise<[number, number]> {
  const page = await newPhonePage(browser);
  try {
    await throttle(page);
    await page.goto(`${url}/admin/login`);
    await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel(/^Password/).fill(OWNER_PASSWORD);
    // Watched in the page: when the dashboard's heading and all its counters are there, the next frame.
    const interactive = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const ready = () =>
            document.querySelector('h1')?.textContent === 'Dashboard' &&
            document.querySelectorAll('.stats-grid .stat-value').length > 0 &&
            !document.querySelector('.stats-grid .stat-value .spinner');
          const observer = new MutationObserver(() => {
            if (!ready()) return;
            observer.disconnect();
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now())));
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        }),
    );
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const shownAt = await interactive;
    const answeredAt = await page.evaluate(() => {
      const login = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.endsWith('/api/admin/auth/login')) as PerformanceResourceTiming;
      return login.responseEnd;
    });

    // The other screens' code is fetched while the browser idles after sign-in: wait for it, as an owner
    // glancing at the dashboard does, before opening one.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2000);
    const opened = page.evaluate(
      ({ heading, content }) =>
        new Promise<number>((resolve) => {
          const ready = () =>
            document.querySelector('h1')?.textContent === heading &&
            (document.querySelector('main')?.textContent ?? '').includes(content);
          const observer = new MutationObserver(() => {
            if (!ready()) return;
            observer.disconnect();
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now())));
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        }),
      screen,
    );
    const clickedAt = await page.evaluate(
      (name) =>
        new Promise<number>((resolve) => {
          const link = [...document.querySelectorAll<HTMLAnchorElement>('nav[aria-label="Admin"] a')].find(
            (a) => a.textContent?.trim() === name,
          );
          if (!link) throw new Error(`No link to ${name}`);
          const at = performance.now();
          link.click();
          resolve(at);
        }),
      screen.link,
    );
    const screenAt = await opened;
    return [shownAt - answeredAt, screenAt - clickedAt];
  } finally {
    await page.context().close();
  }
}

export async function measureAdminPhone({
  url,
  chromePath,
  runs = 3,
  log = console.log,
}: {
  url: string;
  chromePath: string;
  runs?: number;
  log?: (line: string) => void;
}): Promise<AdminPhoneFigures> {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  try {
    const js = await loginJs(browser, url);
    log(`  /admin/login before sign-in: ${(js.bytes / 1024).toFixed(1)} KB gzip`);
    for (const script of js.scripts)
      log(`  ${(script.gzipBytes / 1024).toFixed(1).padStart(6)} KB gzip  ${script.path}`);
    const screen = { link: 'Menu', heading: 'Menu', content: 'Rendang Daging' };
    const figures: AdminPhoneFigures = {
      loginJsBytes: js.bytes,
      loginScripts: js.scripts,
      dashboardMs: [],
      screenMs: [],
      screen: screen.link,
    };
    for (let n = 1; n <= runs; n++) {
      const [dashboard, opened] = await signInAndOpen(browser, url, screen);
      figures.dashboardMs.push(dashboard);
      figures.screenMs.push(opened);
      log(
        `  sign-in ${n}: dashboard interactive ${Math.round(dashboard)} ms after the login's answer; ${screen.link} shown ${Math.round(opened)} ms after the click`,
      );
    }
    return figures;
  } finally {
    await browser.close();
  }
}
