import { randomBytes } from 'node:crypto';
import { blobsContextScope, deployContext, deployId, jwtSecretFromEnv } from '../config.ts';
import { conflict } from '../http/errors.ts';
import { adminStore } from './admin-repo.ts';
import {
  createSigningKey,
  readSigningKey,
  replaceSigningKey,
  type StoredSigningKey,
} from './signing-key-repo.ts';

/**
 * The key admin sessions are signed with: JWT_SECRET when the environment sets it, else one the server
 * makes on first need (256 bits from the CSPRNG) and keeps in the admin store. A deploy never needs a
 * secret invented for it, and "Sign out everyone" replaces the kept key.
 */
export interface SigningKey {
  /** Named in the tokens it signs (`kid`); null for JWT_SECRET, whose tokens name no key. */
  id: string | null;
  secret: Uint8Array;
}

export const SESSIONS_KEY_IN_ENVIRONMENT =
  "Sessions are signed with JWT_SECRET, set in the site's environment variables: to sign everyone out, " +
  'change it there (Netlify: Site configuration → Environment variables) and deploy again.';

/**
 * The kept key as this instance last read it, per blob store (a process of the tests switches stores).
 * A warm instance learns of a replaced key from the session check (see {@link isCurrentKey}) and from a
 * token naming another key.
 */
const known = new Map<string, Promise<SigningKey>>();
const scope = () => `${deployContext()}|${deployId() ?? ''}|${blobsContextScope()}`;

function newKey(): StoredSigningKey {
  return {
    id: randomBytes(16).toString('base64url'),
    secret: randomBytes(32).toString('base64url'),
    created_at: new Date().toISOString(),
  };
}

const usable = (key: StoredSigningKey): SigningKey => ({
  id: key.id,
  secret: new Uint8Array(Buffer.from(key.secret, 'base64url')),
});

/**
 * Reads the kept key, making it when none is kept. The key is created with a create-only write, so two
 * instances starting at once agree on one: whoever loses the race reads the winner's.
 */
function readKeptKey(): Promise<SigningKey> {
  const name = scope();
  const reading = (async () => {
    const store = adminStore();
    let kept = await readSigningKey(store);
    if (!kept) {
      const made = newKey();
      kept = (await createSigningKey(store, made)) ? made : await readSigningKey(store);
      if (!kept) throw new Error('The session signing key was neither kept nor found');
    }
    return usable(kept);
  })();
  if (known.size >= 16) known.clear();
  known.set(name, reading);
  reading.catch(() => {
    if (known.get(name) === reading) known.delete(name);
  });
  return reading;
}

/** The key new tokens are signed with: read from the store each time (sign-ins are rare), never stale. */
export async function signingKey(): Promise<SigningKey> {
  const configured = jwtSecretFromEnv();
  return configured ? { id: null, secret: configured } : readKeptKey();
}

/**
 * The key to check a token naming key `kid` with: JWT_SECRET's when set; else the kept key, read again
 * when this instance knows another (a newer key made on another instance). Null when the token names no
 * key or one that is not kept.
 */
export async function verificationKey(kid: string | undefined): Promise<Uint8Array | null> {
  const configured = jwtSecretFromEnv();
  if (configured) return configured;
  if (!kid) return null;
  const remembered = known.get(scope());
  const key = await (remembered ?? readKeptKey());
  if (key.id === kid) return key.secret;
  if (!remembered) return null;
  const kept = await readKeptKey();
  return kept.id === kid ? kept.secret : null;
}

/**
 * Whether a token signed with key `kid` may still be used, given the id of the key kept now (read with the
 * session, so never stale): always with JWT_SECRET; else only when it is the kept key. A token of a
 * replaced key is refused even by an instance that still remembers that key, which forgets it then.
 */
export function isCurrentKey(kid: string | undefined, keptId: string | null): boolean {
  if (jwtSecretFromEnv()) return true;
  if (kid !== undefined && kid === keptId) return true;
  known.delete(scope());
  return false;
}

/** Where the key comes from: Settings says how to sign everyone out with each. */
export const signingKeySource = (): 'environment' | 'store' => (jwtSecretFromEnv() ? 'environment' : 'store');

/**
 * Replaces the kept key with a new one, which ends every session; refused (409) when JWT_SECRET signs
 * sessions, which only whoever controls the environment can change.
 */
export async function renewSigningKey(): Promise<void> {
  if (jwtSecretFromEnv()) throw conflict(SESSIONS_KEY_IN_ENVIRONMENT);
  const made = newKey();
  await replaceSigningKey(adminStore(), made);
  known.set(scope(), Promise.resolve(usable(made)));
}
