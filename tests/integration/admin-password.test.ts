import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurantInfo } from '../../src/server/content/settings-service.ts';
import { ADMIN_PASSWORD, adminToken, FIRST_PASSWORD, onFirstPassword } from '../helpers/admin.ts';
import { api } from '../helpers/http.ts';

const login = (password: string) =>
  api('/api/admin/auth/login', { method: 'POST', json: { username: 'admin', password } });

describe('password policy (NIST SP 800-63B)', () => {
  const COMMON = 'is one of the most common passwords, which attackers try first: choose another';
  const weak = async (): Promise<Array<[string, string]>> => [
    ['12345678', 'must be at least 10 characters'],
    [' '.repeat(8), 'must be at least 10 characters'],
    [' '.repeat(12), 'must not repeat the same one or two characters'],
    ['1234567890', COMMON],
    ['QwertyUiop', COMMON],
    ['password123', COMMON],
    ['the-ADMIN-of-this-place', 'must not contain the username'],
    [`${(await restaurantInfo()).name.toUpperCase()} 2026`, "must not contain the restaurant's name"],
    // The brand in the site's header, however it is cased or spaced, and the city with a year.
    ['sederhana rasa', "must not contain the restaurant's name"],
    ['SederhanaRasa2024', "must not contain the restaurant's name"],
    [`${(await restaurantInfo()).city} 1987`, "must not contain the restaurant's name"],
  ];

  it('refuses weak new passwords on change, on a new account and on a reset, saying why', async () => {
    const token = await adminToken();
    for (const [password, problem] of await weak()) {
      const changed = await api('/api/admin/auth/change-password', {
        method: 'POST',
        token,
        json: { old_password: ADMIN_PASSWORD, new_password: password },
      });
      expect([password, changed.status, changed.body]).toEqual([
        password,
        400,
        { detail: `New password ${problem}` },
      ]);
    }
    for (const [password, problem] of await weak()) {
      const created = await api('/api/admin/users', {
        method: 'POST',
        token,
        json: {
          username: 'admin-kasir',
          role: 'editor',
          password: password.replace(/admin/i, 'admin-kasir'),
        },
      });
      expect(created.status).toBe(400);
      expect(String(created.body.detail)).toContain(problem);
    }
    const created = await api('/api/admin/users', {
      method: 'POST',
      token,
      json: { username: 'kasir-kebijakan', role: 'editor', password: 'Kasir-Sendiri-2' },
    });
    expect(created.status).toBe(201);
    for (const [password, problem] of await weak()) {
      const reset = await api(`/api/admin/users/${created.body.id}/reset-password`, {
        method: 'POST',
        token,
        json: { new_password: password.replace(/admin/i, 'kasir-kebijakan') },
      });
      expect(reset.status).toBe(400);
      expect(String(reset.body.detail)).toContain(problem);
    }
    // A long passphrase is welcome.
    const passphrase = 'sambal lado mudo di atas nasi hangat, rendang yang dimasak delapan jam '.repeat(2);
    expect(passphrase.length).toBeGreaterThan(128);
    const reset = await api(`/api/admin/users/${created.body.id}/reset-password`, {
      method: 'POST',
      token,
      json: { new_password: passphrase },
    });
    expect(reset.status).toBe(200);
    const login = await api('/api/admin/auth/login', {
      method: 'POST',
      json: { username: 'kasir-kebijakan', password: passphrase },
    });
    expect(login.status).toBe(200);
    await api(`/api/admin/users/${created.body.id}`, { method: 'PUT', token, json: { is_active: false } });
  }, 120_000);
});

describe('change password', () => {
  // The built-in admin is on its first password here, as on a fresh store; the account is put back exactly
  // as it was for the other test files.
  let restore: () => Promise<void>;
  beforeAll(async () => {
    restore = await onFirstPassword();
  });
  afterAll(() => restore());

  it('checks the current password and the new one, revokes older tokens and hides the login hint', async () => {
    const old = (await login(FIRST_PASSWORD)).body.access_token as string;
    const wrong = await api('/api/admin/auth/change-password', {
      method: 'POST',
      token: old,
      json: { old_password: 'salah', new_password: 'RendangEnak2026' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ detail: 'Current password is incorrect' });
    const short = await api('/api/admin/auth/change-password', {
      method: 'POST',
      token: old,
      json: { old_password: FIRST_PASSWORD, new_password: 'pendek' },
    });
    expect(short.status).toBe(400);

    const changed = await api('/api/admin/auth/change-password', {
      method: 'POST',
      token: old,
      json: { old_password: FIRST_PASSWORD, new_password: 'RendangEnak2026' },
    });
    expect(changed.status).toBe(200);
    const fresh = changed.body.access_token as string;
    expect((await api('/api/admin/auth/me', { token: old })).status).toBe(401);
    expect((await api('/api/admin/auth/me', { token: fresh })).body).toMatchObject({
      must_change_password: false,
    });
    expect((await login(FIRST_PASSWORD)).status).toBe(401);
    expect((await login('RendangEnak2026')).status).toBe(200);
    expect((await api('/api/admin/auth/login-hint')).body).toEqual({});
  }, 90_000);
});
