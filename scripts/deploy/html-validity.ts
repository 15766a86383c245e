/**
 * The W3C's Nu Html Checker (the npm package vnu-jar, run on the machine's Java) over built pages, offline.
 * Browsers forgive invalid HTML; validators, some crawlers and assistive tools do not.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** One error of the checker, where it is. */
export interface HtmlError {
  file: string;
  line?: number;
  message: string;
}

/**
 * Errors that are the checker's, not the page's. Its CSS module predates container queries, which every
 * browser the site supports implements (Chrome 105, Safari 16, Firefox 110): `container-type` and
 * `@container` come back as "CSS:" errors. Nothing else is filtered.
 */
const CHECKER_GAPS: RegExp[] = [/^CSS: .*\bcontainer-type\b/, /^CSS: .*@container\b/];

/** Where vnu-jar installs the checker. */
export function checkerJar(root: string): string {
  return join(root, 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');
}

/**
 * The pages of a built site the checker reads: the landing page, every dish page, the printed menu, the dish
 * not-found page and 404.html, in each language built, and the admin shell (every /admin/* page is the same shell; /admin/ itself redirects).
 */
export async function pagesToCheck(dist: string): Promise<string[]> {
  // The English twins under /en/, when the settings publish them, are checked like the Indonesian pages.
  const languages = [dist, join(dist, 'en')].filter((base) => existsSync(join(base, 'index.html')));
  const pages = await Promise.all(
    languages.map(async (base) => {
      const dishes = (await readdir(join(base, 'menu'), { withFileTypes: true }))
        .filter((entry) => entry.isDirectory())
        .map((entry) => join(base, 'menu', entry.name, 'index.html'));
      return [
        join(base, 'index.html'),
        ...dishes,
        join(base, 'cetak-menu', 'index.html'),
        join(base, 'menu-not-found', 'index.html'),
        base === dist ? join(dist, '404.html') : join(base, '404', 'index.html'),
      ];
    }),
  );
  return [
    ...pages.flat(),
    join(dist, 'admin', 'index.html'),
    join(dist, 'admin', 'dashboard', 'index.html'),
  ].filter((file) => existsSync(file));
}

/** Checks `files` with the Nu Html Checker; every error but the checker's own gaps, file paths from `base`. */
export async function validateHtml(root: string, base: string, files: string[]): Promise<HtmlError[]> {
  const args = [
    '-jar',
    checkerJar(root),
    '--errors-only',
    '--format',
    'json',
    '--exit-zero-always',
    ...files,
  ];
  const { code, stdout, stderr } = await new Promise<{ code: number; stdout: string; stderr: string }>(
    (resolve, reject) => {
      const child = spawn('java', args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      let err = '';
      child.stdout.on('data', (chunk) => {
        out += chunk;
      });
      child.stderr.on('data', (chunk) => {
        err += chunk;
      });
      child.on('error', reject);
      child.on('close', (exit) => resolve({ code: exit ?? 1, stdout: out, stderr: err }));
    },
  );
  // The checker writes its JSON report on stderr.
  const report = [stderr, stdout].map((text) => text.trim()).find((text) => text.startsWith('{'));
  if (!report) throw new Error(`The Nu Html Checker gave no report (exit ${code}): ${stderr.slice(-2000)}`);
  const { messages } = JSON.parse(report) as {
    messages: Array<{ type: string; subType?: string; url?: string; lastLine?: number; message: string }>;
  };
  return messages
    .filter((m) => m.type === 'error' || m.subType === 'fatal')
    .filter((m) => !CHECKER_GAPS.some((gap) => gap.test(m.message)))
    .map((m) => ({
      file: m.url ? relative(base, decodeURIComponent(new URL(m.url).pathname)) : '?',
      line: m.lastLine,
      message: m.message,
    }));
}
