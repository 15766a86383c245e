/**
 * `npm test`: every check, in two lanes that share the machine's two cores:
 *
 *   type-check ─────────→ end-to-end, most specs ───────────────────────────→ ┐ deploy rehearsal, in
 *   unit tests → lint → integration (once the type-check is done too) ┘ whichever lane is free first,
 *                                                         then end-to-end, the other specs, on a server of their own
 *
 * The integration tests keep about one core busy (their server and the tests share one Node process), and
 * so do the end-to-end tests (Chromium, and the server rebuilding the site after saves); run one after the
 * other they took 20+ minutes. The unit tests run beside the type-check (single-threaded: `astro check`,
 * which type-checks every file, `.astro` or not), and the end-to-end tests, the longest step, start as
 * soon as the type-check is done (`astro check` and the end-to-end server's `astro build` would write the
 * same generated types), the other lane taking the unit tests. The type-check and the first lane print
 * live; the unit tests' and the end-to-end tests' output is held until the first lane is done, then
 * shown, then followed live. The end-to-end step alone keeps about 1.6 of the two cores busy (79%): once the
 * other lane is done, a second server and browser take a slice of its specs (playwright.config.ts), which
 * would otherwise run on a machine a fifth idle.
 * Each step runs even if an earlier one failed, so one run shows everything; the last line sums the test
 * cases of all runners ("N passed, M failed"), counting type-check and lint as one case each.
 * TEST_SERIAL=1 runs every step one after the other.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { copyProject } from './local/project-copy.ts';

interface Outcome {
  passed: number;
  failed: number;
  skipped: number;
  /** What failed, a line each ("file › test: first line of the error"), repeated under the summary. */
  failures?: string[];
}

/** The start of a failure message, without colours, its lines joined, cut to about two screen lines. */
const gist = (message = '') =>
  stripVTControlCharacters(message)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ⏎ ')
    .slice(0, 200);

/** Where a lane's output goes: the terminal, or held until the lane in front is done (then live). */
class Output {
  private held: string[] | null;
  constructor(live: boolean) {
    this.held = live ? null : [];
  }
  write(text: string) {
    if (this.held) this.held.push(text);
    else process.stdout.write(text);
  }
  /** Shows what was held and goes live. */
  release() {
    if (this.held) process.stdout.write(this.held.join(''));
    this.held = null;
  }
}

const run = (command: string, args: string[], output: Output, env: NodeJS.ProcessEnv = {}) =>
  new Promise<number>((resolve) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      // Piped, the runners would drop their colours; keep them for a terminal.
      env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...env },
    });
    child.stdout.on('data', (chunk: Buffer) => output.write(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.write(chunk.toString()));
    child.on('close', (code) => resolve(code ?? 1));
  });

// TEST_REPORTS=<dir> keeps each runner's JSON report there (per-file and per-test durations).
const kept = process.env.TEST_REPORTS;
if (kept) await mkdir(kept, { recursive: true });
const tmp = kept ?? (await mkdtemp(join(tmpdir(), 'rmp-test-')));
const readJson = async (file: string) => JSON.parse(await readFile(file, 'utf8').catch(() => '{}'));
const passedIf = (code: number): Outcome => ({
  passed: code === 0 ? 1 : 0,
  failed: code === 0 ? 0 : 1,
  skipped: 0,
});

type Step = (output: Output) => Promise<Outcome>;

const check: Step = async (output) => passedIf(await run('npm', ['run', '--silent', 'check'], output));
const lint: Step = async (output) => passedIf(await run('npm', ['run', '--silent', 'lint'], output));

