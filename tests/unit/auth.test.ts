import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DECOY_HASH,
  HASHING_BUSY,
  HASHING_CLIENT_BUSY,
  HASHING_LIMIT,
  HASHING_PER_CLIENT,
  hashPassword,
  verifyPassword,
} from '../../src/server/accounts/passwords.ts';
import { issueToken, verifyToken } from '../../src/server/accounts/tokens.ts';
import { HttpError } from '../../src/server/http/errors.ts';

// Each scrypt hash costs about 0.4 s of one core (more on a busy machine).
/** Hashes the server asks for itself, outside any client's limit. */
const server = { client: null };
describe('password hashing', { timeout: 30_000 }, () => {
  it('uses scrypt at OWASP strength with a salt per hash, and verifies', async () => {
    const [a, b] = await Promise.all([
      hashPassword('RendangEnak2026', server),
      hashPassword('RendangEnak2026', server),
    ]);
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('RendangEnak2026', a, server)).toBe(true);
    expect(await verifyPassword('rendangenak2026', a, server)).toBe(false);
    expect(await verifyPassword('RendangEnak2026', 'plain-text', server)).toBe(false);
  });
  it('never matches, and never throws, for a damaged or absurdly expensive stored hash', async () => {
    const good = await hashPassword('RendangEnak2026', server);
    const [, , r, p, salt, key] = good.split('$');
    for (const N of ['abc', '1000', String(2 ** 30)])
      expect(await verifyPassword('RendangEnak2026', ['scrypt', N, r, p, salt, key].join('$'), server)).toBe(
        false,
      );
  });
  it('checks unknown users against a fixed decoy as costly as a real hash, computing none for it', async () => {
    const real = await hashPassword('RendangEnak2026', server);
    expect(DECOY_HASH.split('$').slice(0, 4)).toEqual(real.split('$').slice(0, 4));
    expect(await verifyPassword('RendangEnak2026', DECOY_HASH, server)).toBe(false);
  });
  it('hashes at the lowest accepted cost only for test runs (PASSWORD_HASH_TEST_COST), never on Netlify', async () => {
    try {
      vi.stubEnv('PASSWORD_HASH_TEST_COST', '1');
      const cheap = await hashPassword('RendangEnak2026', server);
      expect(cheap).toMatch(/^scrypt\$16384\$8\$1\$/);
      expect(await verifyPassword('RendangEnak2026', cheap, server)).toBe(true);
      expect(await verifyPassword('RendangEnak2027', cheap, server)).toBe(false);
      vi.stubEnv('CONTEXT', 'production');
      expect(await hashPassword('RendangEnak2026', server)).toMatch(/^scrypt\$131072\$/);
    } finally {
      vi.unstubAllEnvs();
    }
  });
  it('hashes a few at a time, lets a few wait, and refuses the rest at once with 503 and Retry-After', async () => {
    const capacity = HASHING_LIMIT.running + HASHING_LIMIT.waiting;
    const results = await Promise.allSettled(
      Array.from({ length: capacity + 3 }, (_, i) => verifyPassword(`tebakan-${i}`, DECOY_HASH, server)),
    );
    // At least the 3 beyond capacity; on a slow machine some that waited too long too.
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused.length).toBeGreaterThanOrEqual(3);
    for (const result of refused) {
      const error = (result as PromiseRejectedResult).reason;
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 503, message: HASHING_BUSY, headers: { 'retry-after': '3' } });
    }
    expect(results.filter((result) => result.status === 'fulfilled').length).toBeGreaterThanOrEqual(
      HASHING_LIMIT.running,
    );
    // Afterwards every slot is free again.
    expect(await verifyPassword('x', DECOY_HASH, server)).toBe(false);
  });
  it('lets one address hash one at a time with one waiting, refusing its others with 429, not another address', async () => {
    const mine = HASHING_PER_CLIENT.running + HASHING_PER_CLIENT.waiting;
    const flood = Array.from({ length: mine + 4 }, (_, i) =>
      verifyPassword(`tebakan-${i}`, DECOY_HASH, { client: '192.0.2.7' }),
    );
    // The addresses of one IPv6 /64 are one client; an address elsewhere is another.
    const network = ['2001:db8:1:2::99', '2001:db8:1:2:aaaa::1', '2001:0db8:0001:0002:0:0:0:7'].map(
      (client) => verifyPassword('x', DECOY_HASH, { client }).catch((error: unknown) => error),
    );
    const other = verifyPassword('x', DECOY_HASH, { client: '198.51.100.8' });
    const results = await Promise.allSettled(flood);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused.length).toBe(4);
    for (const result of refused)
      expect((result as PromiseRejectedResult).reason).toMatchObject({
        status: 429,
        message: HASHING_CLIENT_BUSY,
        headers: { 'retry-after': '3' },
      });
    expect(await other).toBe(false);
    const [first, second, third] = await Promise.all(network);
    expect([first, second]).toEqual([false, false]);
    expect(third).toMatchObject({ status: 429 });
    // Once its hashes are done, the address may ask again.
    expect(await verifyPassword('x', DECOY_HASH, { client: '192.0.2.7' })).toBe(false);
  });
});

