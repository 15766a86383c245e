/**
 * One function of the Lambda load check (lambda-load.ts), in a process of its own: started with Node's
 * `--no-experimental-require-module` (as AWS Lambda runs Node) and the function's bundle as its working
 * directory, it imports Netlify's bootstrap and the bundled function, calls its handler once per invocation
 * it is given, and reports over the IPC channel. Not meant to be run by hand.
 */
import { pathToFileURL } from 'node:url';

/** What the parent asks for (argv[2], JSON). */
export interface InvokeSpec {
  /** Netlify's bootstrap of the bundle (absolute path), imported first as the Lambda entry point does. */
  bootstrap?: string;
  /** The bundled function module (absolute path). */
  module: string;
  invocations: Array<{
    method: string;
    url: string;
    params: Record<string, string>;
    headers?: Record<string, string>;
    body?: string;
  }>;
}

/** What the child reports (one IPC message). */
export interface InvokeReport {
  ok: boolean;
  /** Statuses of the answers, one per invocation (none for handlers that answer nothing, e.g. deploy events). */
  statuses: number[];
  /** The start of the first answer with a 5xx status (it says what is missing: the store, a setting). */
  detail?: string;
  error?: string;
}

/** Handler methods of the object form of event functions (`export default { deploySucceeded(event) {} }`). */
const EVENT_HANDLERS = [
  'deployBuilding',
  'deploySucceeded',
  'deployFailed',
  'deployDeleted',
  'deployLocked',
  'deployUnlocked',
];

const escaped: string[] = [];
const describe = (error: unknown) =>
  error instanceof Error
    ? `${(error as { code?: string }).code ? `[${(error as { code?: string }).code}] ` : ''}${error.message}`
    : String(error);
process.on('uncaughtException', (error) => escaped.push(`uncaught: ${describe(error)}`));
process.on('unhandledRejection', (error) => escaped.push(`unhandled rejection: ${describe(error)}`));

function report(result: InvokeReport): void {
  if (process.send) process.send(result, () => process.exit(0));
  else {
    console.log(JSON.stringify(result));
    process.exit(0);
  }
}

function context(invocation: InvokeSpec['invocations'][number], waiting: Promise<unknown>[]) {
  const url = new URL(invocation.url);
  return {
    account: { id: 'rehearsal' },
    cookies: { get: () => undefined, set: () => {}, delete: () => {} },
    deploy: { context: 'production', id: 'rehearsal', published: false },
    geo: { city: 'Padang', country: { code: 'ID', name: 'Indonesia' }, timezone: 'Asia/Jakarta' },
    ip: '127.0.0.1',
    json: (input: unknown) => Response.json(input),
    log: console.log,
    next: () => Promise.reject(new Error('context.next() is not available in a function')),
    params: invocation.params,
    requestId: 'rehearsal',
    rewrite: () => Promise.reject(new Error('context.rewrite() is not available in this check')),
    server: { region: 'us-east-2' },
    site: { id: 'rehearsal', name: 'rehearsal', url: url.origin },
    url,
    waitUntil: (promise: Promise<unknown>) => waiting.push(promise),
  };
}

function deployEvent(body: string | undefined) {
  const { payload = {}, site = {} } = JSON.parse(body ?? '{}') as {
    payload?: Record<string, unknown>;
    site?: Record<string, unknown>;
  };
  return {
    deploy: { ...payload, errorMessage: payload.error_message ?? null },
    site: { id: 'rehearsal', name: 'rehearsal', url: 'https://rehearsal.netlify.app', ...site },
  };
}

let detail: string | undefined;
async function answered(answer: Response): Promise<void> {
  const text = await answer.text();
  if (answer.status >= 500) detail ??= text.slice(0, 300);
}

async function run(spec: InvokeSpec): Promise<InvokeReport> {
  const statuses: number[] = [];
  try {
    if (spec.bootstrap) await import(pathToFileURL(spec.bootstrap).href);
  } catch (error) {
    return { ok: false, statuses, error: `Netlify's bootstrap failed to load: ${describe(error)}` };
  }
  let mod: Record<string, unknown>;
  try {
    mod = await import(pathToFileURL(spec.module).href);
  } catch (error) {
    return { ok: false, statuses, error: `import failed: ${describe(error)}` };
  }
  const handler = mod.default;
  for (const invocation of spec.invocations) {
    const waiting: Promise<unknown>[] = [];
    const request = new Request(invocation.url, {
      method: invocation.method,
      headers: invocation.headers,
      body: invocation.body,
    });
    const what = `${invocation.method} ${new URL(invocation.url).pathname}`;
    try {
      if (typeof handler === 'function') {
        const answer: unknown = await handler(request, context(invocation, waiting));
        if (!(answer instanceof Response)) {
          return {
            ok: false,
            statuses,
            error: `${what}: the handler returned ${typeof answer}, not a Response`,
          };
        }
        await answered(answer);
        statuses.push(answer.status);
      } else if (handler && typeof handler === 'object') {
        const methods = handler as Record<string, unknown>;
        const events = EVENT_HANDLERS.filter((name) => typeof methods[name] === 'function');
        if (typeof methods.fetch !== 'function' && events.length === 0) {
          return { ok: false, statuses, error: 'the default export has no fetch or deploy event handler' };
        }
        if (typeof methods.fetch === 'function') {
          const answer: unknown = await methods.fetch(request, context(invocation, waiting));
          if (!(answer instanceof Response)) {
            return { ok: false, statuses, error: `${what}: fetch returned ${typeof answer}, not a Response` };
          }
          await answered(answer);
          statuses.push(answer.status);
        }
        for (const name of events)
          await (methods[name] as (event: unknown) => unknown)(deployEvent(invocation.body));
      } else {
        return { ok: false, statuses, error: 'the module has no default export handler' };
      }
      await Promise.all(waiting);
    } catch (error) {
      return { ok: false, statuses, error: `${what}: ${describe(error)}` };
    }
  }
  // Whatever the handler left running gets a moment to fail where it can be seen.
  await new Promise((resolve) => setTimeout(resolve, 50));
  if (escaped.length) return { ok: false, statuses, error: escaped.join('; ') };
  return { ok: true, statuses, detail };
}

report(await run(JSON.parse(process.argv[2] ?? '{}') as InvokeSpec));