const vitest =
  (project: string): Step =>
  async (output) => {
    const file = join(tmp, `${project}.json`);
    const code = await run(
      'vitest',
      ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
      output,
    );
    const report = await readJson(file);
    const passed = report.numPassedTests ?? 0;
    const failed = report.numFailedTests ?? 0;
    const failures: string[] = [];
    for (const suite of report.testResults ?? []) {
      const path = String(suite.name ?? '').replace(`${process.cwd()}/`, '');
      for (const test of suite.assertionResults ?? []) {
        if (test.status === 'failed')
          failures.push(`${path} › ${test.fullName}: ${gist(test.failureMessages?.[0])}`);
      }
      // A file that failed to load has no test results, only its message.
      if (suite.status === 'failed' && !suite.assertionResults?.length)
        failures.push(`${path}: ${gist(suite.message)}`);
    }
    // A runner that crashed before reporting counts as a failure, never as a silent pass.
    return { passed, failed: failed || (code !== 0 ? 1 : 0), skipped: report.numPendingTests ?? 0, failures };
  };

/**
 * The end-to-end specs: all of them on one server, or one slice of them (playwright.config.ts, E2E_SLICE).
 * The second slice gets a server of its own on the next port but one, started from a copy of the project
 * (a live site and build cache of its own).
 */
const playwright =
  (slice?: 'first' | 'second'): Step =>
  async (output) => {
    const file = join(tmp, slice === 'second' ? 'e2e-second-server.json' : 'e2e.json');
    const env: NodeJS.ProcessEnv = { PLAYWRIGHT_JSON_OUTPUT_NAME: file };
    if (slice) env.E2E_SLICE = slice;
    if (slice === 'second') {
      const copy = await mkdtemp(join(tmpdir(), 'rmp-e2e-project-'));
      await copyProject(process.cwd(), copy);
      env.E2E_SERVER_ROOT = copy;
      env.E2E_PORT = String(Number(process.env.E2E_PORT || 8899) + 2);
    }
    const code = await run('playwright', ['test', '--reporter=list,json'], output, env);
    if (env.E2E_SERVER_ROOT) await rm(env.E2E_SERVER_ROOT, { recursive: true, force: true });
    const report = await readJson(file);
    const stats = report.stats ?? {};
    const passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
    const failed = stats.unexpected ?? 0;
    const failures: string[] = [];
    const walk = (suite: PlaywrightSuite, titles: string[]) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          if (test.status !== 'unexpected') continue;
          const error = test.results?.at(-1)?.error?.message;
          failures.push(
            `[${test.projectName}] tests/e2e/${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}: ${gist(error)}`,
          );
        }
      }
      for (const child of suite.suites ?? [])
        walk(child, child.title && child.title !== child.file ? [...titles, child.title] : titles);
    };
    for (const suite of report.suites ?? []) walk(suite, []);
    return { passed, failed: failed || (code !== 0 ? 1 : 0), skipped: stats.skipped ?? 0, failures };
  };

interface PlaywrightSuite {
  title?: string;
  file?: string;
  specs?: Array<{
    title: string;
    file: string;
    line: number;
    tests?: Array<{ projectName: string; status: string; results?: Array<{ error?: { message?: string } }> }>;
  }>;
  suites?: PlaywrightSuite[];
}

const rehearsal: Step = async (output) => {
  const file = join(tmp, 'rehearsal.json');
  const code = await run('node', ['scripts/deploy/rehearsal.ts'], output, { REHEARSAL_REPORT: file });
  const checks: Array<{ ok: boolean; step: string; name: string; detail?: string }> =
    (await readJson(file)).checks ?? [];
  const passed = checks.filter((c) => c.ok).length;
  const failed = checks.length - passed;
  const failures = checks
    .filter((c) => !c.ok)
    .map((c) => `${c.step} › ${c.name}${c.detail ? `: ${gist(c.detail)}` : ''}`);
  return { passed, failed: failed || (code !== 0 ? 1 : 0), skipped: 0, failures };
};

interface Named {
  name: string;
  title: string;
  step: Step;
}
const steps: Named[] = (
  [
    ['check', 'type-check (astro check)', check],
    ['lint', 'lint (biome, import graph)', lint],
    ['unit', 'unit tests', vitest('unit')],
    ['integration', 'integration tests', vitest('integration')],
    ['deploy', 'deploy rehearsal (netlify build, Lambda load, netlify serve; offline)', rehearsal],
    ['e2e', 'end-to-end tests (Chromium)', playwright()],
  ] as const
).map(([name, title, step]) => ({ name, title, step }));
const order = steps.map((step) => step.name);

