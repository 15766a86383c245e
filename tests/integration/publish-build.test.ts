import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNetlifyServer } from '../../scripts/local/http-server.ts';
import { copyProject } from '../../scripts/local/project-copy.ts';
import {
  type AstroRunner,
  buildSite,
  buildsDirOf,
  liveBuild,
  spawnAstro,
} from '../../scripts/local/site-builder.ts';
import { WarmBuilder } from '../../scripts/local/warm-builder.ts';
import { fallbackContent } from '../../src/content/fallback.ts';
import { buildFailureReason } from '../../src/domain/publishing/publish-status.ts';
import { putMenuItem } from '../../src/server/content/menu-repo.ts';
import { putRestaurantInfo, putSiteSettings } from '../../src/server/content/settings-repo.ts';
import { newContentRevision, putContentRevision } from '../../src/server/publishing/publish-repo.ts';
import { ensureSeeded } from '../../src/server/store/seed.ts';
import { freshBlobStore } from '../helpers/blobs.ts';

const root = resolve(import.meta.dirname, '../..');
const stripColours = (text: string) =>
  text.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');

/**
 * Real builds (astro) from a real local store, in a copy of the project that Netlify's emulation serves,
 * as `npm start` does: a build goes to a fresh directory and is swapped in atomically. The first build
 * runs `astro build` in a process of its own (as the benchmarks do); the others in the warm worker that
 * `npm start` keeps.
 */
