import { spawn } from 'node:child_process';
import { rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export interface BuildResult {
  ok: boolean;
  durationMs: number;
  output: string;
}

/**
 * Builds the site into a fresh directory and swaps it in place of `outDir` (default `dist`) only when the
 * build succeeds, so the site being served is never half-built and a failed build leaves the last good one
 * live. Async spawn on purpose: the blob server the build reads lives in this very process.
 */
export async function buildSite(
  root: string,
  env: NodeJS.ProcessEnv = process.env,
  outDir: string = join(root, 'dist'),
): Promise<BuildResult> {
  const started = performance.now();
  const fresh = join(dirname(outDir), `.dist-${Date.now()}`);
  const astro = join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
  const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [astro, 'build', '--silent'], {
      cwd: root,
      env: { ...env, ASTRO_OUT_DIR: fresh, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    child.stdout.on('data', (chunk) => {
      text += chunk;
    });
    child.stderr.on('data', (chunk) => {
      text += chunk;
    });
    child.on('close', (exitCode) => resolve({ code: exitCode, output: text }));
  });
  if (code !== 0) {
    await rm(fresh, { recursive: true, force: true });
    return { ok: false, durationMs: performance.now() - started, output };
  }
  const old = join(dirname(outDir), `.dist-old-${Date.now()}`);
  await rename(outDir, old).catch(() => undefined);
  await rename(fresh, outDir);
  await rm(old, { recursive: true, force: true });
  return { ok: true, durationMs: performance.now() - started, output };
}
