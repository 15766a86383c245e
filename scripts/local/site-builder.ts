import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { lstat, mkdir, readdir, readFile, readlink, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { setPriority } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { CONTENT_SNAPSHOT_VARIABLE } from '../../src/build/site-content.ts';
import { writeContentSnapshot } from '../../src/server/publishing/build-content.ts';
import { storeFromContext } from '../../src/server/store/blobs.ts';

export interface BuildResult {
  ok: boolean;
  durationMs: number;
  output: string;
  /** The directory the build wrote (now live when `ok`). */
  dir: string;
  /** Whether the admin was taken from the previous build (a content rebuild) rather than built. */
  reusedAdmin: boolean;
}

export interface BuildOptions {
  /**
   * The live site: a symlink the local server serves (netlify.toml's `[context.dev]` publish dir),
   * swapped atomically to each good build. Default `.netlify/site` in the project.
   */
  siteDir?: string;
  /**
   * Kept between builds (incremental page cache, Vite's dependency cache). With it, a build of unchanged
   * source reuses the live build's admin (see src/build/reuse-admin-integration.ts).
   */
  cacheDir?: string;
  /** Who runs `astro build`: a fresh process each time (default), or a warm worker (./warm-builder.ts). */
  runner?: AstroRunner;
}

/** One `astro build` of `root`, with its whole environment. */
export interface AstroRun {
  root: string;
  env: NodeJS.ProcessEnv;
  /** Render every page afresh (`--force`). */
  force: boolean;
}

export interface AstroRunResult {
  ok: boolean;
  output: string;
}

export type AstroRunner = (run: AstroRun) => Promise<AstroRunResult>;

/** The live site of the local runtime (see netlify.toml's `[context.dev]`). */
export const defaultSiteDir = (root: string) => join(root, '.netlify', 'site');

/** Where the builds behind a live-site symlink are kept. */
export const buildsDirOf = (siteDir: string) => join(dirname(siteDir), `${basename(siteDir)}-builds`);

/** How many builds stay on disk: the live one, and the one before (requests may still be reading it). */
const KEEP_BUILDS = 2;

/** How much a build gives way to the server's own work (a Unix nice value: 0 normal, 19 lowest). */
export const BUILD_NICENESS = 10;

/**
 * Runs `astro build` in a process of its own. Async spawn on purpose: the blob server the build reads may
 * live in this very process.
 */
export const spawnAstro: AstroRunner = ({ root, env, force }) => {
  const astro = join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
  return new Promise((done) => {
    const child = spawn(process.execPath, force ? [astro, 'build', '--force'] : [astro, 'build'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // A rebuild runs in the background: answering visitors and staff comes first on a small machine.
    if (child.pid) {
      try {
        setPriority(child.pid, BUILD_NICENESS);
      } catch {
        // Not allowed here: the build just runs at normal priority.
      }
    }
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', (error) => done({ ok: false, output: `${output}\n${error.message}` }));
    child.on('close', (exitCode) => done({ ok: exitCode === 0, output }));
  });
};

/** What the site's code is made of: any change here means a full build. */
const SOURCE_ENTRIES = ['src', 'astro.config.mjs', 'package-lock.json', 'tsconfig.json'];

/** A digest of the site's source files (not its content). */
export async function sourceHash(root: string): Promise<string> {
  const hash = createHash('sha256');
  const add = async (path: string): Promise<void> => {
    const info = await lstat(path).catch(() => null);
    if (!info) return;
    if (info.isDirectory()) {
      for (const name of (await readdir(path)).sort()) await add(join(path, name));
      return;
    }
    hash.update(`${relative(root, path)}\0`);
    hash.update(await readFile(path));
  };
  for (const entry of SOURCE_ENTRIES) await add(join(root, entry));
  return hash.digest('hex');
}

/** The source a cache dir's builds were made from, recorded after each full build. */
const sourceRecord = (cacheDir: string) => join(cacheDir, 'local-build-source.json');

/**
 * The live build to take the admin from, when this build can: same source as the last full build, and a
 * live build that has an admin.
 */
async function adminToReuse(siteDir: string, cacheDir: string | undefined, source: string) {
  if (!cacheDir) return null;
  const recorded = await readFile(sourceRecord(cacheDir), 'utf8').catch(() => '');
  const live = await liveBuild(siteDir);
  if (recorded.trim() !== source || !live || !existsSync(join(live, 'admin', 'index.html'))) return null;
  return live;
}

/**
 * Builds the site into a fresh directory and, only when the build succeeds, points the live-site symlink
 * at it in one atomic rename: visitors never see a half-built site, and a failed build leaves the last
 * good one live.
 */
export async function buildSite(
  root: string,
  env: NodeJS.ProcessEnv = process.env,
  { siteDir = defaultSiteDir(root), cacheDir, runner = spawnAstro }: BuildOptions = {},
): Promise<BuildResult> {
  const started = performance.now();
  const buildsDir = buildsDirOf(siteDir);
  await mkdir(buildsDir, { recursive: true });
  const fresh = join(buildsDir, `${Date.now()}-${randomBytes(3).toString('hex')}`);
  const source = await sourceHash(root);
  const reuseFrom = await adminToReuse(siteDir, cacheDir, source);
  const reusedAdmin = reuseFrom !== null;
  // As on Netlify: the content is read before the build (there by the content-store build plugin), and
  // the build command itself gets no store access at all.
  const snapshot = `${fresh}.content.json`;
  const { NETLIFY_BLOBS_CONTEXT: blobsContext, ...buildEnv } = env;
  try {
    if (!blobsContext) throw new Error('NETLIFY_BLOBS_CONTEXT is not set');
    await writeContentSnapshot(
      snapshot,
      storeFromContext(blobsContext, 'content'),
      storeFromContext(blobsContext, 'media'),
      storeFromContext(blobsContext, 'uploads'),
    );
  } catch (error) {
    const output = `Error: the content store could not be read for the build: ${(error as Error).message}`;
    return { ok: false, durationMs: performance.now() - started, output, dir: fresh, reusedAdmin };
  }
  // A full build renders every page afresh (force): none comes from a cache made with other code.
  const { ok: built, output } = await runner({
    root,
    force: !reuseFrom,
    env: {
      ...buildEnv,
      [CONTENT_SNAPSHOT_VARIABLE]: snapshot,
      ASTRO_OUT_DIR: fresh,
      ASTRO_TELEMETRY_DISABLED: '1',
      ...(cacheDir ? { ASTRO_CACHE_DIR: cacheDir } : {}),
      ...(reuseFrom ? { ASTRO_REUSE_ADMIN_FROM: reuseFrom } : {}),
    },
  });
  await rm(snapshot, { force: true });
  if (!built) {
    await rm(fresh, { recursive: true, force: true });
    return { ok: false, durationMs: performance.now() - started, output, dir: fresh, reusedAdmin };
  }
  await swapIn(siteDir, fresh);
  await pruneBuilds(siteDir);
  if (cacheDir && !reusedAdmin) {
    await mkdir(cacheDir, { recursive: true });
    await writeFile(sourceRecord(cacheDir), `${source}\n`);
  }
  return { ok: true, durationMs: performance.now() - started, output, dir: fresh, reusedAdmin };
}

/** Points `siteDir` at `target`: a new symlink renamed over the old one, so the site is never missing. */
export async function swapIn(siteDir: string, target: string): Promise<void> {
  const existing = await lstat(siteDir).catch(() => null);
  if (existing && !existing.isSymbolicLink()) {
    // A plain directory (an older layout): moved in with the builds, once.
    await rename(siteDir, join(buildsDirOf(siteDir), `0-legacy-${Date.now()}`));
  }
  const link = `${siteDir}.next-${randomBytes(3).toString('hex')}`;
  await symlink(relative(dirname(siteDir), target), link, 'dir');
  await rename(link, siteDir);
}

/** The build the live-site symlink points at, or null. */
export async function liveBuild(siteDir: string): Promise<string | null> {
  const target = await readlink(siteDir).catch(() => null);
  return target === null ? null : resolve(dirname(siteDir), target);
}

/** Removes all builds but the live one and the one before it. */
async function pruneBuilds(siteDir: string): Promise<void> {
  const buildsDir = buildsDirOf(siteDir);
  const live = await liveBuild(siteDir);
  const names = (await readdir(buildsDir)).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const keep = new Set([...names.slice(-KEEP_BUILDS).map((name) => join(buildsDir, name)), live]);
  for (const name of names) {
    const dir = join(buildsDir, name);
    if (!keep.has(dir)) await rm(dir, { recursive: true, force: true });
  }
}
