/**
 * Deploy rehearsal: Netlify's own tooling (the pinned netlify-cli: @netlify/build, zip-it-and-ship-it,
 * `netlify serve`), offline, on a copy of the project, to prove a deploy works where the local runtime
 * cannot tell:
 *
 * 1. `netlify build --offline --context production` against a local Blobs API that enforces Netlify's
 *    rules for builds: the build command gets no Blobs context of its own (as on Netlify, where only build
 *    plugins get one), and the build's token may write deploy-specific stores only. The build must pass,
 *    render the content of the store (not the starter content), publish every dish page, and its pages
 *    (landing, every dish, the not-found pages, the admin shell) must pass the W3C Nu Html Checker
 *    (scripts/deploy/html-validity.ts).
 * 2. Every function, bundled as Netlify bundles it, loads and answers as AWS Lambda runs it
 *    (Node 24, `--no-experimental-require-module`): scripts/deploy/lambda-load.ts.
 * 3. `netlify serve --offline --context production` answers `/`, a dish page, `/api/status`, a login, an
 *    authenticated save and a missing dish exactly as `npm start` does (both are asked the same requests).
 *    Then the build hook is set through the admin API, as the owner does in Settings → Publishing, and a
 *    save calls it (a local receiver stands in for Netlify's hook).
 *    Both run with ADMIN_DEFAULT_PASSWORD as the only secret: sessions are signed with the key the
 *    functions make and keep. A second `netlify serve` over the same store (a cold start) accepts the
 *    owner's session, and "Sign out everyone" there ends it on both.
 *
 * `npm run rehearse` runs it; `npm test` runs it as its `deploy` step. It prints one line per check and
 * `N passed, M failed`, and writes the results as JSON where REHEARSAL_REPORT names a file.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { getStore } from '@netlify/blobs';
import { fallbackContent } from '../../src/content/fallback.ts';
import { dishPath } from '../../src/domain/content/dish.ts';
import { BuildHookSettingsSchema } from '../../src/domain/publishing/build-hook.ts';
import { putRestaurantInfo, putSiteSettings } from '../../src/server/content/settings-repo.ts';
import { newContentRevision, putContentRevision } from '../../src/server/publishing/publish-repo.ts';
import { ensureSeeded } from '../../src/server/store/seed.ts';
import { type RecordedHook, startBuildHookRecorder } from '../../tests/helpers/build-hook-recorder.ts';
import { startLocalBlobs } from '../local/blob-server.ts';
import { copyProject } from '../local/project-copy.ts';
import { pagesToCheck, validateHtml } from './html-validity.ts';
import { checkLambdaLoad } from './lambda-load.ts';

/** The project rehearsed (REHEARSAL_PROJECT: another checkout, e.g. an older commit, with this node_modules). */
const root = resolve(process.env.REHEARSAL_PROJECT || resolve(import.meta.dirname, '../..'));
const netlifyCli = join(root, 'node_modules', 'netlify-cli', 'bin', 'run.js');
const DEPLOY_ID = 'rehearsal0000000000000001';
const ADMIN_PASSWORD = `Rehearsal-${randomBytes(6).toString('hex')}`;

interface Check {
  step: string;
  name: string;
  ok: boolean;
  detail?: string;
}
const checks: Check[] = [];
function check(step: string, name: string, ok: boolean, detail?: string): boolean {
  checks.push({ step, name, ok, ...(detail ? { detail } : {}) });
  console.log(`${ok ? '  ✓' : '  ✗'} ${step}: ${name}${!ok && detail ? `\n      ${detail}` : ''}`);
  return ok;
}
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const durations: Record<string, string> = {};

/** The environment of Netlify's tools: this machine's, less anything of the local runtime. */
function toolEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const {
    NETLIFY_BLOBS_CONTEXT: _context,
    BUILD_HOOK_URL: _hook,
    // Deploys need no session key: the functions make one (rehearsed in step 3).
    JWT_SECRET: _jwtSecret,
    NODE_ENV: _nodeEnv,
    VITEST: _vitest,
    ...env
  } = process.env;
  return {
    ...env,
    // Node 24 (the project's) first: the build command, the plugins and the functions all run on it.
    PATH: `${join(root, 'node_modules', '.bin')}:${env.PATH ?? ''}`,
    NETLIFY_TELEMETRY_DISABLED: '1',
    ASTRO_TELEMETRY_DISABLED: '1',
    BROWSER: 'none',
    ...extra,
  };
}

