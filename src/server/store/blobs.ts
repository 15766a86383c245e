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

/** Runs a store call, turning network failures and hangs into StoreUnavailableError. */
export async function storeCall<T>(what: string, call: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    const ms = storeTimeoutMs();
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
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
