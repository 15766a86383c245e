/**
 * Password hashing is the one costly thing an unauthenticated client can ask for. A burst of logins with
 * made-up usernames must neither exhaust the instance nor stop it answering everything else.
 */
import { getStore } from '@netlify/blobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD } from '../helpers/admin.ts';
import { baseUrl } from '../helpers/http.ts';
import { rawRequest } from '../helpers/raw-http.ts';

describe('a burst of 40 logins with random usernames, with 150 accounts stored', () => {
  // Every sign-in first asks whether any account exists: when that read every account, a burst made
  // thousands of store reads and answered 503 "The content store is unavailable".
  const accounts = getStore({ name: 'admin', consistency: 'strong' });
  const extra = Array.from({ length: 150 }, (_, i) => `users/burst-${i}`);
  beforeAll(async () => {
    const admin = await accounts.get('users/admin', { type: 'json' });
    for (const [i, key] of extra.entries())
      await accounts.setJSON(key, { ...admin, id: `burst-${i}`, username: `burst-${i}`, is_active: false });
  });
  afterAll(async () => {
    for (const key of extra) await accounts.delete(key);
  });

  it('is answered 401 or 503 with Retry-After, while the rest of the API keeps answering', async () => {
    const logins = Array.from({ length: 40 }, (_, i) =>
      rawRequest(baseUrl(), '/api/admin/auth/login', {
        method: 'POST',
        json: { username: `tamu-acak-${i}-${Math.random().toString(36).slice(2)}`, password: 'apa-saja-123' },
        localAddress: `127.0.50.${i + 1}`,
      }),
    );
    // Asked while the burst is being hashed: public reads touch no password.
    const reads = await Promise.all([
      rawRequest(baseUrl(), '/api/status'),
      rawRequest(baseUrl(), '/api/menu/rendang-daging'),
      rawRequest(baseUrl(), '/api/site-settings'),
    ]);
    expect(reads.map((read) => read.status)).toEqual([200, 200, 200]);
    const answers = await Promise.all(logins);
    for (const answer of answers) {
      expect([401, 503], answer.text).toContain(answer.status);
      if (answer.status === 503) {
        expect(answer.json, answer.text).toEqual({
          detail: 'The server is busy checking passwords. Please try again in a few seconds.',
        });
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      } else expect(answer.json).toEqual({ detail: 'Incorrect username or password' });
    }
    expect(answers.filter((answer) => answer.status === 503).length).toBeGreaterThan(0);
    // Once the burst is over, the real user signs in as usual.
    const login = await rawRequest(baseUrl(), '/api/admin/auth/login', {
      method: 'POST',
      json: { username: 'admin', password: ADMIN_PASSWORD },
      localAddress: '127.0.50.200',
    });
    expect(login.status, login.text).toBe(200);
  }, 120_000);
});

describe('a flood of 40 logins from one address', () => {
  it('is refused for that address alone: the owner signs in from another address meanwhile', async () => {
    const flooder = '127.0.51.1';
    const flood = Array.from({ length: 40 }, (_, i) =>
      rawRequest(baseUrl(), '/api/admin/auth/login', {
        method: 'POST',
        json: { username: `banjir-${i}-${Math.random().toString(36).slice(2)}`, password: 'apa-saja-123' },
        localAddress: flooder,
      }),
    );
    // The owner asks once the flood is being answered, while what it left waiting is still hashed.
    await Promise.race(flood);
    const owner = await rawRequest(baseUrl(), '/api/admin/auth/login', {
      method: 'POST',
      json: { username: 'admin', password: ADMIN_PASSWORD },
      localAddress: '127.0.51.2',
    });
    expect(owner.status, owner.text).toBe(200);
    const answers = await Promise.all(flood);
    const refused = answers.filter((answer) => answer.status === 429);
    // Most of it: one hash running and one waiting per address, but each that ends while the flood is
    // still arriving (its 40 connections take a while to open on a busy machine) lets the next one in.
    expect(refused.length).toBeGreaterThanOrEqual(20);
    for (const answer of refused) {
      expect(answer.json).toEqual({
        detail: 'Too many password checks at once from your address. Please try again in a few seconds.',
      });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(answers.filter((answer) => answer.status === 503).map((answer) => answer.text)).toEqual([]);
    for (const answer of answers.filter((a) => a.status !== 429)) expect(answer.status).toBe(401);
  }, 120_000);
});