function run(args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [netlifyCli, ...args], {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => done({ code: code ?? 1, output }));
  });
}

const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

/** Starts a long-running server (its own process group) and waits until `url` answers. */
async function startServer(
  command: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  url: string,
  timeoutMs: number,
): Promise<{ child: ChildProcess; output: () => string }> {
  const [program = process.execPath, ...args] = command;
  const child = spawn(program, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}:\n${output.slice(-3000)}`);
    const answered = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return { child, output: () => output };
    await new Promise((r) => setTimeout(r, 500));
  }
  stopServer(child);
  throw new Error(`did not answer ${url} within ${timeoutMs / 1000} s:\n${output.slice(-3000)}`);
}

function stopServer(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}

/** A copy of the project whose build command cannot see a Blobs context, as on Netlify. */
async function projectCopy(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'rmp-rehearsal-'));
  await copyProject(root, dir);
  const config = await readFile(join(dir, 'netlify.toml'), 'utf8');
  const command = 'command = "npm run build"';
  if (!config.includes(command)) throw new Error(`netlify.toml has no ${command}: update the rehearsal`);
  await writeFile(
    join(dir, 'netlify.toml'),
    config.replace(command, 'command = "env -u NETLIFY_BLOBS_CONTEXT npm run build"'),
  );
  return dir;
}

/** The functions `netlify build` bundled (its `.netlify/functions`), kept for the Lambda step. */
let builtFunctions: string | undefined;

/** Step 1: `netlify build` with Netlify's rules for builds. */
async function rehearseBuild(): Promise<void> {
  const step = 'netlify build';
  const started = performance.now();
  const project = await projectCopy();
  const data = await mkdtemp(join(tmpdir(), 'rmp-rehearsal-blobs-'));
  const blobs = await startLocalBlobs(data, { buildRules: { deployID: DEPLOY_ID } });
  try {
    const { siteID, token, edgeURL, uncachedEdgeURL } = JSON.parse(
      Buffer.from(blobs.context, 'base64').toString(),
    );
    const store = getStore({
      name: 'content',
      siteID,
      token,
      edgeURL,
      uncachedEdgeURL,
      consistency: 'strong',
    });
    await ensureSeeded(store);
    const tagline = `Rehearsal ${Date.now()}`;
    await putRestaurantInfo(store, { ...fallbackContent.restaurant, tagline });
    // With the English pages on: both languages are built, published and checked.
    await putSiteSettings(store, { ...fallbackContent.settings, languages: ['id', 'en'] });
    const revision = newContentRevision();
    await putContentRevision(store, revision);

    const { code, output } = await run(
      ['build', '--offline', '--context', 'production'],
      project,
      toolEnv({ NETLIFY_BLOBS_CONTEXT: blobs.buildContext ?? '', SITE_URL: 'https://rehearsal.example' }),
    );
    durations.build = seconds(started);
    if (process.env.REHEARSAL_VERBOSE) console.log(output);
    if (!check(step, 'the build passes', code === 0, output.slice(-4000))) return;
    const dist = join(project, 'dist');
    const home = await readFile(join(dist, 'index.html'), 'utf8').catch(() => '');
    check(step, 'renders the content of the store, not the starter content', home.includes(tagline));
    const dishes = fallbackContent.menu.flatMap((category) => category.items);
    const missing = dishes.filter((dish) => !existsSync(join(dist, dishPath(dish.slug), 'index.html')));
    check(
      step,
      `publishes every dish page (${dishes.length})`,
      missing.length === 0,
      `missing: ${missing.map((dish) => dish.slug).join(', ')}`,
    );
    const english = [
      '/en/',
      ...dishes.map((dish) => `/en${dishPath(dish.slug)}`),
      '/en/cetak-menu/',
      '/en/404/',
    ];
    const missingEnglish = english.filter((path) => !existsSync(join(dist, path, 'index.html')));
    check(
      step,
      `publishes the English pages the settings turned on (${english.length})`,
      missingEnglish.length === 0,
      `missing: ${missingEnglish.join(', ')}`,
    );
    const pages = await pagesToCheck(dist);
    const htmlErrors = await validateHtml(root, dist, pages);
    check(
      step,
      `the W3C Nu Html Checker finds no error in its pages (${pages.length})`,
      pages.length > 3 && htmlErrors.length === 0,
      htmlErrors.map((e) => `${e.file}:${e.line ?? '?'}: ${e.message}`).join('\n      '),
    );
    const info = JSON.parse(await readFile(join(dist, 'build-info.json'), 'utf8').catch(() => '{}'));
    check(
      step,
      'records in /build-info.json the content revision it built',
      info.content_revision === revision.revision,
      JSON.stringify(info),
    );
    const refused = blobs.refusedBuildWrites();
    check(step, 'writes nothing to the site-wide stores', refused.length === 0, refused.join(', '));
    const functions = join(project, '.netlify', 'functions');
    const bundled = await readdir(functions).catch((): string[] => []);
    if (
      check(
        step,
        'bundles the functions',
        bundled.some((name) => name.startsWith('status')) && bundled.includes('manifest.json'),
        bundled.join(', '),
      )
    ) {
      // The Lambda step checks these very bundles, the ones a deploy uploads.
      const kept = join(await mkdtemp(join(tmpdir(), 'rmp-rehearsal-functions-')), 'functions');
      await rename(functions, kept);
      builtFunctions = kept;
    }
  } finally {
    await blobs.stop();
    await rm(data, { recursive: true, force: true });
    await rm(project, { recursive: true, force: true });
  }
}

/** Step 2: every function loads and answers as Lambda runs it. */
async function rehearseLambda(): Promise<void> {
  const started = performance.now();
  const data = await mkdtemp(join(tmpdir(), 'rmp-rehearsal-lambda-'));
  const blobs = await startLocalBlobs(data);
  try {
    const results = await checkLambdaLoad({
      root,
      // The build's own bundles; without the build step (REHEARSAL_STEPS=lambda), bundled here as it would.
      built: builtFunctions,
      env: {
        NETLIFY_BLOBS_CONTEXT: blobs.context,
        JWT_SECRET: randomBytes(32).toString('hex'),
        NODE_ENV: 'production',
      },
    });
    for (const result of results) {
      check(
        'Lambda',
        `${result.name} loads and answers${result.status ? ` (${result.status})` : ''}`,
        result.ok,
        result.error,
      );
    }
    if (results.length === 0) check('Lambda', 'finds the functions', false);
  } finally {
    durations.lambda = seconds(started);
    await blobs.stop();
    await rm(data, { recursive: true, force: true });
    if (builtFunctions) await rm(dirname(builtFunctions), { recursive: true, force: true });
  }
}

interface Answer {
  status: number;
  marker: boolean;
}

/** The requests both servers are asked, each with what its answer must show. */
async function askServer(base: string): Promise<Record<string, Answer>> {
  const answers: Record<string, Answer> = {};
  const page = async (path: string, marker: string) => {
    const response = await fetch(`${base}${path}`);
    answers[`GET ${path}`] = { status: response.status, marker: (await response.text()).includes(marker) };
  };
  await page('/', fallbackContent.restaurant.name);
  const dish = fallbackContent.menu[0]?.items[0];
  if (dish) await page(dishPath(dish.slug), dish.name);
  await page('/menu/tidak-ada-di-menu/', 'Menu Not Found');
  // The English pages are off (the default): nothing under /en/, the site's own "page not found".
  await page('/en/', 'Halaman tidak ditemukan');
  const status = await fetch(`${base}/api/status`);
  answers['GET /api/status'] = { status: status.status, marker: (await status.text()).includes('"ok"') };

  const login = await fetch(`${base}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  const session = (await login.json().catch(() => ({}))) as {
    access_token?: string;
    must_change_password?: boolean;
  };
  answers['POST /api/admin/auth/login'] = {
    status: login.status,
    marker: Boolean(session.access_token && session.must_change_password),
  };
  // The first password is replaced first, as the owner does: the server allows nothing else until then.
  const change = await fetch(`${base}/api/admin/auth/change-password`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.access_token ?? ''}`, 'content-type': 'application/json' },
    body: JSON.stringify({ old_password: ADMIN_PASSWORD, new_password: `${ADMIN_PASSWORD}-Baru` }),
  });
  const changed = (await change.json().catch(() => ({}))) as { access_token?: string };
  answers['POST /api/admin/auth/change-password'] = {
    status: change.status,
    marker: Boolean(changed.access_token),
  };
  const auth = { authorization: `Bearer ${changed.access_token ?? ''}` };
  const current = await fetch(`${base}/api/admin/restaurant`, { headers: auth });
  const info = (await current.json().catch(() => ({}))) as Record<string, unknown>;
  const tagline = `Disimpan ${Date.now()}`;
  const save = await fetch(`${base}/api/admin/restaurant`, {
    method: 'PUT',
    headers: {
      ...auth,
      'content-type': 'application/json',
      ...(current.headers.get('etag') ? { 'if-match': current.headers.get('etag') ?? '' } : {}),
    },
    body: JSON.stringify({ ...info, tagline }),
  });
  const saved = (await save.json().catch(() => ({}))) as { tagline?: string };
  answers['PUT /api/admin/restaurant'] = { status: save.status, marker: saved.tagline === tagline };
  return answers;
}

/**
 * The build hook pasted through the admin API (Settings → Publishing) on `netlify serve`, and a save calling
 * it. `receiver` stands in for Netlify's hook: the server was given its origin as BUILD_HOOK_TEST_ORIGIN,
 * and still takes no other address than a Netlify build hook's.
 */
async function rehearseBuildHook(base: string, receiver: string): Promise<void> {
  const step = 'netlify serve';
  // The password askServer changed the first one to.
  const login = await fetch(`${base}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: `${ADMIN_PASSWORD}-Baru` }),
  });
  const { access_token: token = '' } = (await login.json().catch(() => ({}))) as { access_token?: string };
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const paste = (url: string) =>
    fetch(`${base}/api/admin/build-hook`, { method: 'PUT', headers: auth, body: JSON.stringify({ url }) });

  const id = randomBytes(12).toString('hex');
  const elsewhere = await paste(`http://127.0.0.1:1/build_hooks/${id}`);
  check(
    step,
    'Settings → Publishing refuses a build hook that is not Netlify’s (400)',
    elsewhere.status === 400,
    `${elsewhere.status} ${await elsewhere.text()}`,
  );
  const pasted = await paste(`${receiver}/build_hooks/${id}`);
  const text = await pasted.text();
  const settings = BuildHookSettingsSchema.safeParse(JSON.parse(text || 'null'));
  check(
    step,
    'Settings → Publishing keeps the build hook, shown back by its last characters only',
    pasted.status === 200 && settings.data?.source === 'admin' && !text.includes(id),
    `${pasted.status} ${text}`,
  );

  const current = await fetch(`${base}/api/admin/restaurant`, { headers: auth });
  const info = (await current.json().catch(() => ({}))) as Record<string, unknown>;
  const save = await fetch(`${base}/api/admin/restaurant`, {
    method: 'PUT',
    headers: { ...auth, 'if-match': current.headers.get('etag') ?? '' },
    body: JSON.stringify({ ...info, tagline: `Diterbitkan ${Date.now()}` }),
  });
  const requests = (await (await fetch(`${receiver}/requests`)).json()) as RecordedHook[];
  check(
    step,
    'a save calls the build hook set in the admin',
    save.status === 200 &&
      requests.length === 1 &&
      requests[0]?.path === `/build_hooks/${id}` &&
      requests[0]?.title === 'Restaurant info updated',
    `save ${save.status}; the hook received ${JSON.stringify(requests)}`,
  );
}

