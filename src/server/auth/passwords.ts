import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

// OWASP's scrypt recommendation: N=2^17, r=8, p=1. It needs 128 MiB; the default maxmem (32 MiB) refuses it.
const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

const derive = (password: string, salt: Buffer, params: { N: number; r: number; p: number }) =>
  new Promise<Buffer>((resolve, reject) => {
    const options: ScryptOptions = { ...params, maxmem: 256 * 1024 * 1024 };
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

/** A self-describing hash: `scrypt$N$r$p$salt$key` (base64). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Cost parameters a stored hash may ask for: what this code writes, within bounds (a damaged hash must not
 * make one login burn gigabytes). */
const plausible = (N: number, r: number, p: number) =>
  Number.isInteger(Math.log2(N)) && N >= 2 ** 14 && N <= 2 ** 18 && r >= 1 && r <= 16 && p >= 1 && p <= 4;

/** Compares in constant time; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== 'scrypt' || !salt || !key || !plausible(params.N, params.r, params.p)) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), params).catch(() => null);
  return actual !== null && actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a random password, verified against on unknown usernames so both paths cost the same. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}

/** Minimum rule for new passwords: long enough to resist guessing, not the username. */
export function passwordProblem(password: string, username: string): string | null {
  if (password.length < 8) return 'New password must be at least 8 characters';
  if (password.toLowerCase() === username.toLowerCase()) return 'New password must not be the username';
  return null;
}
