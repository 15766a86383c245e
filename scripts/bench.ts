/**
 * `npm run bench`: what the public site costs its visitors and its builds, measured on fresh local
 * content stores in a temporary directory (never the repository's live site or .data/):
 *   1. build time of the starter content;
 *   2. JavaScript (gzip, every file a visitor downloads) and HTML shipped by `/` and one dish page;
 *   3. build time with a generated 1,000-dish menu and 50 events;
 *   4. Lighthouse (mobile) scores, TBT and CLS of both pages, served by the local runtime's server, and the
 *      image bytes each page costs a 390×844 phone before any scroll;
 *   5. publishing: save → change in the static HTML of `/` through the whole local runtime (starter menu,
 *      then 1,000 dishes), and how many builds 10 saves within 2 s cost.
 *   6. load with autocannon (public dish read, admin menu read, mixed admin read/write) through the local
 *      runtime as `npm start` runs it (functions warm in its process), through it with
 *      LOCAL_FUNCTIONS=emulator, and through the functions alone served in-process over a blob server in
 *      another process; each server in processes of its own (LOAD_DURATION, LOAD_CONNECTIONS, LOAD_SERVERS);
 *  6b. attacks on the local runtime as `npm start` runs it (scripts/bench/abuse.ts): spoofed forwarding
 *      headers, bursts of logins and bookings, image transforms, heavy uploads, a login flood, the race
 *      for a slot's last seats and a 400 MB body, with the owner's logins and a guest's dish reads during
 *      each (BENCH_ABUSE picks cases: BENCH_SECTIONS=6b BENCH_ABUSE=image-burst,seat-race);
 *   7. a larger fuzz run of every write endpoint (FUZZ_CASES, default 2,000) against the in-process server;
 *   8. the site with real photos (scripts/bench/photos.ts): camera photos on 40 dishes, 12 gallery images
 *      and 3 events; Lighthouse (mobile, and on simulated slow 3G: LCP, FCP and bytes before the LCP) of
 *      `/`, a dish page and `/admin/login` (and on slow 3G, for reference, a page of the dish photo alone)
 *      and image bytes before scroll with them, one photo uploaded through the admin, the server's memory,
 *      and save → visible.
 *   9. new bookings and orders reaching staff (scripts/bench/booking-alerts.ts): guest's answer → the
 *      admin's badge (a booking) or toast (an order) in Chromium, the push at a push service, the e-mail at
 *      an SMTP server and the webhook at an HTTP server, all three started by the bench.
 *  10. the order basket (scripts/bench/basket.ts): JavaScript `/` loads before any scroll, a tap on
 *      Tambah with the CPU slowed ×4, layout shift with a basket already full, from Kirim to WhatsApp
 *      opening on a slow-3G phone with the CPU slowed ×4 (the order recorded by the served functions
 *      first; 5 runs), and Lighthouse (mobile) of `/` and a dish page with three dishes in the basket.
 *  11. the back-office on a phone (scripts/bench/admin-phone.ts): Lighthouse (mobile) of `/admin/login`,
 *      the JavaScript it loads before sign-in, and on Lighthouse's mobile profile the dashboard after the
 *      login's answer and a screen opened for the first time.
 *  12. guests' orders (scripts/bench/orders.ts): `POST /api/orders` on `npm start` with LOAD_CONNECTIONS
 *      guests for LOAD_DURATION seconds (p50, p99), and 200 orders sent at the same moment, none lost or
 *      doubled (the fuzz run of section 7 covers the order endpoints too).
 * Prints every figure next to its budget and writes bench-results/latest.json and latest.md. A report,
 * not a test: it exits 0 whatever the figures; a section that fails is reported and the others still run.
 */
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fallbackContent } from '../src/content/fallback.ts';
import type { SiteContent } from '../src/domain/index.ts';
import { contentStore } from '../src/server/store/blobs.ts';
import { ensureSeeded } from '../src/server/store/seed.ts';
import { ownerToken } from '../tests/helpers/first-password.ts';
import { type AbuseFigures, abuseCasesFromEnv, measureAbuse } from './bench/abuse.ts';
import { type AdminPhoneFigures, measureAdminPhone } from './bench/admin-phone.ts';
import { type BasketFigures, basketOfThree, measureBasket, storeBasket } from './bench/basket.ts';
import { bigMenuContent } from './bench/big-menu.ts';
import { type BookingAlertFigures, measureBookingAlerts } from './bench/booking-alerts.ts';
import { type FuzzFigures, runFuzz } from './bench/fuzz.ts';
import { measureImagesBeforeScroll } from './bench/image-weight.ts';
import {
  CATEGORIES,
  freePort,
  type LighthouseResult,
  runLighthouse,
  serveBuild,
  summarize,
} from './bench/lighthouse.ts';
import { type LoadFigures, loadOptionsFromEnv, runLoad, SERVER_LABELS } from './bench/load.ts';
import { measureOrders, type OrderLoadFigures } from './bench/orders.ts';
import { measurePage, type PageWeight } from './bench/page-weight.ts';
import { measurePhotos, PHOTO_ALONE_PAGE, type PhotoFigures } from './bench/photos.ts';
import { measurePublish, median } from './bench/publish.ts';
import { type Figure, markdownReport, type SectionError, status, textTable } from './bench/report.ts';
import { startLocalBlobs } from './local/blob-server.ts';
import { copyProject } from './local/project-copy.ts';
import { buildSite } from './local/site-builder.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = join(root, 'bench-results');
const DISH_PAGE = '/menu/rendang-daging/';
/** The admin's first screen: what a phone downloads before it can sign in. */
const ADMIN_LOGIN_PAGE = '/admin/login/';
/** The English twins of the public pages (the starter build has the English pages on). */
const ENGLISH_HOME = '/en/';
const ENGLISH_DISH_PAGE = `/en${DISH_PAGE}`;
const PAGES = ['/', DISH_PAGE, ADMIN_LOGIN_PAGE, ENGLISH_HOME, ENGLISH_DISH_PAGE];
const BIG_MENU_DISHES = 1000;
/** Events of the big build: a restaurant that has kept every event it ever announced. */
const BIG_MENU_EVENTS = 50;
const STARTER_DISHES = fallbackContent.menu.flatMap((category) => category.items).length;
const LIGHTHOUSE_RUNS = 3;
const LIGHTHOUSE_REPORT_NAMES: Record<string, string> = {
  '/': 'home',
  [DISH_PAGE]: 'dish',
  [ENGLISH_HOME]: 'home-en',
  [ENGLISH_DISH_PAGE]: 'dish-en',
};
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const MAP_HOST = new URL(fallbackContent.restaurant.mapEmbedUrl).host;
const KB = 1024;
const JS_BUDGETS: Record<string, number> = {
  '/': 85 * KB,
  [DISH_PAGE]: 10 * KB,
  [ADMIN_LOGIN_PAGE]: 80 * KB,
  [ENGLISH_HOME]: 85 * KB,
  [ENGLISH_DISH_PAGE]: 10 * KB,
};
/** Image bytes a 390×844 phone loads before any scroll. */
const IMAGE_BUDGETS: Record<string, number> = {
  '/': 200 * KB,
  [DISH_PAGE]: 120 * KB,
  [ENGLISH_HOME]: 200 * KB,
  [ENGLISH_DISH_PAGE]: 120 * KB,
};