describe('tokens', () => {
  const saved = process.env.JWT_SECRET;
  beforeEach(() => {
    process.env.JWT_SECRET = 'x'.repeat(40);
  });
  afterEach(() => {
    process.env.JWT_SECRET = saved;
  });

  it('round-trips the user, version and an 8 hour expiry', async () => {
    const { token } = await issueToken('admin', 3);
    const claims = await verifyToken(token);
    expect(claims).toMatchObject({ sub: 'admin', ver: 3 });
    expect((claims?.exp ?? 0) - Date.now() / 1000).toBeGreaterThan(8 * 3600 - 60);
  });
  it('refuses a token this server could not have issued: from the future, or longer than a session', async () => {
    const secret = new TextEncoder().encode('x'.repeat(40));
    const now = Math.floor(Date.now() / 1000);
    const sign = (iat: number, exp: number) =>
      new SignJWT({ ver: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('admin')
        .setJti(crypto.randomUUID())
        .setIssuer('rumah-makan-padang')
        .setAudience('rumah-makan-padang-admin')
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(secret);
    expect(await verifyToken(await sign(now - 60, now + 3600))).not.toBeNull();
    // Issued an hour from now.
    expect(await verifyToken(await sign(now + 3600, now + 7200))).toBeNull();
    // Valid for a year.
    expect(await verifyToken(await sign(now - 60, now + 365 * 86400))).toBeNull();
    // Back-dated so that its span looks right, but expiring beyond a session from now.
    expect(await verifyToken(await sign(now + 86400, now + 86400 + 3600))).toBeNull();
  });
  it('rejects a token signed with another secret or tampered with', async () => {
    const { token } = await issueToken('admin', 0);
    process.env.JWT_SECRET = 'y'.repeat(40);
    expect(await verifyToken(token)).toBeNull();
    process.env.JWT_SECRET = 'x'.repeat(40);
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()), sub: 'other' }),
    ).toString('base64url');
    expect(await verifyToken(`${header}.${forged}.${signature}`)).toBeNull();
  });
  it('accepts only HS256 tokens of this site, for the admin, with an expiry', async () => {
    const secret = new TextEncoder().encode('x'.repeat(40));
    const sign = (
      alg: string,
      claims: { iss?: string; aud?: string; exp?: boolean; sub?: string; jti?: string; ver?: unknown },
    ) => {
      const jwt = new SignJWT({ ver: claims.ver ?? 0 })
        .setProtectedHeader({ alg })
        .setSubject(claims.sub ?? 'admin')
        .setJti(claims.jti ?? crypto.randomUUID())
        .setIssuedAt();
      if (claims.iss) jwt.setIssuer(claims.iss);
      if (claims.aud) jwt.setAudience(claims.aud);
      if (claims.exp) jwt.setExpirationTime('1h');
      return jwt.sign(secret);
    };
    const ours = { iss: 'rumah-makan-padang', aud: 'rumah-makan-padang-admin', exp: true };
    expect(await verifyToken(await sign('HS256', ours))).toMatchObject({ sub: 'admin' });
    expect(await verifyToken(await sign('HS512', ours))).toBeNull();
    expect(await verifyToken(await sign('HS384', ours))).toBeNull();
    expect(await verifyToken(await sign('HS256', { ...ours, iss: 'someone-else' }))).toBeNull();
    expect(await verifyToken(await sign('HS256', { ...ours, aud: 'rumah-makan-padang-guest' }))).toBeNull();
    expect(await verifyToken(await sign('HS256', { ...ours, exp: false }))).toBeNull();
    // Signed with our key but not shaped like our claims: the account id and token id become blob keys.
    for (const odd of [
      { sub: `admin${'a'.repeat(600)}` },
      { sub: '../users/admin' },
      { sub: 'Admin' },
      { jti: 'jti-1' },
      { jti: '../revoked/x' },
      { ver: '0' },
      { ver: -1 },
    ])
      expect(await verifyToken(await sign('HS256', { ...ours, ...odd })), JSON.stringify(odd)).toBeNull();
  });
  it('refuses to work without a long enough secret', async () => {
    process.env.JWT_SECRET = 'short';
    await expect(issueToken('admin', 0)).rejects.toThrow(/JWT_SECRET/);
  });
});
