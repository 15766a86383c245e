/**
 * What the order basket costs guests on a phone, in headless Chromium against a served build (its
 * functions answering over the starter store): the JavaScript `/` loads before any scroll, the time a tap
 * on "Tambah" takes to answer with the CPU slowed four times (Event Timing: from the tap to the next
 * paint), the layout shift while a page loads with a basket already holding dishes (the basket button
 * appears), and the time from a tap on "Kirim pesanan via WhatsApp" to WhatsApp opening on a slow-3G
 * phone whose CPU is four times slower, the order recorded by the server first.
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
  /** Tap on Kirim → WhatsApp opening, slow 3G and CPU ×4, one per run (see {@link kirimToWhatsApp}). */
  kirim: KirimRun[];
}

/** One order sent from the basket on a slow phone; every time from the guest's tap on Kirim, ms. */
export interface KirimRun {
  /** The tap → WhatsApp's window opened (window.open with the wa.me link). */
  whatsappMs: number;
  /** The tap → the request to POST /api/orders left the page. */
  requestMs: number;
  /** The tap → the server's answer fully arrived. */
  answerMs: number;
  /** The code the server recorded the order under (the WhatsApp message names it). */
  code: string;
}

/** Slow 3G as the end-to-end tests and Chrome's DevTools throttle it: 400 ms round trips, 400 kbit/s. */
const SLOW_3G = {
  offline: false,
  latency: 400,
  downloadThroughput: (400 * 1024) / 8,
  uploadThroughput: (400 * 1024) / 8,
};

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

interface KirimWindow {
  kirimTapAt?: number;
  whatsappAt?: number;
  whatsappLink?: string;
}

/**
 * A guest on a phone sends a pick-up order of the three dishes in `basket`: the form is filled at full
 * speed, then the network is slowed to slow 3G and the CPU four times, and the tap on Kirim is timed on
 * the page's own clock: from the tap's pointerdown (its event time, so an input delay counts) to the call
 * that opens wa.me, with the order's request and answer (Resource Timing) in between. wa.me is answered
 * here: nothing leaves the machine.
 */
async function kirimToWhatsApp(browser: Browser, url: string, basket: string): Promise<KirimRun> {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  try {
    await context.addInitScript((stored) => {
      localStorage.setItem('rmp-pesanan', stored);
      const seen = window as unknown as KirimWindow;
      const open = window.open;
      window.open = function (this: Window, ...args: Parameters<typeof window.open>) {
        const link = String(args[0] ?? '');
        if (link.startsWith('https://wa.me/') && seen.whatsappAt === undefined) {
          seen.whatsappAt = performance.now();
          seen.whatsappLink = link;
        }
        return open.apply(this, args);
      };
    }, basket);
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ body: 'WhatsApp', contentType: 'text/plain' }),
    );
    const page = await context.newPage();
    await page.goto(`${url}/`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: /^Pesanan \(3\), / }).tap();
    const dialog = page.getByRole('dialog', { name: /^Pesanan/ });
    await dialog.getByRole('radio', { name: 'Bungkus (ambil sendiri)' }).check();
    const time = dialog.getByLabel('Waktu ambil');
    const times = await time
      .locator('option:not([value=""])')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    const latest = times.at(-1);
    if (!latest) throw new Error('The basket offers no pick-up time today or tomorrow');
    await time.selectOption(latest);
    await dialog.getByLabel('Nama', { exact: true }).fill('Tamu Bench');
    await dialog.getByLabel('Nomor WhatsApp').fill('0812 3456 7890');
    const send = dialog.getByRole('button', { name: 'Kirim pesanan via WhatsApp' });
    await page.evaluate(() =>
      document.addEventListener(
        'pointerdown',
        (event) => {
          if ((event.target as Element | null)?.closest('#basket-send'))
            (window as unknown as KirimWindow).kirimTapAt ??= event.timeStamp;
        },
        { capture: true },
      ),
    );
    await page.waitForTimeout(500);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const answered = page.waitForResponse(
      (response) => response.url().endsWith('/api/orders') && response.request().method() === 'POST',
    );
    await send.tap();
    const response = await answered;
    if (response.status() !== 201) throw new Error(`POST /api/orders answered ${response.status()}`);
    const { code } = (await response.json()) as { code: string };
    await page.waitForFunction(() => (window as unknown as KirimWindow).whatsappAt !== undefined, null, {
      polling: 50,
      timeout: 20_000,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const seen = await page.evaluate(() => {
      const { kirimTapAt, whatsappAt, whatsappLink } = window as unknown as KirimWindow;
      const order = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.name.endsWith('/api/orders'))
        .at(-1);
      return {
        kirimTapAt,
        whatsappAt,
        whatsappLink,
        requestStart: order?.requestStart,
        responseEnd: order?.responseEnd,
      };
    });
    const { kirimTapAt, whatsappAt, whatsappLink } = seen;
    if (kirimTapAt === undefined || whatsappAt === undefined)
      throw new Error('The tap on Kirim or the opening of WhatsApp was not seen');
    const text = new URL(whatsappLink ?? '').searchParams.get('text') ?? '';
    if (!text.includes(code)) throw new Error(`WhatsApp opened without the order's code ${code}`);
    return {
      whatsappMs: whatsappAt - kirimTapAt,
      requestMs: (seen.requestStart ?? Number.NaN) - kirimTapAt,
      answerMs: (seen.responseEnd ?? Number.NaN) - kirimTapAt,
      code,
    };
  } finally {
    await context.close();
  }
}

export async function measureBasket(
  baseUrl: string,
  dishPage: string,
  basket: string,
  chromePath: string,
  kirimRuns = 5,
): Promise<BasketFigures> {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  try {
    const js = await firstViewJs(browser, `${baseUrl}/`);
    const taps = await tapTimes(browser, baseUrl);
    const cls: Record<string, number> = {};
    for (const page of ['/', dishPage]) cls[page] = await layoutShift(browser, `${baseUrl}${page}`, basket);
    const kirim: KirimRun[] = [];
    for (let run = 1; run <= kirimRuns; run++) {
      const sent = await kirimToWhatsApp(browser, baseUrl, basket);
      kirim.push(sent);
      console.log(
        `    Kirim ${run}: request out +${sent.requestMs.toFixed(0)} ms, answer in +${sent.answerMs.toFixed(0)} ms, WhatsApp open +${sent.whatsappMs.toFixed(0)} ms (${sent.code})`,
      );
    }
    return {
      landingFirstViewJsBytes: js.bytes,
      landingFirstViewScripts: js.scripts,
      tapMs: taps.map(([total]) => total),
      tapAnswerMs: taps.map(([, own]) => own),
      cls,
      kirim,
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