const only = process.argv.slice(2);
const unknown = only.filter((name) => !order.includes(name));
if (unknown.length) {
  console.error(`Unknown step ${unknown.join(', ')}: the steps are ${order.join(', ')}`);
  process.exit(2);
}
const chosen = (names: string[]) =>
  steps.filter((step) => names.includes(step.name) && (!only.length || only.includes(step.name)));

const results: Array<{ name: string; outcome: Outcome; seconds: number }> = [];
async function runLane(lane: Named[], output: Output) {
  for (const { name, title, step } of lane) {
    output.write(`\n▶ ${title}\n`);
    const started = performance.now();
    const outcome = await step(output);
    results.push({ name, outcome, seconds: Math.round((performance.now() - started) / 1000) });
  }
}

const first = chosen(['check', 'lint', 'integration', 'deploy']);
const second = chosen(['unit', 'e2e']);
const started = performance.now();
if (process.env.TEST_SERIAL === '1' || !first.length || !second.length) {
  await runLane(chosen(order), new Output(true));
} else {
  const front = new Output(true);
  const unitOutput = new Output(false);
  const beside = new Output(false);
  // The deploy rehearsal goes to whichever lane is free first.
  const last = chosen(['deploy']);
  const rest = (output: Output) => runLane(last.splice(0), output);
  // The end-to-end specs take a server in each lane: most in the second lane from the start, the rest
  // (playwright.config.ts) once the first lane is done with its own steps.
  const endToEnd = chosen(['e2e']).map((step) => ({ ...step, step: playwright('first') }));
  const endToEndBeside: Named[] = endToEnd.length
    ? [{ name: 'e2e 2nd', title: 'end-to-end tests (Chromium), second server', step: playwright('second') }]
    : [];
  const typeChecked = runLane(chosen(['check']), front);
  const unitTested = runLane(chosen(['unit']), unitOutput);
  await Promise.all([
    Promise.all([typeChecked, unitTested])
      .then(() => runLane(chosen(['lint', 'integration']), front))
      .then(() => rest(front))
      .then(() => runLane(endToEndBeside, front))
      .then(() => {
        unitOutput.release();
        beside.release();
      }),
    typeChecked.then(() => runLane(endToEnd, beside)).then(() => rest(beside)),
  ]);
}
if (!kept) await rm(tmp, { recursive: true, force: true });

const total: Outcome = { passed: 0, failed: 0, skipped: 0 };
const place = (name: string) => [...order, 'e2e 2nd'].indexOf(name);
results.sort((a, b) => place(a.name) - place(b.name));
for (const { outcome } of results) {
  total.passed += outcome.passed;
  total.failed += outcome.failed;
  total.skipped += outcome.skipped;
}
const lines = results.map(
  ({ name, outcome, seconds }) =>
    `  ${name.padEnd(12)} ${outcome.passed} passed, ${outcome.failed} failed (${seconds} s)`,
);
console.log(`\nSummary (${Math.round((performance.now() - started) / 1000)} s)\n${lines.join('\n')}`);
// The lanes' outputs are long and interleaved: say here what failed, so that the end of a log is enough.
const failures = results.flatMap(({ name, outcome }) =>
  (outcome.failures?.length
    ? outcome.failures
    : outcome.failed
      ? ['what failed is in its output above']
      : []
  ).map((line) => `  ${name}: ${line}`),
);
if (failures.length) console.log(`\nFailed\n${failures.join('\n')}`);
console.log(
  `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
// Out before the exit: a lane's held output is one large write to a pipe, and what follows it waits in
// Node's queue until the reader has taken it; process.exit would drop that queue, the Summary with it.
await new Promise<void>((resolve) => process.stdout.write('', () => resolve()));
process.exit(total.failed > 0 || total.passed === 0 ? 1 : 0);
