/**
 * What the order basket costs guests on a phone (issue 25), in headless Chromium against a served build:
 * the JavaScript `/` loads before any scroll, the time a tap on "Tambah" takes to answer with the CPU
 * slowed four times (Event Timing: from the tap to the next paint), and the layout shift while a page
 * loads with a basket already holding dishes (the basket button appears).
 */
import { type Browser, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../tests/helpers/chromium.ts';
import { watchScripts } from './script-sizes.ts';

export interface BasketFigures {
  /** gzip bytes of every script `/` loads at 390×844 before the guest scrolls. */
  landingFirstViewJsBytes: number;
  landingFirstViewScripts: string[];
  /** Event Timing duration of each tap on Tambah / + (ms), CPU slowed ×4: from the tap to the next paint. */
  tapMs: number[];
  /** The part of each that is the basket's: its handlers and the paint after them (no input delay). */
  tapAnswerMs: number[];
  /** Cumulative layout shift of `/` and a dish page loaded with three dishes in the basket. */
  cls: Record<string, number>;
}

const PHONE = { width: 390, height: 844 };

/** Three dishes in the basket, as the script keeps them (src/client/orders/basket.ts). */
export function basketOfThree(dishes: Array<{ slug: string; name: string; price: string }>): string {
  return JSON.stringify({
    lines: dishes.slice(0, 3).map((dish) => ({ ...dish, quantity: 1, note: '' })),
    table: '',
  });
}

async function firstViewJs(browser: Browser, url: string): Promise<{ bytes: number; scripts: string[] }> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const scripts = watchScripts(page);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const sizes = await scripts();
  await context.close();
  return {
    bytes: sizes.reduce((sum, script) => sum + script.gzipBytes, 0),
    scripts: sizes.map((s) => s.path),
  };
}

async function tapTimes(browser: Browser, url: string): Promise<Array<[number, number]>> {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  page.on('console', (message) => {
    if (message.text().startsWith('tap:')) console.log(`    ${message.text()}`);
  });
  await page.goto(`${url}/#menu`, { waitUntil: 'networkidle' });
  // A guest who has looked around first: every island has woken (the gallery and the reservation form
  // hydrate when seen, which keeps a slowed phone busy for a moment), then the menu again.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(3000);
  await page.locator('#menu').scrollIntoViewIfNeeded();
  await page.waitForTimeout(2000);
  await page.evaluate(() => {
    const entries: Array<[number, number]> = [];
    (window as unknown as { tapEntries: Array<[number, number]> }).tapEntries = entries;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[])
        if (entry.name === 'click') {
          entries.push([entry.duration, entry.startTime + entry.duration - entry.processingStart]);
          console.log(
            `tap: input delay ${(entry.processingStart - entry.startTime).toFixed(0)} ms, handlers ${(entry.processingEnd - entry.processingStart).toFixed(0)} ms, to the next paint ${(entry.startTime + entry.duration - entry.processingEnd).toFixed(0)} ms`,
          );
        }
    }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
  });
  const taps: Array<() => Promise<void>> = [];
  const adds = page.getByRole('button', { name: /^Tambah .+ ke pesanan$/ });
  const count = Math.min(3, await adds.count());
  for (let i = 0; i < count; i++) taps.push(() => adds.first().tap());
  taps.push(() =>
    page
      .getByRole('button', { name: /^Tambah (?!.* ke pesanan$)/ })
      .first()
      .tap(),
  );
  const durations: Array<[number, number]> = [];
  for (const tap of taps) {
    const before = await page.evaluate(
      () => (window as unknown as { tapEntries: unknown[] }).tapEntries.length,
    );
    await tap();
    await page.waitForTimeout(800);
    const entries = await page.evaluate(
      () => (window as unknown as { tapEntries: Array<[number, number]> }).tapEntries,
    );
    const mine = entries.slice(before);
    // An answer faster than 16 ms leaves no entry: count it as 16 ms.
    durations.push(
      mine.length > 0
        ? [Math.max(...mine.map(([total]) => total)), Math.max(...mine.map(([, own]) => own))]
        : [16, 16],
    );
  }
  await context.close();
  return durations;
}

async function layoutShift(browser: Browser, url: string, basket: string): Promise<number> {
  const context = await browser.newContext({ viewport: PHONE });
  await context.addInitScript((stored) => {
    localStorage.setItem('rmp-pesanan', stored);
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >)
        if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  }, basket);
  const page: Page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
  await context.close();
  return shifts;
}

export async function measureBasket(
  baseUrl: string,
  dishPage: string,
  basket: string,
  chromePath: string,
): Promise<BasketFigures> {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  try {
    const js = await firstViewJs(browser, `${baseUrl}/`);
    const taps = await tapTimes(browser, baseUrl);
    const cls: Record<string, number> = {};
    for (const page of ['/', dishPage]) cls[page] = await layoutShift(browser, `${baseUrl}${page}`, basket);
    return {
      landingFirstViewJsBytes: js.bytes,
      landingFirstViewScripts: js.scripts,
      tapMs: taps.map(([total]) => total),
      tapAnswerMs: taps.map(([, own]) => own),
      cls,
    };
  } finally {
    await browser.close();
  }
}

/** Puts `basket` into the local storage of `origin` in the Chromium at `devtoolsPort` (for Lighthouse). */
export async function storeBasket(devtoolsPort: number, origin: string, basket: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${devtoolsPort}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate((stored) => localStorage.setItem('rmp-pesanan', stored), basket);
    await page.close();
  } finally {
    // Only the connection: the browser is Lighthouse's to use and close.
    await browser.close();
  }
}
