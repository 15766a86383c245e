import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_CHANGE_REQUIRED } from '../../src/domain/accounts/admin-session.ts';
import {
  ADMIN_PASSWORD,
  adminToken,
  FIRST_PASSWORD,
  onFirstPassword,
  signToken,
  unsignedToken,
} from '../helpers/admin.ts';
import { api } from '../helpers/http.ts';

const ADMIN_ENDPOINTS: Array<[string, string]> = [
  ['GET', '/api/admin/auth/me'],
  ['PUT', '/api/admin/auth/language'],
  ['GET', '/api/admin/menu'],
  ['POST', '/api/admin/menu/category/makanan/item'],
  ['PUT', '/api/admin/menu/category/makanan/item/rendang-daging'],
  ['DELETE', '/api/admin/menu/category/makanan/item/rendang-daging'],
  ['PUT', '/api/admin/menu/category/makanan/item/rendang-daging/availability'],
  ['GET', '/api/admin/gallery'],
  ['POST', '/api/admin/gallery'],
  ['PUT', '/api/admin/gallery/ruang-makan'],
  ['DELETE', '/api/admin/gallery/ruang-makan'],
  ['GET', '/api/admin/events'],
  ['POST', '/api/admin/events'],
  ['PUT', '/api/admin/events/malam-randai'],
  ['DELETE', '/api/admin/events/malam-randai'],
  ['GET', '/api/admin/restaurant'],
  ['PUT', '/api/admin/restaurant'],
  ['POST', '/api/admin/restaurant/hours-check'],
  ['GET', '/api/admin/site-settings'],
  ['PUT', '/api/admin/site-settings'],
  ['POST', '/api/admin/site-settings/upload-logo'],
  ['GET', '/api/admin/media'],
  ['POST', '/api/admin/media'],
  ['DELETE', '/api/admin/media/0123456789abcdef01234567'],
  ['GET', '/api/admin/users'],
  ['GET', '/api/admin/reservations/pending-count'],
  ['GET', '/api/admin/notifications'],
  ['GET', '/api/admin/setup-checklist'],
  ['GET', '/api/admin/starter-texts'],
  ['PUT', '/api/admin/setup-checklist'],
  ['GET', '/api/admin/push-subscriptions'],
  ['POST', '/api/admin/push-subscriptions'],
  ['DELETE', '/api/admin/push-subscriptions'],
  ['POST', '/api/ai/describe-menu'],
  ['POST', '/api/admin/auth/logout'],
  ['POST', '/api/admin/auth/change-password'],
];

