/**
 * Lambda load check: proves every Netlify Function of the project loads and answers the way it will on
 * Netlify, where functions run on AWS Lambda. `npm start` and the tests import the functions' sources with
 * the project's own Node, which hides two things the deployed functions meet:
 *
 * - Netlify bundles each function on its own (zip-it-and-ship-it: esbuild for our code, node_modules traced
 *   and shipped beside it), so a file or package the bundle lacks only shows there;
 * - Lambda's Node runs with require() of ES modules disabled (netlify-cli mirrors it with
 *   `--no-experimental-require-module`): a CommonJS package that require()s an ESM-only one loads locally
 *   and crashes on Netlify at import.
 *
 * So this bundles the functions exactly as Netlify's build does (the zip-it-and-ship-it and netlify.toml
 * resolution of the installed netlify-cli, `[functions]` settings translated as @netlify/build does), then
 * imports each bundle in a process of its own, started with `--no-experimental-require-module`, the
 * bundle as working directory and only the environment it is given (Netlify's bootstrap of the bundle
 * first, then the function), and calls the function once: a GET on its `config.path` (parameters filled
 * with harmless values), or, for a function without a path (deploy events such as `deploy-succeeded`), a
 * POST of a deploy event (`{next_run}` for a scheduled function). A function passes when it imports, its
 * handler returns a Response (any status: 401, 404 or 503 are answers too) and nothing throws, even later,
 * and its bundle stays within {@link BUNDLE_BUDGET_BYTES} (what Netlify would upload, unzipped).
 *
 * After a `netlify build`, the bundles it zipped (`.netlify/functions` and its manifest.json, what a deploy
 * uploads) can be checked instead of bundling again: {@link LambdaLoadOptions.built}. The deploy rehearsal
 * does that.
 *
 * CLI: `npm run check:lambda` (or `npx node scripts/deploy/lambda-load.ts [--out <dir>] [--built
 * .netlify/functions]`, which keeps the bundles in the first and takes them from the second) runs it
 * against an empty local blob store, prints one line per function and exits 1 if any fails. On a 2-core
 * machine bundling takes 30–40 s, unpacking a build's bundles about 10 s, and loading every function
 * about 30 s.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { chmod, lstat, mkdir, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism, tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { InvokeReport, InvokeSpec } from './lambda-invoke.ts';

export interface LambdaLoadOptions {
  /** Project root (where netlify.toml is). Default: this repository. */
  root?: string;
  /**
   * Where the bundles are written (`<outDir>/<name>/…`, as Netlify's build would zip them); best a fresh
   * directory. Default: a temporary directory, removed afterwards.
   */
  outDir?: string;
  /**
   * The whole environment of the functions besides PATH and what Lambda itself sets (TZ, LANG,
   * AWS_LAMBDA_FUNCTION_NAME, …): the caller's own environment is NOT passed on, as Netlify's is not.
   * Give NETLIFY_BLOBS_CONTEXT (a reachable store, or the functions answer 503) and JWT_SECRET.
   */
  env?: Record<string, string | undefined>;
  /** Node binary to run the functions with; its major version must be netlify.toml's NODE_VERSION. */
  nodePath?: string;
  /** Functions imported at once (default 2–4, by the machine's cores). */
  concurrency?: number;
  /** How long one function may take to load and answer (default 30 s). */
  timeoutMs?: number;
  /** Progress lines (bundling, each function as it finishes). Default: silent. */
  log?: (line: string) => void;
  /**
   * The functions directory a `netlify build` left (`.netlify/functions`: a zip per function and
   * `manifest.json`): those very bundles, the ones a deploy uploads, are unpacked and checked instead of
   * bundling the functions again.
   */
  built?: string;
}

export interface LambdaLoadResult {
  /** The function's name (its file name without extension). */
  name: string;
  ok: boolean;
  /** Status of the function's answer (the first one when it has several paths); none for event handlers. */
  status?: number;
  /** What failed: the import error, the exception, or what the handler returned instead of a Response. */
  error?: string;
  /** The start of a 5xx answer's body: why the function could not serve (e.g. the store is unreachable). */
  detail?: string;
  /** The request it was called with, e.g. `GET /uploads/rehearsal`. */
  request?: string;
  /** Time to start, import and answer, in ms. */
  ms?: number;
  /** Size of the function's bundle on disk (unzipped), in bytes. */
  bytes?: number;
}

