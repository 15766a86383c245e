import { getStore, type Store } from '@netlify/blobs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authenticate, ensureDefaultAdmin, signOutEveryone } from '../../src/server/accounts/auth-service.ts';
import { readSigningKey, SIGNING_KEY } from '../../src/server/accounts/signing-key-repo.ts';
import { issueToken, verifyToken } from '../../src/server/accounts/tokens.ts';
import { devicesOf, updateDevices } from '../../src/server/notifications/push-repo.ts';
import { freshBlobStore } from '../helpers/blobs.ts';

/**
 * The key that signs admin sessions when JWT_SECRET is not set: made once and kept in the admin store of a
 * real local blob store. The modules imported above are one function instance; otherInstance() loads the
 * same code with its own module state, as another (cold) instance in production would.
 */
async function otherInstance() {
  vi.resetModules();
  return {
    tokens: await import('../../src/server/accounts/tokens.ts'),
    auth: await import('../../src/server/accounts/auth-service.ts'),
  };
}

const bearer = (token: string) =>
  new Request('http://localhost/api/admin/menu', { headers: { authorization: `Bearer ${token}` } });
const kidOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8')).kid as string | undefined;
// The built-in admin is on its first password here: calls allowed before it is changed (its own session).
const ON_FIRST_PASSWORD = { beforePasswordChange: true };

let adminStore: Store;
let stop: () => Promise<void>;
const savedEnv = { ...process.env };

beforeEach(async () => {
  let context: string;
  ({ context, stop } = await freshBlobStore());
  process.env.NETLIFY_BLOBS_CONTEXT = context;
  delete process.env.JWT_SECRET;
  delete process.env.ADMIN_DEFAULT_PASSWORD;
  adminStore = getStore({ name: 'admin', consistency: 'strong' });
});
afterEach(async () => {
  process.env = { ...savedEnv };
  await stop();
});

describe('the session signing key without JWT_SECRET', () => {
  it('is made once: instances starting at the same moment all end with the one key kept', async () => {
    const instances = [{ tokens: { issueToken, verifyToken } }];
    for (let i = 0; i < 5; i++) instances.push(await otherInstance());
    const tokens = await Promise.all(instances.map(({ tokens }) => tokens.issueToken('admin', 0)));

    const kept = await readSigningKey(adminStore);
    expect(kept?.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const { token } of tokens) expect(kidOf(token)).toBe(kept?.id);
    // Each instance accepts what any other signed.
    for (const [i, { tokens: instance }] of instances.entries())
      expect(await instance.verifyToken(tokens[(i + 1) % tokens.length]?.token ?? '')).toMatchObject({
        sub: 'admin',
        kid: kept?.id,
      });
  });

  it('is the one a cold instance finds kept: sessions survive a new instance', async () => {
    await ensureDefaultAdmin();
    const { token } = await issueToken('admin', 0);
    const cold = await otherInstance();
    expect((await cold.auth.authenticate(bearer(token), 'self', ON_FIRST_PASSWORD)).admin.username).toBe(
      'admin',
    );
  });

  it('refuses a token that names no key, or a key that is not kept', async () => {
    const { token } = await issueToken('admin', 0);
    const [, payload, signature] = token.split('.');
    const header = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    expect(await verifyToken(`${header({ alg: 'HS256', typ: 'JWT' })}.${payload}.${signature}`)).toBeNull();
    expect(
      await verifyToken(`${header({ alg: 'HS256', kid: 'x'.repeat(22) })}.${payload}.${signature}`),
    ).toBeNull();
  });

  it('gives way to JWT_SECRET: its tokens name no key, and none is kept', async () => {
    process.env.JWT_SECRET = 'x'.repeat(40);
    const { token } = await issueToken('admin', 0);
    expect(kidOf(token)).toBeUndefined();
    expect(await verifyToken(token)).toMatchObject({ sub: 'admin' });
    expect(await adminStore.get(SIGNING_KEY)).toBeNull();
  });
});

describe('sign out everyone', () => {
  it('ends every session, on an instance that still remembers the old key too, and forgets notified devices', async () => {
    await ensureDefaultAdmin();
    const { token } = await issueToken('admin', 0);
    // This instance has checked the token: it remembers the key and the session.
    const session = await authenticate(bearer(token), 'self', ON_FIRST_PASSWORD);

    await updateDevices(adminStore, 'admin', () => [
      {
        endpoint: 'https://push.example.com/telepon-kasir',
        p256dh: 'kunci',
        auth: 'rahasia',
        language: 'id',
        session: session.claims.jti,
        created_at: new Date().toISOString(),
      },
    ]);

    const other = await otherInstance();
    await other.auth.signOutEveryone(
      await other.auth.authenticate(bearer(token), 'users', ON_FIRST_PASSWORD),
    );
    await expect(authenticate(bearer(token), 'self', ON_FIRST_PASSWORD)).rejects.toMatchObject({
      status: 401,
    });
    await expect(other.auth.authenticate(bearer(token), 'self', ON_FIRST_PASSWORD)).rejects.toMatchObject({
      status: 401,
    });

    // Devices notified of bookings in the sessions that ended are notified no more.
    expect(await devicesOf(adminStore, 'admin')).toEqual([]);

    // A session begun after it, on either instance, is good on both.
    const theirs = await other.tokens.issueToken('admin', 0);
    const ours = await issueToken('admin', 0);
    for (const fresh of [theirs.token, ours.token]) {
      expect(kidOf(fresh)).toBe((await readSigningKey(adminStore))?.id);
      await expect(authenticate(bearer(fresh), 'self', ON_FIRST_PASSWORD)).resolves.toBeTruthy();
      await expect(other.auth.authenticate(bearer(fresh), 'self', ON_FIRST_PASSWORD)).resolves.toBeTruthy();
    }
  });

  it('is refused (409, naming JWT_SECRET) when the environment signs sessions', async () => {
    process.env.JWT_SECRET = 'x'.repeat(40);
    await ensureDefaultAdmin();
    const { token } = await issueToken('admin', 0);
    const session = await authenticate(bearer(token), 'users', ON_FIRST_PASSWORD);
    await expect(signOutEveryone(session)).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining('JWT_SECRET'),
    });
    await expect(authenticate(bearer(token), 'self', ON_FIRST_PASSWORD)).resolves.toBeTruthy();
  });
});