// A build takes 10 to 20 s here, but the warm builder's first one starts its worker, and beside the
// end-to-end lane's own builds on two cores it took over a minute: each test waits up to three.
describe('local site builds', { timeout: 180_000 }, () => {
  let project: string;
  let siteDir: string;
  let blobs: Awaited<ReturnType<typeof freshBlobStore>>;
  let base: string;
  let stopServer: () => Promise<void>;
  const builder = new WarmBuilder();

  /** The environment of a build from the test store (never NODE_ENV=test: that is not a real build). */
  const buildEnv = (context: string): NodeJS.ProcessEnv => {
    const { NODE_ENV: _ignored, ...env } = process.env;
    return { ...env, NETLIFY_BLOBS_CONTEXT: context, SITE_URL: 'http://localhost:8888' };
  };
  const build = (
    context: string,
    env: NodeJS.ProcessEnv = buildEnv(context),
    runner: AstroRunner = builder.run,
  ) => buildSite(project, env, { siteDir, cacheDir: join(project, 'cache'), runner });
  const home = async () => {
    const response = await fetch(`${base}/`);
    return { status: response.status, html: await response.text() };
  };
  /** GET / again and again while `work` runs; every answer, in order. */
  async function pollDuring<T>(
    work: Promise<T>,
  ): Promise<{ result: T; answers: { status: number; html: string }[] }> {
    const answers: { status: number; html: string }[] = [];
    let done = false;
    const finished = work.finally(() => {
      done = true;
    });
    while (!done) {
      answers.push(await home());
      await new Promise((r) => setTimeout(r, 20));
    }
    return { result: await finished, answers };
  }

  beforeAll(async () => {
    project = await mkdtemp(join(tmpdir(), 'rmp-build-'));
    siteDir = join(project, '.netlify', 'site');
    await copyProject(root, project);
    blobs = await freshBlobStore();
    await ensureSeeded(blobs.store);
    const first = await build(blobs.context, buildEnv(blobs.context), spawnAstro);
    expect(first.ok, first.output).toBe(true);
    expect(first.reusedAdmin).toBe(false);
    // The site only: the functions run warm, as under `npm start`, sparing the emulation's bundling of each.
    const server = await startNetlifyServer(project, 0, { functions: 'in-process' });
    base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    stopServer = server.stop;
  }, 180_000);

  afterAll(async () => {
    await builder.stop();
    await stopServer?.();
    await blobs?.stop();
    if (project) await rm(project, { recursive: true, force: true });
  });

  it('serves the last good site while the next one builds, then switches to it at once', async () => {
    const oldTagline = fallbackContent.restaurant.tagline;
    const newTagline = `Dibangun ulang ${Date.now()}`;
    expect((await home()).html).toContain(oldTagline);
    await putRestaurantInfo(blobs.store, { ...fallbackContent.restaurant, tagline: newTagline });
    const revision = newContentRevision();
    await putContentRevision(blobs.store, revision);
    const before = await liveBuild(siteDir);

    const { result, answers } = await pollDuring(build(blobs.context));

    expect(result.ok, result.output).toBe(true);
    expect(answers.length).toBeGreaterThan(5);
    // Every answer during the build was a whole site: the old one, then (at most at the very end) the new.
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.html.includes(oldTagline) || answer.html.includes(newTagline)).toBe(true);
    }
    const firstNew = answers.findIndex((a) => a.html.includes(newTagline));
    if (firstNew >= 0) expect(answers.slice(firstNew).every((a) => a.html.includes(newTagline))).toBe(true);
    expect(answers[0]?.html).toContain(oldTagline);

    expect((await home()).html).toContain(newTagline);
    expect(await liveBuild(siteDir)).toBe(result.dir);
    // The tagline is on the landing page only: no dish page was rendered again.
    const log = stripColours(result.output);
    expect(log).toMatch(/\/menu\/rendang-daging\/index\.html \((restored|cached)\)/);
    expect(log).toMatch(/\/index\.html \(\+\d+ms\)/);
    // Same source: the admin (code only) was taken from the previous build, with every script it loads.
    expect(result.reusedAdmin).toBe(true);
    const admin = await (await fetch(`${base}/admin/dashboard/`)).text();
    expect(admin).toBe(await readFile(join(before ?? '', 'admin', 'dashboard', 'index.html'), 'utf8'));
    const scripts = [...(admin.match(/\/_astro\/[\w.-]+\.js/g) ?? [])];
    expect(scripts.length).toBeGreaterThan(0);
    for (const seen = new Set<string>(); scripts.length > 0; ) {
      const script = scripts.pop() ?? '';
      if (seen.has(script)) continue;
      seen.add(script);
      const response = await fetch(`${base}${script}`);
      expect(response.status, script).toBe(200);
      // …and the modules it imports.
      for (const [, name] of (await response.text()).matchAll(/["']\.\/([\w.-]+\.js)["']/g))
        scripts.push(`/_astro/${name}`);
    }
    expect(await liveBuild(siteDir)).not.toBe(before);
    const info = JSON.parse(await (await fetch(`${base}/build-info.json`)).text());
    expect(info).toMatchObject({ content_revision: revision.revision });
    expect(info.duration_ms).toBeGreaterThan(0);
    expect(Date.parse(info.built_at)).toBeGreaterThan(Date.parse(revision.updated_at));
  });

  it('serves the Content-Security-Policy of the live build, not the one of the build it started with', async () => {
    const frameSrc = async (path: string) =>
      (await fetch(`${base}${path}`)).headers.get('content-security-policy')?.match(/frame-src ([^;]+)/)?.[1];
    expect(await frameSrc('/')).toBe(new URL(fallbackContent.restaurant.mapEmbedUrl).origin);
    await putRestaurantInfo(blobs.store, {
      ...fallbackContent.restaurant,
      mapEmbedUrl: 'https://peta.example.org/embed?lokasi=padang',
    });
    await putContentRevision(blobs.store, newContentRevision());
    const result = await build(blobs.context);
    expect(result.ok, result.output).toBe(true);
    // The new map may be framed at once, on every page; the admin still frames nothing.
    expect(await frameSrc('/')).toBe('https://peta.example.org');
    expect(await frameSrc('/menu/rendang-daging/')).toBe('https://peta.example.org');
    expect(await frameSrc('/admin/dashboard/')).toBe("'none'");
  });

  it("gives the admin app the brand just saved, and keeps the installed apps' cache when only content changed", async () => {
    const before = await liveBuild(siteDir);
    await putSiteSettings(blobs.store, { ...fallbackContent.settings, brand_text: 'Pondok Minang' });
    await putContentRevision(blobs.store, newContentRevision());
    const result = await build(blobs.context);
    expect(result.ok, result.output).toBe(true);
    expect(result.reusedAdmin).toBe(true);
    const manifest = await (await fetch(`${base}/admin/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ name: 'Pondok Minang · Admin', short_name: 'Pondok Minang' });
    const icon = await fetch(`${base}${manifest.icons[0].src}`);
    expect(icon.headers.get('content-type')).toBe('image/png');
    const workerBuild = async (dir: string) => readFile(join(dir, 'admin', 'sw-build.js'), 'utf8');
    expect(await workerBuild(result.dir)).toBe(await workerBuild(before ?? ''));
  });

  it('answers a dish page that was never built with Menu Not Found and status 404, as Netlify does', async () => {
    const missing = await fetch(`${base}/menu/nasi-goreng-keju/`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Menu Not Found');
    const built = await fetch(`${base}/menu/rendang-daging/`);
    expect(built.status).toBe(200);
    expect(await built.text()).toContain('Rendang Daging');
  });

  it('keeps the last good site live when a build fails, and says why', async () => {
    const live = await liveBuild(siteDir);
    const liveHtml = (await home()).html;
    // A build that cannot reach its content store: fails fast (NODE_ENV=test) before writing anything.
    const dead = await freshBlobStore();
    await dead.stop();

    const { result, answers } = await pollDuring(
      build(dead.context, { ...buildEnv(dead.context), NODE_ENV: 'test' }),
    );

    expect(result.ok).toBe(false);
    expect(buildFailureReason(result.output)).toMatch(/store|blob|fetch/i);
    for (const answer of answers) expect(answer).toEqual({ status: 200, html: liveHtml });
    expect(await home()).toEqual({ status: 200, html: liveHtml });
    expect(await liveBuild(siteDir)).toBe(live);
    // The failed build's directory is gone; the live one (and the one before it) are kept.
    const kept = (await readdir(buildsDirOf(siteDir))).map((name) => join(buildsDirOf(siteDir), name));
    expect(kept).toContain(live);
    expect(kept).not.toContain(result.dir);
    expect(kept.length).toBeLessThanOrEqual(2);
  });

  it('refuses to publish a seeded store whose menu reads back without dishes, keeping every dish page live', async () => {
    const live = await liveBuild(siteDir);
    const emptied = await freshBlobStore();
    try {
      await ensureSeeded(emptied.store);
      // What a broken list looks like from the build: the restaurant's store, every dish missing.
      const { blobs: items } = await emptied.store.list({ prefix: 'menu/' });
      await Promise.all(items.map(({ key }) => emptied.store.delete(key)));

      const result = await build(emptied.context);

      expect(result.ok).toBe(false);
      expect(buildFailureReason(result.output)).toContain('without a single dish');
      expect(await liveBuild(siteDir)).toBe(live);
      expect((await fetch(`${base}/menu/rendang-daging/`)).status).toBe(200);
    } finally {
      await emptied.stop();
    }
  });

  it('renders only the dish pages whose content changed, copying the others from the last build', async () => {
    const dish = fallbackContent.menu
      .flatMap((category) => category.items)
      .find((i) => i.slug === 'es-tebak');
    if (!dish) throw new Error('es-tebak is a starter dish');
    await putMenuItem(blobs.store, { ...dish, price: 'Rp 99.000' });
    const revision = newContentRevision();
    await putContentRevision(blobs.store, revision);
    const result = await build(blobs.context);
    expect(result.ok, result.output).toBe(true);
    // Another build in the same warm worker: it reports the revision it built, not the worker's first one.
    const info = JSON.parse(await readFile(join(result.dir, 'build-info.json'), 'utf8'));
    expect(info.content_revision).toBe(revision.revision);
    const log = stripColours(result.output);
    const line = (slug: string) => log.split('\n').find((l) => l.includes(`/menu/${slug}/index.html`)) ?? '';
    expect(line('rendang-daging')).toMatch(/\((restored|cached)\)/);
    expect(line('es-tebak')).not.toMatch(/\((restored|cached)\)/);
    const page = await readFile(join(result.dir, 'menu', 'es-tebak', 'index.html'), 'utf8');
    expect(page).toContain('Rp 99.000');
  });

  it('fails only the build whose worker dies, then builds in a fresh worker', async () => {
    const live = await liveBuild(siteDir);
    const liveHtml = (await home()).html;
    const startedBefore = builder.started;
    const pending = build(blobs.context);
    // Killed once it has begun (Astro loaded, job sent): the build cannot finish. On a busy machine the
    // content is read for a while before the job goes out: a worker killed before that is simply replaced.
    for (let waited = 0; !builder.building && waited < 60_000; waited += 20)
      await new Promise((r) => setTimeout(r, 20));
    expect(builder.building).toBe(true);
    const pid = builder.workerPid;
    expect(pid).toBeDefined();
    process.kill(pid ?? 0, 'SIGKILL');
    const failed = await pending;
    expect(failed.ok).toBe(false);
    expect(buildFailureReason(failed.output)).toMatch(/site builder stopped during the build/);
    expect(await liveBuild(siteDir)).toBe(live);
    expect((await home()).html).toBe(liveHtml);

    const tagline = `Setelah pekerja baru ${Date.now()}`;
    await putRestaurantInfo(blobs.store, { ...fallbackContent.restaurant, tagline });
    const next = await build(blobs.context);
    expect(next.ok, next.output).toBe(true);
    expect(builder.started).toBe(startedBefore + 1);
    expect((await home()).html).toContain(tagline);
  });

  it('replaces a worker past its memory ceiling, and the next build still succeeds', async () => {
    const small = new WarmBuilder({ retireAboveRss: 1 });
    try {
      const tagline = `Pekerja hemat ${Date.now()}`;
      await putRestaurantInfo(blobs.store, { ...fallbackContent.restaurant, tagline });
      const first = await build(blobs.context, buildEnv(blobs.context), small.run);
      expect(first.ok, first.output).toBe(true);
      // Replaced at once (the new one loads while nothing waits).
      expect(small.started).toBe(2);
      const second = await build(blobs.context, buildEnv(blobs.context), small.run);
      expect(second.ok, second.output).toBe(true);
      expect(small.started).toBe(3);
      expect((await home()).html).toContain(tagline);
    } finally {
      await small.stop();
    }
    // Two builds, each in a worker started cold.
  });

  it('refuses a warm build whose output would be outside the project (it could render stale modules)', async () => {
    const outside = await mkdtemp(join(tmpdir(), 'rmp-outside-'));
    try {
      const result = await builder.run({
        root: project,
        env: { ...buildEnv(blobs.context), ASTRO_OUT_DIR: outside },
        force: false,
      });
      expect(result.ok).toBe(false);
      expect(buildFailureReason(result.output)).toMatch(/inside the project/);
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });
});