/** `netlify serve` of the production context on `port`. */
const netlifyServe = (port: number) => [
  process.execPath,
  netlifyCli,
  'serve',
  '--offline',
  '--context',
  'production',
  '--internal-disable-edge-functions',
  '--port',
  String(port),
];

/** A request to the admin API of `base` as the holder of `token`: its status and JSON body. */
async function adminCall(base: string, path: string, token: string, method = 'GET') {
  const response = await fetch(`${base}${path}`, { method, headers: { authorization: `Bearer ${token}` } });
  return {
    status: response.status,
    body: (await response.json().catch(() => ({}))) as Record<string, unknown>,
  };
}

/**
 * Sessions without JWT_SECRET, across instances: a second `netlify serve` (a cold start, on a copy of the
 * project whose local Blobs directory is the first one's) accepts the owner's session signed by the first;
 * "Sign out everyone" there ends it on both, and signing in again works on both.
 */
async function rehearseSessions(step: string, project: string, port: number) {
  const first = `http://localhost:${port}`;
  const password = `${ADMIN_PASSWORD}-Baru`;
  const signIn = async () => {
    const response = await fetch(`${first}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password }),
    });
    return ((await response.json().catch(() => ({}))) as { access_token?: string }).access_token ?? '';
  };
  const token = await signIn();
  const before = await adminCall(first, '/api/admin/auth/me', token);
  if (!check(step, 'the owner signs in without JWT_SECRET', before.status === 200, JSON.stringify(before)))
    return;

  const coldProject = await projectCopy();
  let coldServer: ChildProcess | null = null;
  try {
    await mkdir(join(coldProject, '.netlify'), { recursive: true });
    await symlink(join(project, '.netlify', 'blobs-serve'), join(coldProject, '.netlify', 'blobs-serve'));
    // Only its functions are new: it serves the pages the first one built (builds are rehearsed above; a
    // second build plugin over the first one's local Blobs reads its menu back empty).
    await cp(join(project, 'dist'), join(coldProject, 'dist'), { recursive: true });
    const config = await readFile(join(coldProject, 'netlify.toml'), 'utf8');
    await writeFile(
      join(coldProject, 'netlify.toml'),
      config
        .replace(/command = "[^"]*npm run build"/, 'command = "true"')
        .replace('[[plugins]]\n  package = "./netlify/plugins/content-store"', ''),
    );
    const coldPort = await freePort();
    const cold = await startServer(
      netlifyServe(coldPort),
      coldProject,
      toolEnv({ ADMIN_DEFAULT_PASSWORD: ADMIN_PASSWORD, SITE_URL: `http://localhost:${coldPort}` }),
      `http://localhost:${coldPort}/api/status`,
      240_000,
    ).catch((error: Error) => {
      check(step, 'a second netlify serve over the same store starts', false, error.message);
      return null;
    });
    if (!cold) return;
    coldServer = cold.child;
    const second = `http://localhost:${coldPort}`;
    const accepted = await adminCall(second, '/api/admin/auth/me', token);
    check(
      step,
      'a second netlify serve (a cold start) accepts the same session',
      accepted.status === 200,
      JSON.stringify(accepted),
    );
    const out = await adminCall(second, '/api/admin/sessions', token, 'DELETE');
    check(step, 'Sign out everyone answers 200', out.status === 200, JSON.stringify(out));
    const [onFirst, onSecond] = await Promise.all([
      adminCall(first, '/api/admin/auth/me', token),
      adminCall(second, '/api/admin/auth/me', token),
    ]);
    check(
      step,
      'after Sign out everyone the old token answers 401 on both',
      onFirst.status === 401 && onSecond.status === 401,
      `first: ${onFirst.status}, second: ${onSecond.status}`,
    );
    const fresh = await signIn();
    const [freshFirst, freshSecond] = await Promise.all([
      adminCall(first, '/api/admin/auth/me', fresh),
      adminCall(second, '/api/admin/auth/me', fresh),
    ]);
    check(
      step,
      'signing in again gives a session both accept',
      freshFirst.status === 200 && freshSecond.status === 200,
      `first: ${freshFirst.status}, second: ${freshSecond.status}`,
    );
  } finally {
    if (coldServer) {
      stopServer(coldServer);
      await new Promise((r) => setTimeout(r, 500));
    }
    await rm(coldProject, { recursive: true, force: true });
  }
}

