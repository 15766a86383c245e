/**
 * `npm start`: the whole site on one machine, offline. A disk-backed blob store (seeded with the
 * fallback content on first run), a fresh build of the static site from that store, and Netlify's
 * emulation serving the site and the functions on http://localhost:8888 (PORT overrides).
 *
 * Saves publish as they do on Netlify: functions POST to BUILD_HOOK_URL, here a local build hook on this
 * server (loopback only) that rebuilds the site from the same store, coalescing bursts of saves, and
 * swaps the new build in atomically (the live site is the symlink `.netlify/site`).
 *
 * Flags: --no-build serves the last build (or none) without building first.
 * The functions run warm in this process (LOCAL_FUNCTIONS=in-process, the default: imported once, as a
 * warm production instance; edits to them apply at the next start). LOCAL_FUNCTIONS=emulator runs each
 * call in a fresh worker of Netlify's emulation instead (seconds per call under load, edits apply at once).
 * Static files, netlify.toml headers and redirects come from the emulation either way
 * (scripts/local/http-server.ts).
 */
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  AVAILABLE_AGAIN_ENV,
  availableAgainSetting,
  runAvailableAgain,
} from '../src/server/content/available-again.ts';
import { runDailyPublish } from '../src/server/publishing/daily-publish.ts';
import { expireRateLimits } from '../src/server/rate-limit-cleanup.ts';
import { applyRetention } from '../src/server/reservations/retention.ts';
import { contentStore, setBlobsFetch } from '../src/server/store/blobs.ts';
import { ensureSeeded } from '../src/server/store/seed.ts';
import { startLocalBlobs } from './local/blob-server.ts';
import { protectDataDir } from './local/data-dir.ts';
import {
  LOCAL_BUILD_HOOK_PREFIX,
  type LocalFunctions,
  type LocalServerOptions,
  localFunctionsFromEnv,
  startNetlifyServer,
} from './local/http-server.ts';
import { LocalPublisher } from './local/local-publisher.ts';
import { buildSite } from './local/site-builder.ts';
import { WarmBuilder } from './local/warm-builder.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT || 8888);
const dataDir = resolve(root, process.env.DATA_DIR || '.data');
const shouldBuild = !process.argv.includes('--no-build');
let functions: LocalFunctions;
try {
  functions = localFunctionsFromEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
/** Each content store keeps its own build cache: builds of other stores never disturb it. */
const cacheDir = join(dataDir, 'build-cache');
/** Builds run in a worker that stays loaded between them: a content rebuild pays for the build only. */
const builder = new WarmBuilder();
const build = () => buildSite(root, process.env, { cacheDir, runner: builder.run });
if (shouldBuild) builder.warmUp();

await protectDataDir(dataDir);
const blobs = await startLocalBlobs(dataDir);
process.env.NETLIFY_BLOBS_CONTEXT = blobs.context;
// Functions run in this process reach the store without a socket per call.
if (functions === 'in-process') setBlobsFetch(blobs.fetch);
process.env.SITE_URL ||= `http://localhost:${port}`;

if (await ensureSeeded(contentStore())) console.log('Seeded the content store with the fallback content.');
// Netlify runs the hourly `rate-limit-cleanup`; a local server expires what piled up while it was stopped.
const expired = await expireRateLimits().catch((error: unknown) => {
  console.warn(`Could not expire old rate-limit records: ${error instanceof Error ? error.message : error}`);
  return 0;
});
if (expired > 0) console.log(`Deleted ${expired} expired rate-limit records.`);

if (shouldBuild) {
  console.log('Building the site from the content store…');
  const result = await build();
  if (!result.ok) {
    console.error(result.output);
    console.error('The build failed; see above.');
    await builder.stop();
    await blobs.stop();
    process.exit(1);
  }
  console.log(`Built in ${(result.durationMs / 1000).toFixed(1)} s.`);
}

let buildHook: LocalServerOptions['buildHook'];
if (!process.env.BUILD_HOOK_URL) {
  // A secret path, as Netlify's hooks have; the server also refuses it from anywhere but this machine.
  const path = `${LOCAL_BUILD_HOOK_PREFIX}/${randomBytes(12).toString('hex')}`;
  const publisher = new LocalPublisher({ build });
  buildHook = { path, request: (reason) => publisher.request(reason) };
  process.env.BUILD_HOOK_URL = `http://127.0.0.1:${port}${path}`;
} else {
  console.log('BUILD_HOOK_URL is set: saves request builds there, not from this server.');
}

const { stop } = await startNetlifyServer(root, port, { buildHook, functions });
console.log(`\nRumah Makan Padang is running on http://localhost:${port}`);
console.log(`Content and uploads are kept in ${blobs.directory}`);
console.log(
  functions === 'in-process'
    ? 'Functions run warm in this process (set LOCAL_FUNCTIONS=emulator for a fresh worker of the emulation per call).'
    : "Functions run in Netlify's emulation, a fresh worker per call (LOCAL_FUNCTIONS=emulator).",
);

// Netlify runs `menu-available-again` every 15 minutes; this server does the same while it runs.
let availableAgain: ReturnType<typeof setInterval> | undefined;
try {
  if (availableAgainSetting()) {
    const runOnce = () =>
      runAvailableAgain().catch((error: unknown) => {
        console.warn(
          `Could not make the dishes available again: ${error instanceof Error ? error.message : error}`,
        );
      });
    void runOnce();
    availableAgain = setInterval(runOnce, 15 * 60_000);
    console.log(`Every Habis dish is Tersedia again daily at ${process.env[AVAILABLE_AGAIN_ENV]?.trim()}.`);
  }
} catch (error) {
  console.warn((error as Error).message);
}

// Netlify runs `daily-publish` every 15 minutes; this server does the same while it runs.
const runDailyPublishOnce = () =>
  runDailyPublish().catch((error: unknown) => {
    console.warn(`Could not run the daily publish: ${error instanceof Error ? error.message : error}`);
  });
void runDailyPublishOnce();
const dailyPublish = setInterval(runDailyPublishOnce, 15 * 60_000);

// Netlify runs `reservation-retention` daily; this server runs it now and every 24 hours while it runs.
const retain = () =>
  applyRetention()
    .then((outcome) => {
      if (outcome.state === 'done' && outcome.deleted > 0)
        console.log(`Deleted ${outcome.deleted} reservations dated before ${outcome.cutoff}.`);
    })
    .catch((error: unknown) => {
      console.warn(
        `Could not apply the reservations' retention: ${error instanceof Error ? error.message : error}`,
      );
    });
void retain();
const retention = setInterval(retain, 24 * 60 * 60_000);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    clearInterval(availableAgain);
    clearInterval(dailyPublish);
    clearInterval(retention);
    await stop().catch(() => undefined);
    await builder.stop();
    await blobs.stop().catch(() => undefined);
    process.exit(0);
  });
}