const started = performance.now();
const figures: Figure[] = [];
const errors: SectionError[] = [];
const pageWeights: Record<string, PageWeight> = {};
const lighthouseResults: Record<string, LighthouseResult & { performanceOfEachRun: (number | null)[] }> = {};
const bigMenu = { dishes: BIG_MENU_DISHES, dishPagesBuilt: 0 };
const loadResults: LoadFigures[] = [];
const abuseResults: AbuseFigures[] = [];
let fuzzResult: FuzzFigures | undefined;
let photoResults: PhotoFigures | undefined;
let bookingAlertResults: BookingAlertFigures | undefined;
let basketResults: BasketFigures | undefined;
let adminPhoneResults: (AdminPhoneFigures & { lighthouse: LighthouseResult }) | undefined;
let orderResults: OrderLoadFigures | undefined;
const FUZZ_CASES = Number(process.env.FUZZ_CASES || 2000);
/** Warm admin reads served in-process must stay this fast at p99 (the emulator's cold workers are not). */
const IN_PROCESS_ADMIN_READ_P99_MS = 30;
/** Admin reads through the whole local runtime, as `npm start` runs it, must stay this fast at p50. */
const NPM_START_ADMIN_READ_P50_MS = 50;

const tmp = await mkdtemp(join(tmpdir(), 'rmp-bench-'));
/** The starter build: a project dir the local server can serve (netlify.toml + its live site). */
const siteDir = join(tmp, 'site');
const seedOut = join(siteDir, '.netlify', 'site');
const PUBLISH_SAVES = 5;
/** The menu of a typical restaurant with its English pages on: one publish builds both languages. */
const BILINGUAL_DISHES = 31;
const bilingualContent = (): SiteContent => {
  const content = bigMenuContent(BILINGUAL_DISHES);
  return { ...content, settings: { ...content.settings, languages: ['id', 'en'] } };
};
const PUBLISH_SAVES_BIG = 3;
const BURST_SAVES = 10;
const BURST_WINDOW_MS = 2000;
const publishing: Record<string, unknown> = {};
const port = await freePort();
const siteUrl = `http://localhost:${port}`;
let seedBuilt = false;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Runs one section; a failure is printed and recorded, and the bench goes on. */
/**
 * BENCH_SECTIONS=1,4 runs only those sections (those whose number starts so: 6 runs 6 and 6b, 6b only
 * 6b); all by default.
 */
const onlySections = process.env.BENCH_SECTIONS?.split(',').map((n) => n.trim());

async function section(name: string, run: () => Promise<void>): Promise<void> {
  if (onlySections && /^\d/.test(name) && !onlySections.some((n) => name.startsWith(n))) return;
  console.log(`\n▶ ${name}`);
  const sectionStarted = performance.now();
  try {
    await run();
    console.log(`  (${seconds(performance.now() - sectionStarted)})`);
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    errors.push({ section: name, error: message });
    console.error(`  ✗ ${name} failed:\n${message.replace(/^/gm, '    ')}`);
  }
}

/**
 * Seeds a fresh store under `dataDir` with `content`, builds the site (cold: no build cache yet) and makes
 * it the live site `liveDir`; returns seconds.
 */
async function buildFromFreshStore(dataDir: string, liveDir: string, content: SiteContent): Promise<number> {
  const blobs = await startLocalBlobs(dataDir);
  try {
    process.env.NETLIFY_BLOBS_CONTEXT = blobs.context;
    await ensureSeeded(contentStore(), content);
    const result = await buildSite(
      root,
      { ...process.env, SITE_URL: siteUrl },
      { siteDir: liveDir, cacheDir: join(dataDir, 'build-cache') },
    );
    if (!result.ok) throw new Error(`The build failed:\n${result.output.trim()}`);
    return result.durationMs / 1000;
  } finally {
    delete process.env.NETLIFY_BLOBS_CONTEXT;
    await blobs.stop();
  }
}

