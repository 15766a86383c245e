import { AsyncLocalStorage } from 'node:async_hooks';
import { getDeployStore, getStore, type Store } from '@netlify/blobs';
import { deployId, isPreview, requestBudgetMs, storeTimeoutMs } from '../config.ts';

/** Raised when the blob store cannot be reached or is not configured; functions answer 503. */
export class StoreUnavailableError extends Error {
  override name = 'StoreUnavailableError';
}

/** Raised when a stored document does not match its schema. */
export class CorruptContentError extends Error {
  override name = 'CorruptContentError';
  readonly key: string;
  constructor(key: string, detail: string) {
    super(`Stored content at "${key}" is invalid: ${detail}`);
    this.key = key;
  }
}

/** Raised when other writers kept changing a document while a change to it was being saved; answers 409. */
export class WriteContentionError extends Error {
  override name = 'WriteContentionError';
}

/** The stores of the site, each apart from the others: what a backup holds is `content` alone. */
export type StoreName = 'content' | 'uploads' | 'media' | 'admin' | 'reservations' | 'orders' | 'audit';

const STORE_LABELS: Record<StoreName, string> = {
  content: 'content',
  uploads: 'upload',
  media: 'media library',
  admin: 'admin',
  reservations: 'reservation',
  orders: 'order',
  audit: 'audit',
};

/**
 * The site-wide store `name`: the restaurant's own data, which production reads and writes. Created per
 * call (never at module load: in production the environment is only there inside a request or a build).
 * Reads are strong so an admin sees its own write.
 */
export function siteStore(name: StoreName): Store {
  return configured(name, () => getStore({ name, consistency: 'strong', fetch: blobsFetch }));
}

/**
 * How the blob client reaches the store: over HTTP, Netlify's or the local server's. The local runtime,
 * which runs the functions in the process of its own blob server, hands over that server's handler
 * (`LocalBlobs.fetch`): the same answers without a socket per call. Undefined: the global fetch.
 */
let blobsFetch: typeof fetch | undefined;
export function setBlobsFetch(fetch: typeof globalThis.fetch | undefined): void {
  blobsFetch = fetch;
}

/**
 * The store `name` as the running deploy uses it. Production and the local runtime use the site-wide
 * stores; a deploy preview or branch deploy uses stores of its own deploy (Netlify's deploy-specific
 * stores, filled at build time with a copy of the live content by netlify/plugins/content-store), so
 * nothing done in a preview ever reaches the restaurant's live data.
 */
export function openStore(name: StoreName): Store {
  if (!isPreview()) return siteStore(name);
  return configured(name, () =>
    getDeployStore({ name, deployID: deployId(), consistency: 'strong', fetch: blobsFetch }),
  );
}

function configured(name: StoreName, open: () => Store): Store {
  try {
    return open();
  } catch (error) {
    throw new StoreUnavailableError(
      `The ${STORE_LABELS[name]} store is not configured (${(error as Error).message}). Run through "npm start" locally, or deploy on Netlify.`,
    );
  }
}

/** The store holding every content entity. */
export const contentStore = (): Store => openStore('content');

// A store call gives up with a 503 after storeTimeoutMs (a hung store would otherwise hold the function
// until the platform kills it with a non-JSON error), and all the store calls of one request after
// requestBudgetMs together (a store that answers every call slowly must not keep a save past the
// platform's 60 s limit): both in config.ts.
const deadlines = new AsyncLocalStorage<number>();

/** Runs one request's work with its store time budget (see requestBudgetMs). */
export function withStoreBudget<T>(work: () => Promise<T>): Promise<T> {
  return deadlines.run(Date.now() + requestBudgetMs(), work);
}

/** Runs a store call, turning network failures and hangs into StoreUnavailableError. */
export async function storeCall<T>(what: string, call: () => Promise<T>): Promise<T> {
  const deadline = deadlines.getStore();
  const ms = Math.min(
    storeTimeoutMs(),
    deadline === undefined ? Number.POSITIVE_INFINITY : deadline - Date.now(),
  );
  if (ms <= 0) throw new StoreUnavailableError(`Could not ${what}: the request ran out of time`);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${Math.round(ms)} ms`)), ms);
  });
  try {
    return await Promise.race([call(), timeout]);
  } catch (error) {
    if (error instanceof CorruptContentError || error instanceof StoreUnavailableError) throw error;
    throw new StoreUnavailableError(`Could not ${what}: ${(error as Error).message}`, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The site-wide store `name` of the blob store described by a NETLIFY_BLOBS_CONTEXT value (base64 JSON),
 * for code that works with another environment than its own (the local runtime reading for a build).
 */
export function storeFromContext(context: string, name: StoreName): Store {
  return configured(name, () => {
    const { siteID, token, edgeURL, uncachedEdgeURL, apiURL } = JSON.parse(
      Buffer.from(context, 'base64').toString('utf8'),
    ) as Record<string, string | undefined>;
    return getStore({ name, siteID, token, edgeURL, uncachedEdgeURL, apiURL, consistency: 'strong' });
  });
}
