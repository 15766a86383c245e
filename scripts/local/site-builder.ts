import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { lstat, mkdir, readdir, readlink, rename, rm, symlink } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';

export interface BuildResult {
  ok: boolean;
  durationMs: number;
  output: string;
  /** The directory the build wrote (now live when `ok`). */
  dir: string;
}

export interface BuildOptions {
  /**
   * The live site: a symlink the local server serves (netlify.toml's `[context.dev]` publish dir),
   * swapped atomically to each good build. Default `.netlify/site` in the project.
   */
  siteDir?: string;
  /** Kept between builds (incremental page cache, Vite's dependency cache). */
  cacheDir?: string;
}

/** The live site of the local runtime (see netlify.toml's `[context.dev]`). */
export const defaultSiteDir = (root: string) => join(root, '.netlify', 'site');

/** Where the builds behind a live-site symlink are kept. */
export const buildsDirOf = (siteDir: string) => join(dirname(siteDir), `${basename(siteDir)}-builds`);

/** How many builds stay on disk: the live one, and the one before (requests may still be reading it). */
const KEEP_BUILDS = 2;

/**
 * Builds the site into a fresh directory and, only when the build succeeds, points the live-site symlink
 * at it in one atomic rename: visitors never see a half-built site, and a failed build leaves the last
 * good one live. Async spawn on purpose: the blob server the build reads lives in this very process.
 */
export async function buildSite(
  root: string,
  env: NodeJS.ProcessEnv = process.env,
  { siteDir = defaultSiteDir(root), cacheDir }: BuildOptions = {},
): Promise<BuildResult> {
  const started = performance.now();
  const buildsDir = buildsDirOf(siteDir);
  await mkdir(buildsDir, { recursive: true });
  const fresh = join(buildsDir, `${Date.now()}-${randomBytes(3).toString('hex')}`);
  const astro = join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
  const { code, output } = await new Promise<{ code: number | null; output: string }>((done) => {
    const child = spawn(process.execPath, [astro, 'build'], {
      cwd: root,
      env: {
        ...env,
        ASTRO_OUT_DIR: fresh,
        ASTRO_TELEMETRY_DISABLED: '1',
        ...(cacheDir ? { ASTRO_CACHE_DIR: cacheDir } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    child.stdout.on('data', (chunk) => {
      text += chunk;
    });
    child.stderr.on('data', (chunk) => {
      text += chunk;
    });
    child.on('error', (error) => done({ code: 1, output: `${text}\n${error.message}` }));
    child.on('close', (exitCode) => done({ code: exitCode, output: text }));
  });
  if (code !== 0) {
    await rm(fresh, { recursive: true, force: true });
    return { ok: false, durationMs: performance.now() - started, output, dir: fresh };
  }
  await swapIn(siteDir, fresh);
  await pruneBuilds(siteDir);
  return { ok: true, durationMs: performance.now() - started, output, dir: fresh };
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