/** Step 3: `netlify serve` answers as `npm start` does. */
async function rehearseServe(): Promise<void> {
  const step = 'netlify serve';
  const started = performance.now();
  // Two copies: both runtimes keep their function builds in the project's .netlify/functions-serve.
  const project = await projectCopy();
  const localProject = await projectCopy();
  const servePort = await freePort();
  const localPort = await freePort();
  const localData = await mkdtemp(join(tmpdir(), 'rmp-rehearsal-local-'));
  const secrets = { ADMIN_DEFAULT_PASSWORD: ADMIN_PASSWORD };
  const servers: ChildProcess[] = [];
  const hookReceiver = await startBuildHookRecorder();
  try {
    const serve = await startServer(
      netlifyServe(servePort),
      project,
      toolEnv({
        ...secrets,
        SITE_URL: `http://localhost:${servePort}`,
        BUILD_HOOK_TEST_ORIGIN: hookReceiver.url,
      }),
      `http://localhost:${servePort}/api/status`,
      240_000,
    ).catch((error: Error) => {
      check(step, 'starts', false, error.message);
      return null;
    });
    if (!serve) return;
    servers.push(serve.child);
    durations.serve = seconds(started);
    const local = await startServer(
      [process.execPath, join(localProject, 'scripts', 'start.ts')],
      localProject,
      toolEnv({ ...secrets, PORT: String(localPort), DATA_DIR: localData }),
      `http://localhost:${localPort}/api/status`,
      180_000,
    ).catch((error: Error) => {
      check(step, 'npm start starts, to compare with', false, error.message);
      return null;
    });
    if (!local) return;
    servers.push(local.child);

    const production = await askServer(`http://localhost:${servePort}`);
    const expected = await askServer(`http://localhost:${localPort}`);
    for (const [request, answer] of Object.entries(production)) {
      const wanted = expected[request];
      check(
        step,
        `${request} → ${answer.status}, as npm start answers`,
        wanted !== undefined && answer.status === wanted.status && answer.marker && wanted.marker,
        `netlify serve: ${JSON.stringify(answer)}; npm start: ${JSON.stringify(wanted)}`,
      );
    }
    check(step, 'a missing dish is a 404 page', production['GET /menu/tidak-ada-di-menu/']?.status === 404);
    check(step, 'with English off, /en/ is a 404 page', production['GET /en/']?.status === 404);
    await rehearseBuildHook(`http://localhost:${servePort}`, hookReceiver.url);
    await rehearseSessions(step, project, servePort);
  } finally {
    for (const child of servers) stopServer(child);
    await hookReceiver.stop();
    await new Promise((r) => setTimeout(r, 500));
    await rm(project, { recursive: true, force: true });
    await rm(localProject, { recursive: true, force: true });
    await rm(localData, { recursive: true, force: true });
  }
}

const startedAll = performance.now();
const only = (process.env.REHEARSAL_STEPS ?? 'build,lambda,serve').split(',');
for (const [name, step] of [
  ['build', rehearseBuild],
  ['lambda', rehearseLambda],
  ['serve', rehearseServe],
] as const) {
  if (!only.includes(name)) continue;
  console.log(`\n▸ ${name}`);
  try {
    await step();
  } catch (error) {
    check(name, 'runs to the end', false, (error as Error).stack ?? String(error));
  }
}
durations.total = seconds(startedAll);
const failed = checks.filter((c) => !c.ok).length;
console.log(
  `\nDeploy rehearsal: ${Object.entries(durations)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}`,
);
if (process.env.REHEARSAL_REPORT) {
  await writeFile(process.env.REHEARSAL_REPORT, JSON.stringify({ checks, durations }, null, 2));
}
console.log(`${checks.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 || checks.length === 0 ? 1 : 0);
