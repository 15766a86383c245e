/**
 * `npm test`: every check, fast ones first: type-check → lint → unit → integration → deploy rehearsal →
 * end-to-end.
 * Each step runs even if an earlier one failed, so one run shows everything; the last line sums the
 * test cases of all runners ("N passed, M failed"), counting type-check and lint as one case each.
 * The deploy rehearsal runs alongside the integration tests (each keeps about one core busy: the
 * integration server and its tests share one Node process); its output is held and shown after them.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface Outcome {
  passed: number;
  failed: number;
  skipped: number;
}

/** Where a step's output goes: the terminal, or a list held until the step running beside it is done. */
type Output = 'inherit' | string[];

const run = (command: string, args: string[], env: NodeJS.ProcessEnv = {}, output: Output = 'inherit') =>
  new Promise<number>((resolve) => {
    const child = spawn(command, args, {
      stdio: output === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    if (output !== 'inherit') {
      child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    }
    child.on('close', (code) => resolve(code ?? 1));
  });

const tmp = await mkdtemp(join(tmpdir(), 'rmp-test-'));
const readJson = async (file: string) => JSON.parse(await readFile(file, 'utf8').catch(() => '{}'));

async function check(name: string, command: string, args: string[]): Promise<Outcome> {
  console.log(`\n▶ ${name}`);
  const code = await run(command, args);
  return code === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 };
}

async function vitest(project: string): Promise<Outcome> {
  console.log(`\n▶ ${project} tests`);
  const file = join(tmp, `${project}.json`);
  const code = await run('vitest', [
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  const report = await readJson(file);
  const passed = report.numPassedTests ?? 0;
  const failed = report.numFailedTests ?? 0;
  // A runner that crashed before reporting counts as a failure, never as a silent pass.
  return { passed, failed: failed || (code !== 0 ? 1 : 0), skipped: report.numPendingTests ?? 0 };
}

async function playwright(): Promise<Outcome> {
  console.log('\n▶ end-to-end tests (Chromium)');
  const file = join(tmp, 'e2e.json');
  const code = await run('playwright', ['test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  const stats = (await readJson(file)).stats ?? {};
  const passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
  const failed = stats.unexpected ?? 0;
  return { passed, failed: failed || (code !== 0 ? 1 : 0), skipped: stats.skipped ?? 0 };
}

async function rehearsal(output: Output): Promise<Outcome> {
  const title = '\n▶ deploy rehearsal (netlify build, Lambda load, netlify serve; offline)';
  if (output === 'inherit') console.log(title);
  else output.push(`${title}\n`);
  const file = join(tmp, 'rehearsal.json');
  const code = await run('node', ['scripts/deploy/rehearsal.ts'], { REHEARSAL_REPORT: file }, output);
  const checks: Array<{ ok: boolean }> = (await readJson(file)).checks ?? [];
  const passed = checks.filter((c) => c.ok).length;
  const failed = checks.length - passed;
  return { passed, failed: failed || (code !== 0 ? 1 : 0), skipped: 0 };
}

const only = process.argv.slice(2);
/** A step, and optionally one started with it whose output is shown once the step is done. */
const steps: Array<
  [string, () => Promise<Outcome>, alongside?: [string, (output: Output) => Promise<Outcome>]]
> = [
  ['check', () => check('type-check (astro check + tsc)', 'npm', ['run', '--silent', 'check'])],
  ['lint', () => check('lint (biome)', 'biome', ['check', '.'])],
  ['unit', () => vitest('unit')],
  ['integration', () => vitest('integration'), ['deploy', rehearsal]],
  ['e2e', playwright],
];

const total: Outcome = { passed: 0, failed: 0, skipped: 0 };
const summary: string[] = [];
const timed = async (name: string, step: () => Promise<Outcome>) => {
  const started = performance.now();
  const outcome = await step();
  return { name, outcome, seconds: Math.round((performance.now() - started) / 1000) };
};
const record = ({ name, outcome, seconds }: Awaited<ReturnType<typeof timed>>) => {
  total.passed += outcome.passed;
  total.failed += outcome.failed;
  total.skipped += outcome.skipped;
  summary.push(`  ${name.padEnd(12)} ${outcome.passed} passed, ${outcome.failed} failed (${seconds} s)`);
};
for (const [name, step, alongside] of steps) {
  const [besideName, besideStep] = alongside ?? [];
  const held: string[] = [];
  // Run on its own, the step beside another shows its output as it goes.
  const beside =
    besideName && besideStep && (!only.length || only.includes(besideName))
      ? timed(besideName, () => besideStep(only.includes(name) || !only.length ? held : 'inherit'))
      : null;
  if (!only.length || only.includes(name)) record(await timed(name, step));
  if (beside) {
    const done = await beside;
    process.stdout.write(held.join(''));
    record(done);
  }
}
await rm(tmp, { recursive: true, force: true });

console.log(`\nSummary\n${summary.join('\n')}`);
console.log(
  `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(total.failed > 0 || total.passed === 0 ? 1 : 0);