describe('the built-in admin on its first password (a fresh store)', () => {
  let restore: () => Promise<void>;
  beforeAll(async () => {
    restore = await onFirstPassword();
  });
  afterAll(() => restore());

  it('shows the default credentials while the first password is unchanged', async () => {
    const { status, body } = await api('/api/admin/auth/login-hint');
    expect(status).toBe(200);
    expect(body).toEqual({ username: 'admin', password: FIRST_PASSWORD });
  });

  it('logs in with the default credentials and asks to change the password', async () => {
    const { status, body } = await api('/api/admin/auth/login', {
      method: 'POST',
      json: { username: 'admin', password: FIRST_PASSWORD },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      admin: { username: 'admin', role: 'superadmin' },
      must_change_password: true,
    });
    expect(typeof body.access_token).toBe('string');
  });

  it('is held to changing it: every call but its own session, the change and logout answers 403', async () => {
    const signedIn = await api('/api/admin/auth/login', {
      method: 'POST',
      json: { username: 'admin', password: FIRST_PASSWORD },
    });
    const token = signedIn.body.access_token as string;
    for (const [method, path] of [
      ['GET', '/api/admin/menu'],
      ['PUT', '/api/admin/restaurant'],
      ['GET', '/api/admin/users'],
      ['POST', '/api/admin/users'],
      ['GET', '/api/admin/backup'],
      ['GET', '/api/admin/reservations'],
    ]) {
      const { status, body } = await api(path as string, {
        method,
        token,
        json: method === 'GET' ? undefined : {},
      });
      expect([method, path, status, body.detail]).toEqual([method, path, 403, PASSWORD_CHANGE_REQUIRED]);
    }
    const me = await api('/api/admin/auth/me', { token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ must_change_password: true, password_change_required: true });

    const changed = await api('/api/admin/auth/change-password', {
      method: 'POST',
      token,
      json: { old_password: FIRST_PASSWORD, new_password: 'Kalio-Ayam-Pertama-1' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const fresh = changed.body.access_token as string;
    expect((await api('/api/admin/menu', { token: fresh })).status).toBe(200);
    expect((await api('/api/admin/auth/me', { token: fresh })).body).toMatchObject({
      must_change_password: false,
      password_change_required: false,
    });
    expect((await api('/api/admin/auth/login-hint')).body).toEqual({});
  }, 60_000);
});

describe('admin authentication', () => {
  it('gives the same answer for a wrong password and an unknown user', async () => {
    const wrong = await api('/api/admin/auth/login', {
      method: 'POST',
      json: { username: 'admin', password: 'salah' },
    });
    const unknown = await api('/api/admin/auth/login', {
      method: 'POST',
      json: { username: 'siapa', password: 'salah' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({ detail: 'Incorrect username or password' });
  });

  it('requires username and password', async () => {
    const { status, body } = await api('/api/admin/auth/login', {
      method: 'POST',
      json: { username: 'admin' },
    });
    expect(status).toBe(400);
    expect(body.detail).toContain('password');
  });

  it('refuses every admin endpoint without a token', async () => {
    const answers = await Promise.all(
      ADMIN_ENDPOINTS.map(([method, path]) =>
        api(path, { method, json: method === 'GET' || method === 'DELETE' ? undefined : {} }),
      ),
    );
    answers.forEach(({ status, body }, index) => {
      const [method, path] = ADMIN_ENDPOINTS[index] ?? [];
      expect(status, `${method} ${path}`).toBe(401);
      expect(body, `${method} ${path}`).toHaveProperty('detail');
    });
  }, 90_000);

  it('refuses forged, unsigned, expired and malformed tokens', async () => {
    const tokens = {
      forged: await signToken({}, 'a-different-secret-that-is-long-enough-123'),
      unsigned: unsignedToken(),
      expired: await signToken({ exp: Math.floor(Date.now() / 1000) - 10 }),
      unknownUser: await signToken({ sub: 'nobody' }),
      oldVersion: await signToken({ ver: 99 }),
      garbage: 'not.a.token',
    };
    for (const [kind, token] of Object.entries(tokens)) {
      const { status } = await api('/api/admin/menu', { token });
      expect(status, kind).toBe(401);
    }
  });

  it('refuses a correctly signed token valid for longer than a session', async () => {
    const token = await signToken({ exp: Math.floor(Date.now() / 1000) + 365 * 86400 });
    const { status, body } = await api('/api/admin/auth/me', { token });
    expect(status).toBe(401);
    expect(body.detail).toBe('Session expired or invalid');
  });

  it('takes the authentication scheme in any case: bearer, Bearer, BEARER', async () => {
    const token = await adminToken();
    for (const scheme of ['bearer', 'Bearer', 'BEARER', 'bEaReR']) {
      const { status } = await api('/api/admin/auth/me', {
        headers: { authorization: `${scheme} ${token}` },
      });
      expect(status, scheme).toBe(200);
    }
    expect((await api('/api/admin/auth/me', { headers: { authorization: `Basic ${token}` } })).status).toBe(
      401,
    );
  });

  it('accepts a valid token and tells who is logged in', async () => {
    const { status, body } = await api('/api/admin/auth/me', { token: await adminToken() });
    expect(status).toBe(200);
    expect(body).toMatchObject({ username: 'admin', role: 'superadmin' });
  });

  it('revokes the token on logout, and only that token', async () => {
    const login = () =>
      api('/api/admin/auth/login', {
        method: 'POST',
        json: { username: 'admin', password: ADMIN_PASSWORD },
      });
    const first = (await login()).body.access_token as string;
    const second = (await login()).body.access_token as string;
    expect((await api('/api/admin/auth/logout', { method: 'POST', token: first })).status).toBe(200);
    expect((await api('/api/admin/auth/me', { token: first })).status).toBe(401);
    expect((await api('/api/admin/auth/me', { token: second })).status).toBe(200);
  });

  it('records the last login in the user list, without secrets', async () => {
    const { status, body } = await api('/api/admin/users', { token: await adminToken() });
    expect(status).toBe(200);
    const users = body as unknown as Array<Record<string, unknown>>;
    const admin = users.find((u) => u.username === 'admin');
    expect(admin).toMatchObject({ role: 'superadmin', is_active: true });
    expect(typeof admin?.last_login).toBe('string');
    expect(JSON.stringify(users)).not.toMatch(/password|token_version|scrypt/);
  });
});
