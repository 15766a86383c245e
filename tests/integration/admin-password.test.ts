import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminStore,
  findAdminByUsername,
  putAdmin,
  type StoredAdmin,
} from '../../src/server/store/admin-repo.ts';
import { adminToken, DEFAULT_PASSWORD } from '../helpers/admin.ts';
import { api } from '../helpers/http.ts';

const login = (password: string) =>
  api('/api/admin/auth/login', { method: 'POST', json: { username: 'admin', password } });

// The account is put back exactly as it was (first password still unchanged) for the other test files.
let account: StoredAdmin | null = null;
beforeAll(async () => {
  await adminToken();
  account = await findAdminByUsername(adminStore(), 'admin');
});
afterAll(async () => {
  if (account) await putAdmin(adminStore(), account);
});

describe('change password', () => {
  it('checks the current password and the new one, revokes older tokens and hides the login hint', async () => {
    const old = (await login(DEFAULT_PASSWORD)).body.access_token as string;
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
      json: { old_password: DEFAULT_PASSWORD, new_password: 'pendek' },
    });
    expect(short.status).toBe(400);

    const changed = await api('/api/admin/auth/change-password', {
      method: 'POST',
      token: old,
      json: { old_password: DEFAULT_PASSWORD, new_password: 'RendangEnak2026' },
    });
    expect(changed.status).toBe(200);
    const fresh = changed.body.access_token as string;
    expect((await api('/api/admin/auth/me', { token: old })).status).toBe(401);
    expect((await api('/api/admin/auth/me', { token: fresh })).body).toMatchObject({
      must_change_password: false,
    });
    expect((await login(DEFAULT_PASSWORD)).status).toBe(401);
    expect((await login('RendangEnak2026')).status).toBe(200);
    expect((await api('/api/admin/auth/login-hint')).body).toEqual({});
  }, 90_000);
});
