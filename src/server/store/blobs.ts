import { AsyncLocalStorage } from 'node:async_hooks';
import { getStore, type Store } from '@netlify/blobs';

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

/**
 * The store holding every content entity. Created per call (never at module load: in production the
 * environment is only there inside a request or a build). Reads are strong so an admin sees its own write.
 */
export function contentStore(): Store {
  try {
    return getStore({ name: 'content', consistency: 'strong' });
  } catch (error) {
    throw new StoreUnavailableError(
      `The content store is not configured (${(error as Error).message}). Run through "npm start" locally, or deploy on Netlify.`,
    );
  }
}

/**
 * How long one store call may take before the function gives up with a 503 (STORE_TIMEOUT_MS overrides).
 * Without it a hung store would hold the function until the platform kills it with a non-JSON error.
 */
const storeTimeoutMs = () => Number(process.env.STORE_TIMEOUT_MS) || 8000;

/**
 * How long all the store calls of one request may take together (REQUEST_TIMEOUT_MS overrides): a store
 * that answers every call slowly must not keep a save past the platform's 60 s limit either.
 */
const requestBudgetMs = () => Number(process.env.REQUEST_TIMEOUT_MS) || 20_000;
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
