/**
 * A larger fuzz run than `npm test` does (FUZZ_CASES, default 2,000, spread over every target) against the
 * functions served in-process over a fresh seeded blob store; same properties as
 * tests/integration/fuzz.test.ts: never a 5xx, refusals are {detail}, refused requests change no store,
 * Object.prototype untouched. Its own seed (FUZZ_BENCH_SEED), so it explores beyond the test's cases.
 *   FUZZ_CASES=300 npx node scripts/bench/fuzz.ts
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { contentStore } from '../../src/server/store/blobs.ts';
import { ensureSeeded } from '../../src/server/store/seed.ts';
import { ownerToken } from '../../tests/helpers/first-password.ts';
import {
  caseProblems,
  type FuzzFixtures,
  type FuzzTarget,
  fuzzTargets,
  keepsStore,
  loginTargets,
  send,
  snapshotStores,
  storeChanges,
} from '../../tests/helpers/fuzz.ts';
import { startLocalBlobs } from '../local/blob-server.ts';
import { startInProcessServer } from '../local/in-process-server.ts';

export interface FuzzFigures {
  cases: number;
  targets: number;
  seed: number;
  seconds: number;
  /** One line per failed target (with fast-check's counterexample), empty when all held. */
  failures: string[];
  /** Targets whose store was compared byte for byte before/after. */
  snapshotsCompared: number;
}

export async function runFuzz(totalCases: number, seed: number, log = console.log): Promise<FuzzFigures> {
  const started = performance.now();
  const dataDir = await mkdtemp(join(tmpdir(), 'rmp-fuzz-'));
  const blobs = await startLocalBlobs(dataDir);
  const saved = { context: process.env.NETLIFY_BLOBS_CONTEXT, secret: process.env.JWT_SECRET };
  process.env.NETLIFY_BLOBS_CONTEXT = blobs.context;
  process.env.JWT_SECRET = randomBytes(32).toString('hex');
  const server = await startInProcessServer({ port: 0 });
  const failures: string[] = [];
  let cases = 0;
  let snapshotsCompared = 0;
  try {
    await ensureSeeded(contentStore());
    const token = await ownerToken(server.url);
    const get = async (path: string) =>
      (await send(server.url, token, { method: 'GET', path })).json as never;
    const post = async (path: string, body: unknown) =>
      (await send(server.url, token, { method: 'POST', path, body: JSON.stringify(body) })).json as {
        id: string;
      };
    const menu = (await get('/api/admin/menu')) as Array<{
      id: string;
      items: Array<{ id: string; revision: number }>;
    }>;
    const category = menu.find((c) => c.items.length > 0);
    if (!category?.items[0]) throw new Error('no menu item to fuzz against');
    const fixtures: FuzzFixtures = {
      session: token,
      menuItem: { categoryId: category.id, id: category.items[0].id, revision: category.items[0].revision },
      galleryId: (
        await post('/api/admin/gallery', {
          url: '/images/gallery/ruang-makan.svg',
          alt: 'Fuzz',
          category: 'interior',
        })
      ).id,
      eventId: (await post('/api/admin/events', { title: 'Fuzz', date: 'Sabtu', description: 'Uji.' })).id,
      restaurant: await get('/api/admin/restaurant'),
      siteSettings: await get('/api/admin/site-settings'),
    };
    const targets: Array<{ target: FuzzTarget; snapshot: boolean }> = [
      ...fuzzTargets(fixtures).map((target) => ({ target, snapshot: keepsStore(target) })),
      ...loginTargets().map((target) => ({ target, snapshot: false })),
    ];
    const fastRuns = Math.max(1, Math.round(totalCases / targets.length));
    for (const { target, snapshot } of targets) {
      // Each case of a slow target costs a password hash: a tenth of the runs.
      const numRuns = target.slow ? Math.max(1, Math.round(fastRuns / 10)) : fastRuns;
      const before = snapshot ? await snapshotStores() : null;
      const details = await fc.check(
        fc.asyncProperty(target.cases, async (c) => {
          cases++;
          const problems = await caseProblems(server.url, token, target, c);
          if (problems.length) throw new Error(`${c.method} ${c.path.slice(0, 120)}: ${problems.join('; ')}`);
        }),
        { seed, numRuns, endOnFailure: true },
      );
      if (details.failed) {
        const reason =
          details.errorInstance instanceof Error
            ? details.errorInstance.message
            : String(details.errorInstance);
        failures.push(`${target.name}: ${reason.slice(0, 400)}`);
      }
      if (before && !details.failed) {
        snapshotsCompared++;
        if ((await storeChanges(before)).length > 0)
          failures.push(`${target.name}: a refused request changed the store`);
      }
      log(`  ${details.failed ? '✗' : '✓'} ${target.name} (${details.numRuns} cases)`);
    }
    return {
      cases,
      targets: targets.length,
      seed,
      seconds: (performance.now() - started) / 1000,
      failures,
      snapshotsCompared,
    };
  } finally {
    await server.stop();
    // An unset variable stays unset: assigning undefined would set it to the string "undefined".
    restoreEnv('NETLIFY_BLOBS_CONTEXT', saved.context);
    restoreEnv('JWT_SECRET', saved.secret);
    await blobs.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const result = await runFuzz(
    Number(process.env.FUZZ_CASES || 2000),
    Number(process.env.FUZZ_BENCH_SEED || 4242),
  );
  console.log(JSON.stringify(result, null, 2));
  process.exit(result.failures.length ? 1 : 0);
}

function restoreEnv(name: string, value: string | undefined): void {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}
