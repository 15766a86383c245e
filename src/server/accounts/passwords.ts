import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { passwordHashTestCost } from '../config.ts';
import { clientKey } from '../http/client-ip.ts';
import { HttpError, tooManyRequests } from '../http/errors.ts';
import { busyError, type WorkQueue, workQueue } from '../work-queue.ts';

// OWASP's scrypt recommendation: N=2^17, r=8, p=1. It needs 128 MiB; the default maxmem (32 MiB) refuses it.
const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
/** The lowest N a stored hash may ask for (see `plausible`). */
const MIN_N = 2 ** 14;
/** The lowest cost a stored hash may ask for: test runs only (PASSWORD_HASH_TEST_COST). */
const TEST_PARAMS = { N: MIN_N, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

/**
 * Hashes one instance computes at a time, and how many more may wait: each takes 128 MiB and a core for
 * ~0.4 s, and they run on libuv's small thread pool, which file and DNS work share. Two at a time only
 * where a core stays free for everything else the instance answers meanwhile: on two cores a second
 * hash finishes no sooner than after the first (they share the memory bandwidth), and the requests that
 * need no hash waited seconds for a core. Beyond that a request is refused at once (503 with Retry-After)
 * instead of taking the whole instance down with it.
 */
export const HASHING_LIMIT = {
  running: availableParallelism() > 2 ? 2 : 1,
  waiting: 8,
  maxWaitMs: 5_000,
} as const;
export const HASHING_BUSY = 'The server is busy checking passwords. Please try again in a few seconds.';

/**
 * Before that, per client address: one hash in the shared queue at a time and one more waiting behind it.
 * Beyond that the client is refused at once (429 with Retry-After), so a flood from one address never
 * fills the shared queue and everyone else keeps signing in.
 */
export const HASHING_PER_CLIENT = { running: 1, waiting: 1, maxWaitMs: HASHING_LIMIT.maxWaitMs } as const;
export const HASHING_CLIENT_BUSY =
  'Too many password checks at once from your address. Please try again in a few seconds.';

/** Who a hash is for: the client's address (see {@link clientKey}), or null for the server's own work. */
export interface HashingFor {
  client: string | null;
}

const shared = workQueue(HASHING_LIMIT, busyError(HASHING_BUSY, 3));
const perClient = new Map<string, WorkQueue>();

/** Runs `work` once the client's own slot and then a shared one are free; refuses as said above. */
async function withHashingSlot<T>(client: string | null, work: () => Promise<T>): Promise<T> {
  if (client === null) return shared.run(work);
  const key = clientKey(client);
  let own = perClient.get(key);
  if (!own) {
    own = workQueue(HASHING_PER_CLIENT, () => tooManyRequests(HASHING_CLIENT_BUSY, 3));
    perClient.set(key, own);
  }
  try {
    return await own.run(() => shared.run(work));
  } finally {
    if (own.idle()) perClient.delete(key);
  }
}

const derive = (
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
  { client }: HashingFor,
) =>
  withHashingSlot(
    client,
    () =>
      new Promise<Buffer>((resolve, reject) => {
        const options: ScryptOptions = { ...params, maxmem: 256 * 1024 * 1024 };
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );

/** A self-describing hash: `scrypt$N$r$p$salt$key` (base64). */
export async function hashPassword(password: string, hashingFor: HashingFor): Promise<string> {
  const salt = randomBytes(16);
  const params = passwordHashTestCost() ? TEST_PARAMS : PARAMS;
  const key = await derive(password, salt, params, hashingFor);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Cost parameters a stored hash may ask for: what this code writes, within bounds (a damaged hash must not
 * make one login burn gigabytes). */
const plausible = (N: number, r: number, p: number) =>
  Number.isInteger(Math.log2(N)) && N >= MIN_N && N <= 2 ** 18 && r >= 1 && r <= 16 && p >= 1 && p <= 4;

/** Compares in constant time; a malformed hash never matches. */
export async function verifyPassword(
  password: string,
  stored: string,
  hashingFor: HashingFor,
): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== 'scrypt' || !salt || !key || !plausible(params.N, params.r, params.p)) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), params, hashingFor).catch(
    (error: unknown) => {
      if (error instanceof HttpError) throw error;
      return null;
    },
  );
  return actual !== null && actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Verified against for unknown usernames, so they cost one hash like a known user's. A fixed hash of a
 * random password nobody kept (made with {@link hashPassword}'s parameters): computing one per instance
 * would cost every cold instance (and, under the emulation, every call) a second hash.
 */
export const DECOY_HASH =
  'scrypt$131072$8$1$BMf0I0dugB8rW7jgpBPVdw==$gvFaipxCGWAyPuTgD1CVFARJfWlGlASRpkkSFyHilpA=';