async function starterBuild(): Promise<void> {
  // With the English pages on, as a restaurant with visitors from abroad has it: both languages measured.
  const buildSeconds = await buildFromFreshStore(join(tmp, 'starter-data'), seedOut, {
    ...fallbackContent,
    settings: { ...fallbackContent.settings, languages: ['id', 'en'] },
  });
  seedBuilt = true;
  figures.push({
    section: 'Build, starter menu',
    label: `Build, ${STARTER_DISHES} dishes`,
    value: buildSeconds,
    unit: 's',
  });
  console.log(`  built in ${buildSeconds.toFixed(1)} s`);
}

async function pageWeight(page: string): Promise<void> {
  if (!seedBuilt) throw new Error('Needs the starter build (section 1), which failed');
  const weight = await measurePage(seedOut, page);
  pageWeights[page] = weight;
  const add = (label: string, value: number, max?: number) =>
    figures.push({ section: `Page ${page}`, label, value, unit: 'bytes', budget: max ? { max } : undefined });
  add('JS downloaded (gzip)', weight.jsGzipBytes, JS_BUDGETS[page]);
  add(`JS downloaded (raw, ${weight.jsFiles.length} files)`, weight.jsBytes);
  add(`Inline JS (raw, ${weight.inlineScriptCount} scripts)`, weight.inlineScriptBytes);
  add('HTML (raw)', weight.htmlBytes);
  add('HTML (gzip)', weight.htmlGzipBytes);
  for (const file of weight.jsFiles) {
    console.log(`  ${(file.gzipBytes / KB).toFixed(1).padStart(6)} KB gzip  ${file.path}`);
  }
  if (weight.missing.length) console.log(`  referenced but not built: ${weight.missing.join(', ')}`);
  if (weight.dynamicImports.length) console.log(`  lazy (not counted): ${weight.dynamicImports.join(', ')}`);
}

async function bigMenuBuild(): Promise<void> {
  const outDir = join(tmp, 'big-menu', 'site');
  const buildSeconds = await buildFromFreshStore(
    join(tmp, 'big-menu-data'),
    outDir,
    bigMenuContent(BIG_MENU_DISHES, BIG_MENU_EVENTS),
  );
  bigMenu.dishPagesBuilt = (await readdir(join(outDir, 'menu'))).length;
  figures.push(
    {
      section: 'Build, big menu',
      label: `Build, ${BIG_MENU_DISHES} dishes and ${BIG_MENU_EVENTS} events`,
      value: buildSeconds,
      unit: 's',
      budget: { max: 15 },
    },
    { section: 'Build, big menu', label: 'Dish pages built', value: bigMenu.dishPagesBuilt, unit: 'count' },
  );
  console.log(`  built ${bigMenu.dishPagesBuilt} dish pages in ${buildSeconds.toFixed(1)} s`);
  await rm(join(tmp, 'big-menu'), { recursive: true, force: true });
}

async function lighthousePage(baseUrl: string, page: string): Promise<void> {
  const { median, all } = await runLighthouse(`${baseUrl}${page}`, CHROMIUM, LIGHTHOUSE_RUNS);
  const result = summarize(median, MAP_HOST);
  const performanceOfEachRun = all.map((lhr) => summarize(lhr, MAP_HOST).scores.performance);
  lighthouseResults[page] = { ...result, performanceOfEachRun };
  const reportFile = join(resultsDir, `lighthouse-${LIGHTHOUSE_REPORT_NAMES[page] ?? 'page'}.json`);
  await mkdir(resultsDir, { recursive: true });
  await writeFile(reportFile, JSON.stringify(median));
  console.log(`  performance of the ${all.length} runs: ${performanceOfEachRun.join(', ')}`);
  console.log(`  median run (full report in ${relative(root, reportFile)}):`);
  addLighthouseFigures(page, result);
  printLighthouse(result);
}

function addLighthouseFigures(page: string, result: LighthouseResult): void {
  const section = `Lighthouse ${page}`;
  const budget = { target: 100, floor: 95 };
  for (const category of CATEGORIES) {
    figures.push({ section, label: category, value: result.scores[category], unit: 'score', budget });
  }
  figures.push(
    { section, label: 'Total Blocking Time', value: result.totalBlockingTimeMs, unit: 'ms' },
    { section, label: 'Cumulative Layout Shift', value: result.cumulativeLayoutShift, unit: 'cls' },
  );
}

function printLighthouse(result: LighthouseResult): void {
  console.log(`  scores ${CATEGORIES.map((c) => `${c} ${result.scores[c] ?? 'n/a'}`).join(', ')}`);
  for (const category of CATEGORIES) {
    for (const audit of result.flagged[category]) {
      console.log(`  ${category}: ${audit.id} (score ${audit.score}) ${audit.displayValue ?? ''}`);
      for (const item of audit.items) console.log(`      ${item}`);
    }
  }
  const mentions = result.mentionsOfWatchedHost.map((a) => `${a.id} (score ${a.score})`);
  console.log(`  audits mentioning the map host ${MAP_HOST}: ${mentions.join(', ') || 'none'}`);
  for (const warning of result.warnings) console.log(`  Lighthouse warning: ${warning}`);
}