/**
 * Largest bundle a function may have, unzipped. The biggest, admin-media, carries sharp and libvips
 * (~24 MB); the others 1 to 6 MB. A function that again takes the `node` package (the 121 MB Node binary
 * the project's scripts run on, which netlify.toml's `included_files` keeps out) goes far over it.
 */
export const BUNDLE_BUDGET_BYTES = 50 * 1024 * 1024;

/** Total size of the files under `dir`, links not followed. */
async function directoryBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await lstat(join(entry.parentPath, entry.name))).size;
  }
  return total;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Harmless value for every path parameter (`:slug`, `:id`, `*`). */
const PARAM_VALUE = 'rehearsal';
const ORIGIN = 'https://rehearsal.netlify.app';
/** The body Netlify posts to functions named after deploy events. */
const DEPLOY_EVENT_BODY = JSON.stringify({
  payload: { id: 'rehearsal', context: 'production', state: 'building', error_message: null },
  site: {},
});
const INVOKER = fileURLToPath(new URL('./lambda-invoke.ts', import.meta.url));
const REPOSITORY = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

type ZipIt = typeof import('@netlify/zip-it-and-ship-it');
type NetlifyConfig = typeof import('@netlify/config');

/** The zip-it-and-ship-it and @netlify/config that netlify-cli's build uses (not whichever is hoisted). */
async function netlifyBuildTools(root: string): Promise<{ zipIt: ZipIt; config: NetlifyConfig }> {
  const cli = createRequire(join(root, 'package.json')).resolve('netlify-cli/package.json');
  const build = createRequire(cli).resolve('@netlify/build');
  const fromBuild = createRequire(build);
  const [zipIt, config] = await Promise.all([
    import(pathToFileURL(fromBuild.resolve('@netlify/zip-it-and-ship-it')).href) as Promise<ZipIt>,
    import(pathToFileURL(fromBuild.resolve('@netlify/config')).href) as Promise<NetlifyConfig>,
  ]);
  return { zipIt, config };
}

interface FunctionsSettings {
  directory: string;
  nodeVersion: string;
  /** netlify.toml `[functions]` (and `[functions."<glob>"]`) in zip-it-and-ship-it's terms. */
  config: Record<string, Record<string, unknown>>;
}

/** netlify.toml resolved for production, translated as @netlify/build's normalizeFunctionConfig does. */
async function functionsSettings(tools: NetlifyConfig, root: string): Promise<FunctionsSettings> {
  const { config } = await tools.resolveConfig({
    cwd: root,
    repositoryRoot: root,
    context: 'production',
    offline: true,
  });
  const nodeVersion = String(config.build?.environment?.NODE_VERSION ?? process.versions.node);
  const translated: FunctionsSettings['config'] = {};
  for (const [glob, settings] of Object.entries(
    (config.functions ?? {}) as Record<string, Record<string, unknown>>,
  )) {
    translated[glob] = {
      externalNodeModules: settings.external_node_modules,
      includedFiles: settings.included_files,
      includedFilesBasePath: root,
      ignoredNodeModules: settings.ignored_node_modules,
      name: settings.name,
      memory: settings.memory,
      nodeVersion,
      region: settings.region,
      schedule: settings.schedule,
      vcpu: settings.vcpu,
      // Netlify's build turns "esbuild" into "esbuild_zisi" (esbuild, with its older bundler as fallback).
      nodeBundler: settings.node_bundler === 'esbuild' ? 'esbuild_zisi' : settings.node_bundler,
    };
  }
  const directory = config.functionsDirectory ?? join(root, 'netlify/functions');
  return { directory, nodeVersion, config: translated };
}

