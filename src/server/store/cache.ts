import type { Store } from '@netlify/blobs';
import { blobsContextScope } from '../config.ts';
import { storeCall } from './blobs.ts';

/**
 * Reads kept in memory between the requests of a warm function instance, never stale. One blob per entity
 * keeps parallel edits apart but makes a whole menu (or a session check) cost a read per blob; several
 * instances serve production, so each must still see every write acknowledged on any of them.
 *
 * Each store has a generation document. Every write (through documents.ts) to a key a cached read depends
 * on (TRACKED) replaces it with a fresh random value once the write is done, before the write is answered.
 * A cached value is tagged with the generation read before it was loaded, and is used only while the
 * generation read for the current request is still that tag: one small read instead of dozens. A new
 * cached read must add the keys it reads to TRACKED.
 *
 * Concurrent requests share generation reads (see {@link currentGeneration}).
 *
 * MAX_AGE_MS only bounds what cannot be tracked: a write that landed while its generation update failed
 * (that save was answered 503), or a blob changed outside this code.
 */
const GENERATION_KEY = 'meta/generation';
const TRACKED =
  /^(?:menu\/categories\/|menu\/items\/|menu\/slugs\/|meta\/seeded$|settings\/(?:restaurant|ordering|preorder)$|users\/|revoked\/|auth\/signing-key$|push\/(?:devices\/|vapid$))/;
const MAX_AGE_MS = 60_000;
/** Reads keyed by request input (a dish's slug, a token) must not grow without bound: oldest go first. */
const MAX_ENTRIES = 2_000;

interface Entry {
  generation: string;
  loadedAt: number;
  value: Promise<unknown>;
}
const entries = new Map<string, Entry>();

/** After a write to (or deletion of) `key`: a new generation, when cached reads depend on that key. */
export async function recordWrite(store: Store, key: string): Promise<void> {
  if (!TRACKED.test(key)) return;
  await storeCall('record a write', () => store.set(GENERATION_KEY, crypto.randomUUID()));
}

/**
 * `load()`, or its result kept from an earlier request of this process while the store has not changed.
 * The value is shared between requests, so it is frozen. `key` names the read (distinct per store).
 */
export async function cachedRead<T>(store: Store, key: string, load: () => Promise<T>): Promise<T> {
  const generation = await storeCall('read the store generation', () => currentGeneration(store, key));
  // No generation yet: nothing tracked was ever written to this store (a fresh one).
  if (generation === null) return load();
  const now = Date.now();
  const entry = entries.get(key);
  if (entry?.generation === generation && now - entry.loadedAt < MAX_AGE_MS) return entry.value as Promise<T>;
  for (const [name, old] of entries) if (now - old.loadedAt >= MAX_AGE_MS) entries.delete(name);
  // Requests that see the same generation share one load, even one already under way: that load started
  // after a read returned this generation, so after every write the generation was recorded for.
  const value = load().then(deepFreeze);
  entries.delete(key);
  entries.set(key, { generation, loadedAt: now, value });
  for (const name of entries.keys()) {
    if (entries.size <= MAX_ENTRIES) break;
    entries.delete(name);
  }
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  return value;
}

/**
 * Generation reads in flight, per store. Under load, a read per request would make the blob store the
 * bottleneck; instead a request shares a read that starts after it arrived (so it still sees every write
 * acknowledged before it), and requests arriving while a read is under way share the next one, which
 * starts as soon as that read ends. One request alone waits for exactly one read.
 */
interface Lane {
  running: Promise<string | null> | null;
  queued: Promise<string | null> | null;
}
const lanes = new Map<string, Lane>();
const ignore = () => undefined;

function currentGeneration(store: Store, key: string): Promise<string | null> {
  // Stores are created per call: a lane belongs to the store's name (the key's prefix) in the blob
  // context the store was created in, so a process switching contexts (tests) never mixes stores.
  const scope = `${key.split(':')[0]}|${blobsContextScope()}`;
  const lane = lanes.get(scope) ?? { running: null, queued: null };
  lanes.set(scope, lane);
  const read = () =>
    storeCall('read the store generation', () => store.get(GENERATION_KEY, { type: 'text' }));
  const running = lane.running;
  if (!running) return start(lane, read);
  lane.queued ??= running.then(ignore, ignore).then(() => {
    lane.queued = null;
    return start(lane, read);
  });
  return lane.queued;
}

function start(lane: Lane, read: () => Promise<string | null>): Promise<string | null> {
  const flight = read();
  lane.running = flight;
  flight
    .finally(() => {
      if (lane.running === flight) lane.running = null;
    })
    .catch(ignore);
  return flight;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