async function lighthouseSection(): Promise<void> {
  if (!seedBuilt) throw new Error('Needs the starter build (section 1), which failed');
  // A copy of the project around the starter build: the pages call a function (/api/menu-availability),
  // served over the starter store like everything else.
  await copyProject(root, siteDir);
  const server = await serveBuild(root, siteDir, port, join(tmp, 'starter-data'));
  const stopOnSignal = () => server.stop().finally(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  try {
    for (const page of PAGES) await section(`Lighthouse ${page}`, () => lighthousePage(server.url, page));
    await section('Images before any scroll, 390×844 phone at 3x', () => imagesBeforeScroll(server.url));
  } finally {
    process.off('SIGINT', stopOnSignal);
    await server.stop();
  }
}

async function imagesBeforeScroll(baseUrl: string): Promise<void> {
  for (const weight of await measureImagesBeforeScroll(baseUrl, PAGES, CHROMIUM)) {
    figures.push({
      section: `Page ${weight.page}`,
      label: `Images before scroll (${weight.images.length} files, phone)`,
      value: weight.bytes,
      unit: 'bytes',
      budget: { max: IMAGE_BUDGETS[weight.page] ?? 0 },
    });
    console.log(`  ${weight.page}: ${(weight.bytes / KB).toFixed(1)} KB in ${weight.images.length} images`);
    for (const image of weight.images) {
      console.log(`    ${(image.bytes / KB).toFixed(1).padStart(6)} KB  ${image.contentType}  ${image.url}`);
    }
  }
}

/** Section 5: save → visible, through the local runtime on a copy of the project. */
async function publishSection(label: string, content: SiteContent, saves: number, budgetSeconds: number) {
  const figuresOf = await measurePublish({
    root,
    workDir: join(tmp, `publish-${label}`),
    port: await freePort(),
    content,
    saves,
    burstSaves: label === 'starter' ? BURST_SAVES : 0,
    burstWindowMs: BURST_WINDOW_MS,
  });
  publishing[label] = figuresOf;
  const dishes = content.menu.reduce((sum, category) => sum + category.items.length, 0);
  const section = `Publishing, ${dishes} dishes${content.settings.languages.includes('en') ? ' in Indonesian and English' : ''}`;
  figures.push(
    {
      section,
      label: `Save → visible on / (median of ${saves})`,
      value: figuresOf.medianMs / 1000,
      unit: 's',
      budget: { max: budgetSeconds },
    },
    {
      section,
      label: 'Slowest save → visible',
      value: Math.max(...figuresOf.samplesMs) / 1000,
      unit: 's',
    },
  );
  if (figuresOf.burstBuilds !== null) {
    figures.push({
      section,
      label: `Builds for ${BURST_SAVES} saves within ${BURST_WINDOW_MS / 1000} s`,
      value: figuresOf.burstBuilds,
      unit: 'count',
      budget: { max: 2 },
    });
  }
  await rm(join(tmp, `publish-${label}`), { recursive: true, force: true });
}

/** Section 6: load through the local runtime and in-process. */
async function loadSection(): Promise<void> {
  const results = await runLoad(loadOptionsFromEnv());
  loadResults.push(...results);
  for (const r of results) {
    const section = `Load, ${SERVER_LABELS[r.server]}: ${r.scenario}`;
    const adminRead = r.scenario === 'admin menu read';
    const p50Budget =
      adminRead && r.server === 'npm-start' ? { max: NPM_START_ADMIN_READ_P50_MS } : undefined;
    const p99Budget =
      adminRead && r.server === 'in-process' ? { max: IN_PROCESS_ADMIN_READ_P99_MS } : undefined;
    figures.push(
      { section, label: 'Requests per second', value: r.requestsPerSecond, unit: 'count' },
      { section, label: 'Latency p50', value: r.p50Ms, unit: 'ms', budget: p50Budget },
      { section, label: 'Latency p99', value: r.p99Ms, unit: 'ms', budget: p99Budget },
      ...cpuFigures(section, r),
      { section, label: 'Load average (1 min) at the end', value: r.loadAverage, unit: 'count' },
      {
        section,
        label: 'Errors (socket, timeout, non-2xx)',
        value: r.errors,
        unit: 'count',
        budget: { max: 0 },
      },
    );
    if (r.created !== undefined)
      figures.push({
        section,
        // Acknowledged creations missing afterwards. More may be found than acknowledged: a request the
        // load generator gave up on (timeout, end of the run) can still have been saved.
        label: `Writes lost (of ${r.created} acknowledged; ${r.foundAfter ?? 0} found)`,
        value: Math.max(0, r.created - (r.foundAfter ?? 0)),
        unit: 'count',
        budget: { max: 0 },
      });
  }
}

/** Section 6b: attacks on `npm start`; the figures of the cases that ran, even when another failed. */
async function attacksSection(): Promise<void> {
  try {
    await measureAbuse({
      root,
      workDir: join(tmp, 'attacks'),
      results: abuseResults,
      cases: abuseCasesFromEnv(),
    });
  } finally {
    for (const a of abuseResults) {
      const section = `Attacks on npm start: ${a.scenario}`;
      figures.push(
        ...a.measures.map((m) => ({
          section,
          label: m.label,
          value: m.value,
          unit: m.unit,
          budget: m.budget,
        })),
      );
    }
  }
}

/** What each server process holds, as named by the load bench. */
const PROCESS_LABELS: Record<string, string> = {
  runtime: 'runtime process: emulation, functions, blob server',
  functions: 'functions process',
  blobs: 'blob server process',
};

/**
 * CPU time per request of each process: `npm start` (either way it runs the functions) is one process
 * with its blob server; in-process, the functions and the blob server each have their own. The load
 * generator always runs in the bench process.
 */
function cpuFigures(section: string, r: LoadFigures): Figure[] {
  return [
    ...Object.entries(r.cpuMsPerRequestByProcess).map(([name, value]) => ({
      section,
      label: `CPU per request (${PROCESS_LABELS[name] ?? name})`,
      value,
      unit: 'ms' as const,
    })),
    { section, label: 'CPU per request (bench process: autocannon)', value: r.cpuMsPerRequest, unit: 'ms' },
  ];
}

async function fuzzSection(): Promise<void> {
  fuzzResult = await runFuzz(FUZZ_CASES, Number(process.env.FUZZ_BENCH_SEED || 4242), () => undefined);
  const section = 'Fuzzing, write endpoints';
  figures.push(
    {
      section,
      label: `Cases (${fuzzResult.targets} targets, seed ${fuzzResult.seed})`,
      value: fuzzResult.cases,
      unit: 'count',
    },
    {
      section,
      label: 'Targets failing',
      value: fuzzResult.failures.length,
      unit: 'count',
      budget: { max: 0 },
    },
    { section, label: 'Run time', value: fuzzResult.seconds, unit: 's' },
  );
  for (const failure of fuzzResult.failures) console.log(`  ✗ ${failure}`);
  console.log(`  ${fuzzResult.cases} cases, ${fuzzResult.snapshotsCompared} store snapshots compared`);
}

/** Section 8: the site with real photos. */
async function photosSection(): Promise<void> {
  const result = await measurePhotos({
    root,
    workDir: join(tmp, 'photos'),
    port: await freePort(),
    content: fallbackContent,
    chromePath: CHROMIUM,
    lighthouseRuns: LIGHTHOUSE_RUNS,
  });
  photoResults = result;
  const section = 'Photos';
  const byPage = (page: string) =>
    page === '/' || page === '/admin/login'
      ? page
      : page === PHOTO_ALONE_PAGE
        ? 'a page of the dish photo alone (reference, no budget)'
        : 'a dish page';
  figures.push(
    {
      section,
      label: `Camera photos made (${result.originalBytes.length}), largest`,
      value: Math.max(...result.originalBytes),
      unit: 'bytes',
    },
    {
      section,
      label: `Upload through the API, scaled as the admin sends it (median of ${result.uploadMs.length})`,
      value: Math.round(median(result.uploadMs)),
      unit: 'ms',
    },
    {
      section,
      label: 'One camera photo through the admin: scaling + upload + server processing',
      value: result.adminUploadMs / 1000,
      unit: 's',
      budget: { max: 3 },
    },
    { section, label: 'Server memory before the uploads', value: result.serverMemory.before, unit: 'bytes' },
    {
      section,
      label: 'Server memory peak after the uploads',
      value: result.serverMemory.peak,
      unit: 'bytes',
    },
    {
      section,
      label: `Save → visible on / with photos (median of ${result.saveToVisibleMs.length})`,
      value: median(result.saveToVisibleMs) / 1000,
      unit: 's',
      budget: { max: 5 },
    },
  );
  for (const [page, lighthouse] of Object.entries(result.lighthouse)) {
    const where = `Photos, Lighthouse ${byPage(page)}`;
    figures.push(
      {
        section: where,
        label: `performance (median run; runs ${lighthouse.performanceOfEachRun.join(', ')})`,
        value: lighthouse.scores.performance,
        unit: 'score',
        budget: { target: 100, floor: 95 },
      },
      ...CATEGORIES.filter((category) => category !== 'performance').map((category) => {
        // The admin asks search engines not to index it (robots noindex), which Lighthouse's SEO counts.
        const noindex = page === '/admin/login' && category === 'seo';
        return {
          section: where,
          label: `${category} (median run${noindex ? '; the admin is noindex on purpose' : ''})`,
          value: lighthouse.scores[category],
          unit: 'score' as const,
          budget: noindex ? undefined : { target: 100, floor: 100 },
        };
      }),
      {
        section: where,
        label: 'Largest Contentful Paint (simulated slow 4G)',
        value: (lighthouse.largestContentfulPaintMs ?? 0) / 1000,
        unit: 's',
        budget: { max: 2 },
      },
      {
        section: where,
        label: 'Cumulative Layout Shift',
        value: lighthouse.cumulativeLayoutShift,
        unit: 'cls',
        budget: { max: 0 },
      },
    );
  }
  for (const [page, { median: slow }] of Object.entries(result.slow3g)) {
    const where = `Photos, slow 3G ${byPage(page)}`;
    const of = `median of ${result.slow3g[page]?.runs.length}`;
    // The page of the photo alone is a reference: what the dish page's figures would be with nothing else.
    const within = <T>(budget: T) => (page === PHOTO_ALONE_PAGE ? undefined : budget);
    figures.push(
      {
        section: where,
        label: `Largest Contentful Paint (${of})`,
        value: slow.lcpMs === null ? null : slow.lcpMs / 1000,
        unit: 's',
        budget: within({ max: 2.5 }),
      },
      {
        section: where,
        label: `First Contentful Paint (${of})`,
        value: slow.fcpMs === null ? null : slow.fcpMs / 1000,
        unit: 's',
        budget: within({ max: 1.8 }),
      },
      {
        section: where,
        label: `Bytes transferred before the LCP (${of})`,
        value: slow.bytesBeforeLcp,
        unit: 'bytes',
        budget: within({ max: 60 * KB }),
      },
    );
  }
  for (const weight of result.imagesBeforeScroll) {
    figures.push({
      section: `Photos, ${byPage(weight.page)}`,
      label: `Images before scroll (${weight.images.length} files, 390×844 phone)`,
      value: weight.bytes,
      unit: 'bytes',
      budget: { max: weight.page === '/' ? 200 * KB : 120 * KB },
    });
  }
}

/**
 * The badge and the new orders are asked for every 20 s (PENDING_POLL_MS); push, e-mail and webhook go out
 * right after the answer.
 */
async function bookingAlertsSection(): Promise<void> {
  const result = await measureBookingAlerts({
    root,
    workDir: join(tmp, 'booking-alerts'),
    port: await freePort(),
    content: fallbackContent,
    chromePath: CHROMIUM,
  });
  bookingAlertResults = result;
  const section = 'New bookings reach staff';
  const n = result.bookings;
  figures.push(
    {
      section,
      label: `Guest's answer (median of ${n})`,
      value: median(result.answerMs),
      unit: 'ms',
      budget: { max: 1000 },
    },
    {
      section,
      label: `Answer → admin badge, median of ${n}`,
      value: median(result.badgeMs) / 1000,
      unit: 's',
    },
    {
      section,
      label: `Answer → admin badge, slowest of ${n}`,
      value: Math.max(...result.badgeMs) / 1000,
      unit: 's',
      budget: { max: 21 },
    },
    {
      section,
      label: `Answer → e-mail received, slowest of ${n}`,
      value: Math.max(...result.emailMs),
      unit: 'ms',
      budget: { max: 5000 },
    },
    {
      section,
      label: `Answer → webhook received, slowest of ${n}`,
      value: Math.max(...result.webhookMs),
      unit: 'ms',
      budget: { max: 5000 },
    },
    {
      section,
      label: `Answer → push received by the push service, slowest of ${n}`,
      value: Math.max(...result.pushMs),
      unit: 'ms',
    },
  );
  const orders = result.orders;
  const ordersSection = 'New orders reach staff';
  figures.push(
    {
      section: ordersSection,
      label: `Guest's answer to POST /api/orders (median of ${orders.count})`,
      value: median(orders.answerMs),
      unit: 'ms',
    },
    {
      section: ordersSection,
      label: `Answer → the open admin shows the order, median of ${orders.count}`,
      value: median(orders.adminMs) / 1000,
      unit: 's',
    },
    {
      section: ordersSection,
      label: `Answer → the open admin shows the order, slowest of ${orders.count}`,
      value: Math.max(...orders.adminMs) / 1000,
      unit: 's',
      budget: { max: ORDER_ON_ADMIN_BUDGET_S },
    },
    {
      section: ordersSection,
      label: `Answer → push received by the push service, slowest of ${orders.count}`,
      value: Math.max(...orders.pushMs),
      unit: 'ms',
      budget: { max: ORDER_PUSH_BUDGET_MS },
    },
    {
      section: ordersSection,
      label: `Answer → e-mail received, slowest of ${orders.count}`,
      value: Math.max(...orders.emailMs),
      unit: 'ms',
      budget: { max: 5000 },
    },
    {
      section: ordersSection,
      label: `Answer → webhook received, slowest of ${orders.count}`,
      value: Math.max(...orders.webhookMs),
      unit: 'ms',
      budget: { max: 5000 },
    },
  );
}

/** A guest's order on an open admin screen (its poll runs every 20 s), and the push to staff's phones. */
const ORDER_ON_ADMIN_BUDGET_S = 25;
const ORDER_PUSH_BUDGET_MS = 2000;

async function writeResults(elapsedSeconds: number): Promise<void> {
  await mkdir(resultsDir, { recursive: true });
  const json = {
    generatedAt: new Date().toISOString(),
    node: process.version,
    elapsedSeconds,
    figures: figures.map((figure) => ({ ...figure, status: status(figure) })),
    pages: pageWeights,
    bigMenu,
    lighthouse: lighthouseResults,
    publishing,
    load: loadResults,
    attacks: abuseResults,
    photos: photoResults,
    bookingAlerts: bookingAlertResults,
    basket: basketResults,
    adminPhone: adminPhoneResults,
    orders: orderResults,
    fuzz: fuzzResult,
    errors,
  };
  await writeFile(join(resultsDir, 'latest.json'), `${JSON.stringify(json, null, 2)}\n`);
  const report = {
    elapsedSeconds,
    figures,
    pageWeights,
    lighthouse: lighthouseResults,
    mapHost: MAP_HOST,
    errors,
  };
  await writeFile(join(resultsDir, 'latest.md'), markdownReport(report));
}

/** JavaScript `/` loaded before any scroll before the basket (issue 25): it may add at most 10 KB. */
const LANDING_FIRST_VIEW_JS_BEFORE = 0.9 * KB;
const BASKET_TAP_BUDGET_MS = 100;
/** From the tap on Kirim to WhatsApp opening, on a slow-3G phone with the CPU slowed ×4. */
const KIRIM_TO_WHATSAPP_BUDGET_MS = 1500;

async function basketSection(): Promise<void> {
  if (!seedBuilt) throw new Error('Needs the starter build (section 1), which failed');
  if (!(await readdir(siteDir).catch((): string[] => [])).includes('netlify'))
    await copyProject(root, siteDir);
  // The Kirim runs record orders from one address: more than a guest's limit of orders.
  const server = await serveBuild(root, siteDir, port, join(tmp, 'starter-data'), {
    ORDERS_PER_CLIENT: '100',
  });
  const dishes = fallbackContent.menu
    .flatMap((category) => category.items)
    .filter((item) => item.status === 'Tersedia')
    .map(({ slug, name, price }) => ({ slug, name, price }));
  const basket = basketOfThree(dishes);
  try {
    const result = await measureBasket(server.url, DISH_PAGE, basket, CHROMIUM);
    basketResults = result;
    const section = 'Order basket';
    figures.push({
      section,
      label: `JS of / before any scroll (${result.landingFirstViewScripts.length} files)`,
      value: result.landingFirstViewJsBytes,
      unit: 'bytes',
      budget: { max: LANDING_FIRST_VIEW_JS_BEFORE + 10 * KB },
    });
    console.log(`  / before any scroll: ${(result.landingFirstViewJsBytes / KB).toFixed(1)} KB gzip`);
    for (const script of result.landingFirstViewScripts) console.log(`    ${script}`);
    const slowest = Math.max(...result.tapMs);
    figures.push({
      section,
      label: `Tap on Tambah, CPU ×4, slowest of ${result.tapMs.length}`,
      value: slowest,
      unit: 'ms',
      budget: { max: BASKET_TAP_BUDGET_MS },
    });
    figures.push({
      section,
      label: 'Its handlers and paint alone (no input delay), slowest',
      value: Math.max(...result.tapAnswerMs),
      unit: 'ms',
    });
    console.log(`  taps (Event Timing, ms): ${result.tapMs.map((ms) => ms.toFixed(0)).join(', ')}`);
    console.log(`  of which handlers and paint: ${result.tapAnswerMs.map((ms) => ms.toFixed(0)).join(', ')}`);
    const kirim = result.kirim.map((run) => run.whatsappMs).sort((a, b) => a - b);
    figures.push(
      {
        section,
        label: `Kirim → WhatsApp opens, slow 3G and CPU ×4, server answering, slowest of ${kirim.length}`,
        value: Math.round(Math.max(...kirim)),
        unit: 'ms',
        budget: { max: KIRIM_TO_WHATSAPP_BUDGET_MS },
      },
      {
        section,
        label: `Kirim → WhatsApp opens, median of ${kirim.length}`,
        value: Math.round(median(kirim)),
        unit: 'ms',
      },
      {
        section,
        label: "Of which Kirim → the server's answer arrived, median",
        value: Math.round(median(result.kirim.map((run) => run.answerMs))),
        unit: 'ms',
      },
    );
    console.log(`  Kirim → WhatsApp (ms): ${kirim.map((ms) => ms.toFixed(0)).join(', ')}`);
    for (const [page, cls] of Object.entries(result.cls)) {
      figures.push({
        section,
        label: `Layout shift of ${page} with three dishes in the basket`,
        value: cls,
        unit: 'cls',
        budget: { max: 0 },
      });
      console.log(`  layout shift of ${page}: ${cls.toFixed(3)}`);
    }
    for (const page of PAGES) {
      const { median, all } = await runLighthouse(`${server.url}${page}`, CHROMIUM, LIGHTHOUSE_RUNS, {
        prepare: (devtools) => storeBasket(devtools, server.url, basket),
      });
      const summary = summarize(median, MAP_HOST);
      console.log(`  Lighthouse ${page} with three dishes in the basket:`);
      console.log(
        `  performance of the ${all.length} runs: ${all.map((lhr) => summarize(lhr, MAP_HOST).scores.performance).join(', ')}`,
      );
      for (const category of CATEGORIES)
        figures.push({
          section: `Lighthouse ${page}, basket of three`,
          label: category,
          value: summary.scores[category],
          unit: 'score',
          budget: { target: 100, floor: 95 },
        });
      figures.push({
        section: `Lighthouse ${page}, basket of three`,
        label: 'Cumulative Layout Shift',
        value: summary.cumulativeLayoutShift,
        unit: 'cls',
      });
      printLighthouse(summary);
    }
  } finally {
    await server.stop();
  }
}

/** Issue 28's budgets for the back-office on a phone. */
const ADMIN_LOGIN_LCP_BUDGET_MS = 1200;
const ADMIN_DASHBOARD_BUDGET_MS = 1500;
const ADMIN_FIRST_SCREEN_BUDGET_MS = 500;

async function adminPhoneSection(): Promise<void> {
  // Runs alone too (BENCH_SECTIONS=11): the starter build is what it measures.
  if (!seedBuilt) await starterBuild();
  if (!(await readdir(siteDir).catch((): string[] => [])).includes('netlify'))
    await copyProject(root, siteDir);
  const server = await serveBuild(root, siteDir, port, join(tmp, 'starter-data'));
  try {
    // The owner has replaced the first password: the login form is not prefilled, as on every later visit.
    await ownerToken(server.url);
    const { median: run, all } = await runLighthouse(`${server.url}/admin/login`, CHROMIUM, LIGHTHOUSE_RUNS);
    const lighthouse = summarize(run, MAP_HOST);
    const runs = all.map((lhr) => summarize(lhr, MAP_HOST));
    console.log(
      `  Lighthouse /admin/login, performance of the runs: ${runs.map((r) => r.scores.performance).join(', ')}`,
    );
    console.log(
      `  LCP of the runs: ${runs.map((r) => Math.round(r.largestContentfulPaintMs ?? Number.NaN)).join(', ')} ms`,
    );
    printLighthouse(lighthouse);
    const result = await measureAdminPhone({ url: server.url, chromePath: CHROMIUM });
    adminPhoneResults = { ...result, lighthouse };
    const section = 'The back-office on a phone';
    figures.push(
      {
        section,
        label: 'Lighthouse /admin/login: performance (median run)',
        value: lighthouse.scores.performance,
        unit: 'score',
        budget: { target: 100, floor: 95 },
      },
      {
        section,
        label: 'Lighthouse /admin/login: Largest Contentful Paint',
        value: lighthouse.largestContentfulPaintMs,
        unit: 'ms',
        budget: { max: ADMIN_LOGIN_LCP_BUDGET_MS },
      },
      {
        section,
        label: `JS before sign-in (gzip, ${result.loginScripts.length} files)`,
        value: result.loginJsBytes,
        unit: 'bytes',
        budget: { max: JS_BUDGETS[ADMIN_LOGIN_PAGE] ?? 0 },
      },
      {
        section,
        label: `Login's answer → dashboard interactive, mobile profile, slowest of ${result.dashboardMs.length}`,
        value: Math.max(...result.dashboardMs),
        unit: 'ms',
        budget: { max: ADMIN_DASHBOARD_BUDGET_MS },
      },
      {
        section,
        label: `${result.screen} opened first → shown, mobile profile, slowest of ${result.screenMs.length}`,
        value: Math.max(...result.screenMs),
        unit: 'ms',
        budget: { max: ADMIN_FIRST_SCREEN_BUDGET_MS },
      },
    );
  } finally {
    await server.stop();
  }
}

/** Issue 40's budget: a guest's order answered on `npm start` with 50 connections. */
const ORDER_P99_BUDGET_MS = 150;
/** Issue 41's: 100 pre-orders at once for a day's last 50 boxes, answered on `npm start`. */
const PREORDER_RUSH_P99_BUDGET_MS = 300;

async function ordersSection(): Promise<void> {
  const { connections, durationSeconds } = loadOptionsFromEnv();
  const result = await measureOrders({ connections, durationSeconds });
  orderResults = result;
  const section = "Guests' orders on npm start";
  const failed = Object.entries(result.statusCodes)
    .filter(([status]) => status !== '201')
    .reduce((sum, [, count]) => sum + count, 0);
  figures.push(
    {
      section,
      label: `POST /api/orders, ${connections} connections, p99 (${result.sent} orders)`,
      value: result.p99Ms,
      unit: 'ms',
      budget: { max: ORDER_P99_BUDGET_MS },
    },
    { section, label: 'POST /api/orders, p50', value: result.p50Ms, unit: 'ms' },
    { section, label: 'Server CPU per order', value: result.cpuMsPerOrder, unit: 'ms' },
    { section, label: 'Answers other than 201', value: failed, unit: 'count', budget: { max: 0 } },
    {
      section,
      label: `${result.parallel.sent} orders at once: lost (not answered 201 or not listed)`,
      value: result.parallel.sent - Math.min(result.parallel.created, result.parallel.listed),
      unit: 'count',
      budget: { max: 0 },
    },
    {
      section,
      label: `Pre-order rush, ${result.rush.sent} guests for the last 50 boxes: boxes sold beyond the day's ${result.rush.limit}`,
      value: Math.max(0, result.rush.sold - result.rush.limit),
      unit: 'count',
      budget: { max: 0 },
    },
    {
      section,
      label: 'Pre-order rush: boxes of the day left unsold, or answers lost',
      value: result.rush.limit - result.rush.sold + result.rush.other,
      unit: 'count',
      budget: { max: 0 },
    },
    {
      section,
      label: 'Pre-order rush: p99 of the answers',
      value: result.rush.p99Ms,
      unit: 'ms',
      budget: { max: PREORDER_RUSH_P99_BUDGET_MS },
    },
    {
      section,
      label: `${result.parallel.sent} orders at once: doubled (codes shared or listed twice)`,
      value:
        result.parallel.created -
        result.parallel.uniqueCodes +
        (result.parallel.listedEntries - result.parallel.listed),
      unit: 'count',
      budget: { max: 0 },
    },
  );
}

try {
  await section('1. Build of the starter content', starterBuild);
  for (const page of PAGES) await section(`2. What ${page} ships`, () => pageWeight(page));
  await section(`3. Build with a ${BIG_MENU_DISHES}-dish menu and ${BIG_MENU_EVENTS} events`, bigMenuBuild);
  await section('4. Lighthouse (mobile)', lighthouseSection);
  await section('5a. Publishing, starter menu', () =>
    publishSection('starter', fallbackContent, PUBLISH_SAVES, 5),
  );
  await section(`5b. Publishing, ${BIG_MENU_DISHES}-dish menu`, () =>
    publishSection('big', bigMenuContent(BIG_MENU_DISHES), PUBLISH_SAVES_BIG, 20),
  );
  await section(`5c. Publishing, ${BILINGUAL_DISHES} dishes in both languages`, () =>
    publishSection('bilingual', bilingualContent(), PUBLISH_SAVES, 5),
  );
  await section('6. Load (autocannon)', loadSection);
  await section('6b. Attacks on npm start', attacksSection);
  await section(`7. Fuzzing (${FUZZ_CASES} cases)`, fuzzSection);
  await section('8. Photos (camera photos on a realistic menu)', photosSection);
  await section(
    '9. New bookings and orders reaching staff (admin, push, e-mail, webhook)',
    bookingAlertsSection,
  );
  await section('10. The order basket on a phone', basketSection);
  await section('11. The back-office on a phone', adminPhoneSection);
  await section("12. Guests' orders (POST /api/orders)", ordersSection);
} finally {
  await rm(tmp, { recursive: true, force: true });
}

const elapsedSeconds = (performance.now() - started) / 1000;
console.log(`\n${textTable(figures)}\n`);
for (const e of errors) console.log(`✗ ${e.section}: ${e.error.split('\n')[0]}`);
await writeResults(elapsedSeconds);
console.log(`Bench took ${elapsedSeconds.toFixed(0)} s. Written to bench-results/latest.json and latest.md.`);
process.exit(0);