async function nodeMajor(nodePath: string): Promise<number> {
  const output = await new Promise<string>((done, fail) => {
    const child = spawn(nodePath, ['-p', 'process.versions.node'], { stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    child.stdout.on('data', (chunk) => {
      text += chunk;
    });
    child.on('error', fail);
    child.on('close', () => done(text.trim()));
  });
  return Number.parseInt(output, 10);
}

/** The requests a function is checked with: one per `config.path`, or a deploy event without one. */
function invocationsFor(name: string, paths: string[], schedule: unknown): InvokeSpec['invocations'] {
  if (paths.length === 0) {
    const body = schedule ? JSON.stringify({ next_run: new Date().toISOString() }) : DEPLOY_EVENT_BODY;
    return [
      {
        method: 'POST',
        url: `${ORIGIN}/.netlify/functions/${name}`,
        params: {},
        headers: { 'content-type': 'application/json' },
        body,
      },
    ];
  }
  return paths.map((path) => {
    const params: Record<string, string> = {};
    let wildcards = 0;
    // URLPattern syntax: named groups (`:name`, with an optional regexp and modifier) and `*`.
    const filled = path
      .replace(/:([A-Za-z_$][\w$]*)(\([^)]*\))?[?*+]?/g, (_, param: string) => {
        params[param] = PARAM_VALUE;
        return PARAM_VALUE;
      })
      .replace(/\*/g, () => {
        params[String(wildcards++)] = PARAM_VALUE;
        return PARAM_VALUE;
      });
    return { method: 'GET', url: new URL(filled, ORIGIN).href, params };
  });
}

/** One function as zip-it-and-ship-it reports it, after bundling or in a build's manifest.json. */
interface Bundle {
  name: string;
  /** The bundle's directory. */
  path: string;
  runtime: string;
  paths: string[];
  schedule?: unknown;
  entryFilename?: string;
}

interface ZipEntry {
  fileName: string;
  externalFileAttributes: number;
}
interface ZipFile {
  readEntry(): void;
  openReadStream(entry: ZipEntry, done: (error: Error | null, stream: NodeJS.ReadableStream) => void): void;
  on(event: 'entry', listener: (entry: ZipEntry) => void): void;
  on(event: 'end', listener: () => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  close(): void;
}
interface Yauzl {
  open(path: string, options: { lazyEntries: true }, done: (error: Error | null, zip: ZipFile) => void): void;
}

/** The zip reader netlify-cli itself unpacks function archives with. */
function zipReader(root: string): Yauzl {
  const cli = createRequire(join(root, 'package.json')).resolve('netlify-cli/package.json');
  return createRequire(cli)('yauzl') as Yauzl;
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/** Unpacks a function's zip into `dir` as Lambda does: files with their modes, links as links. */
async function unzip(yauzl: Yauzl, zipPath: string, dir: string): Promise<void> {
  const zip = await new Promise<ZipFile>((done, fail) =>
    yauzl.open(zipPath, { lazyEntries: true }, (error, file) => (error ? fail(error) : done(file))),
  );
  const read = (entry: ZipEntry) =>
    new Promise<NodeJS.ReadableStream>((done, fail) =>
      zip.openReadStream(entry, (error, stream) => (error ? fail(error) : done(stream))),
    );
  await new Promise<void>((done, fail) => {
    zip.on('error', fail);
    zip.on('end', done);
    zip.on('entry', (entry) => {
      const target = resolve(dir, entry.fileName);
      if (!target.startsWith(`${resolve(dir)}/`))
        return fail(new Error(`${entry.fileName} leaves the bundle`));
      const mode = entry.externalFileAttributes >>> 16;
      const written = (async () => {
        if (entry.fileName.endsWith('/')) return void (await mkdir(target, { recursive: true }));
        await mkdir(dirname(target), { recursive: true });
        const stream = await read(entry);
        if ((mode & S_IFMT) === S_IFLNK) {
          let link = '';
          for await (const chunk of stream) link += chunk;
          return symlink(link, target);
        }
        await pipeline(stream, createWriteStream(target));
        if (mode & 0o777) await chmod(target, mode & 0o777);
      })();
      written.then(() => zip.readEntry(), fail);
    });
    zip.readEntry();
  }).finally(() => zip.close());
}

/** The bundles a `netlify build` left in `functionsDir`, each unpacked into `outDir/<name>`. */
async function builtBundles(root: string, functionsDir: string, outDir: string): Promise<Bundle[]> {
  const manifest = JSON.parse(await readFile(join(functionsDir, 'manifest.json'), 'utf8')) as {
    functions: Array<{
      name: string;
      path: string;
      runtime: string;
      schedule?: string;
      routes?: Array<{ pattern: string }>;
    }>;
  };
  const yauzl = zipReader(root);
  return inParallel(manifest.functions, 4, async (built) => {
    const dir = join(outDir, built.name);
    await unzip(yauzl, join(functionsDir, basename(built.path)), dir);
    return {
      name: built.name,
      path: dir,
      runtime: built.runtime,
      paths: (built.routes ?? []).map((route) => route.pattern),
      schedule: built.schedule,
    };
  });
}

/** Bundles the functions as Netlify's build does, unzipped into `outDir/<name>`. */
async function bundleFunctions(
  tools: { zipIt: ZipIt },
  settings: FunctionsSettings,
  root: string,
  outDir: string,
): Promise<Bundle[]> {
  const bundles = await tools.zipIt.zipFunctions([settings.directory], outDir, {
    archiveFormat: 'none',
    basePath: root,
    repositoryRoot: root,
    config: settings.config,
    manifest: join(outDir, 'manifest.json'),
  });
  return bundles.map((bundle) => {
    const config = (bundle.config ?? {}) as { path?: string | string[]; schedule?: unknown };
    return {
      name: bundle.name,
      path: bundle.path,
      runtime: bundle.runtime,
      paths: config.path === undefined ? [] : ([] as string[]).concat(config.path),
      schedule: config.schedule ?? bundle.schedule,
      entryFilename: bundle.entryFilename,
    };
  });
}

/** The function module the bundle's Lambda entry point loads (netlify/functions/<name>.mjs today). */
async function bundledModule(dir: string, name: string, entryFilename?: string): Promise<string> {
  const entry = await readFile(join(dir, entryFilename ?? '___netlify-entry-point.mjs'), 'utf8').catch(
    () => '',
  );
  const named = entry.match(/getLambdaHandler\(\s*(['"])(.+?)\1\s*\)/)?.[2];
  return join(dir, named ?? join('netlify/functions', `${name}.mjs`));
}

function invoke(
  spec: InvokeSpec,
  options: { nodePath: string; cwd: string; env: Record<string, string>; timeoutMs: number },
): Promise<InvokeReport> {
  return new Promise((done) => {
    const child = spawn(
      options.nodePath,
      ['--no-experimental-require-module', INVOKER, JSON.stringify(spec)],
      {
        cwd: options.cwd,
        env: options.env,
        stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      },
    );
    let stderr = '';
    let report: InvokeReport | undefined;
    child.stderr?.on('data', (chunk) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.on('message', (message) => {
      report = message as InvokeReport;
    });
    const timer = setTimeout(() => {
      report ??= { ok: false, statuses: [], error: `no answer within ${options.timeoutMs} ms` };
      child.kill('SIGKILL');
    }, options.timeoutMs);
    const finish = (reason: string) => {
      clearTimeout(timer);
      done(
        report ?? {
          ok: false,
          statuses: [],
          error: `${reason}: ${stderr.trim().split('\n').slice(-8).join(' | ')}`,
        },
      );
    };
    child.on('error', (error) => finish(`could not start: ${error.message}`));
    child.on('close', (code, signal) =>
      finish(`the process ended (${signal ?? `exit ${code}`}) without answering`),
    );
  });
}

async function inParallel<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Bundles every function as Netlify's build does and loads and calls each one as AWS Lambda's Node would.
 * One result per function, sorted by name; it throws only when the functions cannot be bundled at all or
 * `nodePath` is not the Node major version of netlify.toml's NODE_VERSION.
 */
export async function checkLambdaLoad(options: LambdaLoadOptions = {}): Promise<LambdaLoadResult[]> {
  const root = resolve(options.root ?? REPOSITORY);
  const log = options.log ?? (() => {});
  const nodePath = options.nodePath ?? process.execPath;
  const tools = await netlifyBuildTools(root);
  const settings = await functionsSettings(tools.config, root);
  const major = await nodeMajor(nodePath);
  const wanted = Number.parseInt(settings.nodeVersion.replace(/^v/, ''), 10);
  if (major !== wanted) {
    throw new Error(`Netlify runs the functions on Node ${wanted}, ${nodePath} is Node ${major}`);
  }

  const outDir = options.outDir ? resolve(options.outDir) : await mkdtemp(join(tmpdir(), 'lambda-load-'));
  await mkdir(outDir, { recursive: true });
  try {
    const started = performance.now();
    const { built } = options;
    log(
      built
        ? `unpacking the bundles of ${built} into ${outDir}`
        : `bundling ${relative(root, settings.directory)} into ${outDir}`,
    );
    const bundles = built
      ? await builtBundles(root, built, outDir)
      : await bundleFunctions(tools, settings, root, outDir);
    log(
      `${built ? 'unpacked' : 'bundled'} ${bundles.length} functions in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const env = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      // What AWS Lambda's Node runtime sets itself.
      TZ: ':UTC',
      LANG: 'en_US.UTF-8',
      AWS_REGION: 'us-east-2',
      AWS_EXECUTION_ENV: `AWS_Lambda_nodejs${wanted}.x`,
      ...options.env,
    };
    const concurrency = options.concurrency ?? Math.max(2, Math.min(4, availableParallelism()));
    const loadStarted = performance.now();
    const results = await inParallel(bundles, concurrency, async (bundle): Promise<LambdaLoadResult> => {
      const name = bundle.name;
      if (bundle.runtime !== 'js') return { name, ok: true, detail: `not checked (${bundle.runtime})` };
      const invocations = invocationsFor(name, bundle.paths, bundle.schedule);
      const dir = bundle.path;
      const bytes = await directoryBytes(dir);
      if (bytes > BUNDLE_BUDGET_BYTES) {
        const error = `its bundle is ${megabytes(bytes)}, over the budget of ${megabytes(BUNDLE_BUDGET_BYTES)}`;
        const result: LambdaLoadResult = { name, ok: false, error, bytes };
        log(formatResult(result));
        return result;
      }
      const bootstrap = join(dir, '___netlify-bootstrap.mjs');
      const spec: InvokeSpec = {
        bootstrap: existsSync(bootstrap) ? bootstrap : undefined,
        module: await bundledModule(dir, name, bundle.entryFilename),
        invocations,
      };
      const first = invocations[0];
      const request = first && `${first.method} ${new URL(first.url).pathname}`;
      const t = performance.now();
      const report = await invoke(spec, {
        nodePath,
        cwd: dir,
        env: { ...env, AWS_LAMBDA_FUNCTION_NAME: name, LAMBDA_TASK_ROOT: dir } as Record<string, string>,
        timeoutMs: options.timeoutMs ?? 30_000,
      });
      const result: LambdaLoadResult = {
        name,
        ok: report.ok,
        status: report.statuses[0],
        error: report.error,
        detail: report.detail,
        request,
        ms: Math.round(performance.now() - t),
        bytes,
      };
      log(formatResult(result));
      return result;
    });
    log(`loaded ${results.length} functions in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`);
    return results.sort((a, b) => a.name.localeCompare(b.name));
  } finally {
    if (!options.outDir) await rm(outDir, { recursive: true, force: true });
  }
}

/** One line for a result: `ok   status  GET /api/status → 200 (310 ms, 1.2 MB)` or `FAIL uploads  <error>`. */
export function formatResult(result: LambdaLoadResult): string {
  const head = `${result.ok ? 'ok  ' : 'FAIL'} ${result.name}`;
  if (!result.ok)
    return `${head}  ${result.request ? `${result.request}: ` : ''}${result.error?.replace(/\s*\n\s*/g, ' ')}`;
  const answer = result.status === undefined ? 'no response (event handler)' : String(result.status);
  const detail = result.detail ? ` ${result.detail.replace(/\s+/g, ' ')}` : '';
  const cost = [result.ms === undefined ? '' : `${result.ms} ms`, result.bytes ? megabytes(result.bytes) : '']
    .filter(Boolean)
    .join(', ');
  return `${head}  ${result.request ?? ''} → ${answer}${detail}${cost ? ` (${cost})` : ''}`;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const outDir = option('--out');
  const built = option('--built');
  // An empty store of its own, as a fresh site has: the functions reach it as they reach Netlify Blobs.
  const { BlobsServer } = await import('@netlify/blobs/server');
  const storeDir = await mkdtemp(join(tmpdir(), 'lambda-load-blobs-'));
  const token = randomBytes(24).toString('hex');
  const server = new BlobsServer({ directory: storeDir, token, port: 0 });
  const { port } = await server.start();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  try {
    const results = await checkLambdaLoad({
      outDir,
      built,
      log: (line) => console.log(line),
      env: {
        NETLIFY_BLOBS_CONTEXT: Buffer.from(
          JSON.stringify({ siteID: 'rehearsal', token, edgeURL: url, uncachedEdgeURL: url }),
        ).toString('base64'),
        JWT_SECRET: randomBytes(48).toString('base64url'),
      },
    });
    const failed = results.filter((result) => !result.ok);
    console.log(
      `${results.length - failed.length} of ${results.length} functions load and answer under Lambda's Node ` +
        `(${((performance.now() - started) / 1000).toFixed(1)} s)` +
        (failed.length ? `; failed: ${failed.map((result) => result.name).join(', ')}` : ''),
    );
    process.exitCode = failed.length ? 1 : 0;
  } finally {
    await server.stop();
    await rm(storeDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
