/**
 * A site builder kept warm between builds (started by ./warm-builder.ts, never run by hand). Astro and
 * everything its build loads stay in memory, so a content rebuild skips Node's start, the module loading
 * and the compiler warm-up a fresh `astro build` pays each time.
 *
 * Protocol (IPC): the worker sends `{ type: 'ready' }` once Astro is loaded; each `BuildJob` it receives
 * is answered with a `BuildReply`. One job at a time. It exits when its parent goes away.
 *
 * Node never forgets a module it has imported. Astro renders pages by importing the server code it just
 * built, so each build must write that code where no earlier build did, or it would render with the last
 * build's modules (and their content). Astro puts that code inside the output directory when the output
 * directory is inside the project (else in one fixed place), so a warm build runs from the project
 * root, needs a fresh output directory (ASTRO_OUT_DIR) inside it, and refuses any other.
 */
import { relative, resolve } from 'node:path';
import { build } from 'astro';

export interface BuildJob {
  type: 'build';
  /** The project to build. */
  root: string;
  /** The whole environment of this build (it replaces the worker's): ASTRO_OUT_DIR fresh, inside root. */
  env: Record<string, string | undefined>;
  /** Render every page afresh (the CLI's --force). */
  force: boolean;
}

export interface BuildReply {
  type: 'done';
  ok: boolean;
  /** What the build printed, and the error when it failed. */
  output: string;
  /** The worker's resident memory after the build, in bytes. */
  rss: number;
}

export type WorkerMessage = { type: 'ready' } | BuildReply;

function adoptEnvironment(env: BuildJob['env']): void {
  for (const name of Object.keys(process.env)) if (!(name in env)) delete process.env[name];
  for (const [name, value] of Object.entries(env)) if (value !== undefined) process.env[name] = value;
}

/** Runs `work` with everything written to stdout and stderr collected instead of printed. */
async function capturingOutput(work: () => Promise<void>): Promise<{ error: unknown; output: string }> {
  let output = '';
  const streams = [process.stdout, process.stderr] as const;
  const originals = streams.map((stream) => stream.write);
  for (const stream of streams) {
    stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      output += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
      const done = rest.find((arg): arg is () => void => typeof arg === 'function');
      done?.();
      return true;
    }) as typeof stream.write;
  }
  let error: unknown = null;
  try {
    await work();
  } catch (caught) {
    error = caught ?? new Error('The build failed');
  } finally {
    streams.forEach((stream, index) => {
      stream.write = originals[index] as typeof stream.write;
    });
  }
  return { error, output };
}

/** A failed build, printed as `astro build` prints it: an [ERROR] line, then the message. */
function describeFailure(error: unknown): string {
  const failure = error instanceof Error ? error : new Error(String(error));
  const stack = (failure.stack ?? '').split('\n').slice(1).join('\n');
  return `[ERROR] [build] ${failure.name}\n  ${failure.message}\n  Stack trace:\n${stack}\n`;
}

const send = (message: WorkerMessage) => process.send?.(message);
const builtDirs = new Set<string>();

async function runBuild(job: BuildJob): Promise<void> {
  const outDir = job.env.ASTRO_OUT_DIR ? resolve(job.root, job.env.ASTRO_OUT_DIR) : '';
  const inside = outDir !== '' && !relative(job.root, outDir).startsWith('..');
  if (!inside || builtDirs.has(outDir)) {
    throw new Error(
      `A warm build needs an output directory (ASTRO_OUT_DIR) of its own inside the project, never built before: ${outDir || 'none given'}`,
    );
  }
  builtDirs.add(outDir);
  process.chdir(job.root);
  await build({ root: job.root, force: job.force });
}

process.on('disconnect', () => process.exit(0));
process.on('message', async (job: BuildJob) => {
  if (job?.type !== 'build') return;
  adoptEnvironment(job.env);
  const { error, output } = await capturingOutput(() => runBuild(job));
  send({
    type: 'done',
    ok: error === null,
    output: error === null ? output : output + describeFailure(error),
    rss: process.memoryUsage().rss,
  });
});
send({ type: 'ready' });
