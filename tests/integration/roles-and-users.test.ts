import { describe, expect, it } from 'vitest';
import { adminToken } from '../helpers/admin.ts';
import { api } from '../helpers/http.ts';

const login = async (username: string, password: string) =>
  api('/api/admin/auth/login', { method: 'POST', json: { username, password } });

async function createAccount(role: string, username: string, password = 'rahasia-awal-123') {
  const created = await api('/api/admin/users', {
    method: 'POST',
    token: await adminToken(),
    json: { username, full_name: `Staf ${role}`, email: `${username}@example.id`, role, password },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const session = await login(username, password);
  expect(session.body.must_change_password).toBe(true);
  return { id: created.body.id as string, token: session.body.access_token as string };
}

/** An account that has replaced its first password, as staff do at their first login. */
async function readyAccount(role: string, username: string) {
  const account = await createAccount(role, username);
  const changed = await api('/api/admin/auth/change-password', {
    method: 'POST',
    token: account.token,
    json: { old_password: 'rahasia-awal-123', new_password: 'milik-sendiri-9' },
  });
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  return { id: account.id, token: changed.body.access_token as string };
}

const MUST_CHANGE =
  'Please change your password first: the password you were given must be replaced before you can continue.';

// Every admin endpoint, by the permission it needs; a forbidden call is 403 before any validation (the
// empty bodies would be refused by the allowed roles, so nothing here changes content).
const FAMILIES: Record<string, Array<[string, string, unknown?]>> = {
  content: [
    ['GET', '/api/admin/menu'],
    ['POST', '/api/admin/menu/category/makanan/item', {}],
    ['PUT', '/api/admin/menu/category/makanan/item/tidak-ada', {}],
    ['DELETE', '/api/admin/menu/category/makanan/item/tidak-ada'],
    ['PUT', '/api/admin/menu/category/makanan/item/tidak-ada/availability', {}],
    ['GET', '/api/admin/gallery'],
    ['POST', '/api/admin/gallery', {}],
    ['PUT', '/api/admin/gallery/tidak-ada', {}],
    ['GET', '/api/admin/events'],
    ['POST', '/api/admin/events', {}],
    ['DELETE', '/api/admin/events/tidak-ada'],
    ['GET', '/api/admin/restaurant'],
    ['PUT', '/api/admin/restaurant', {}],
    ['GET', '/api/admin/site-settings'],
    ['PUT', '/api/admin/site-settings', {}],
    ['GET', '/api/admin/ordering'],
    ['PUT', '/api/admin/ordering', {}],
    ['GET', '/api/admin/preorder'],
    ['PUT', '/api/admin/preorder', {}],
    ['POST', '/api/admin/site-settings/upload-logo', {}],
    ['GET', '/api/admin/media'],
    ['POST', '/api/admin/media', {}],
    ['DELETE', '/api/admin/media/0123456789abcdef01234567'],
    ['POST', '/api/ai/describe-menu', {}],
    ['POST', '/api/admin/publish'],
    ['GET', '/api/admin/history/event/tidak-ada'],
    ['POST', '/api/admin/history/event/tidak-ada/restore', {}],
    ['GET', '/api/admin/trash'],
    ['POST', '/api/admin/trash/event/tidak-ada/restore'],
    ['DELETE', '/api/admin/trash/event/tidak-ada'],
    ['GET', '/api/admin/settings-history/restaurant'],
    ['POST', '/api/admin/settings-history/site-settings/restore', {}],
  ],
  reservations: [
    ['GET', '/api/admin/reservations'],
    ['PUT', '/api/admin/reservations/RMP000000000', { status: 'confirmed' }],
    ['GET', '/api/admin/reservations/pending-count'],
    ['GET', '/api/admin/reservations/pending-count?since=0'],
    ['GET', '/api/admin/notifications'],
    ['GET', '/api/admin/push-subscriptions'],
    ['DELETE', '/api/admin/push-subscriptions', { endpoint: 'https://push.example.com/tidak-ada' }],
  ],
  users: [
    ['GET', '/api/admin/users'],
    ['POST', '/api/admin/users', {}],
    ['PUT', '/api/admin/users/tidak-ada', {}],
    ['POST', '/api/admin/users/tidak-ada/reset-password', {}],
    ['GET', '/api/admin/sessions'],
  ],
  backup: [
    ['GET', '/api/admin/backup'],
    ['POST', '/api/admin/backup/preview', {}],
    ['POST', '/api/admin/backup/restore', {}],
  ],
  audit: [['GET', '/api/admin/audit']],
  publishing: [
    ['GET', '/api/admin/build-hook'],
    ['PUT', '/api/admin/build-hook', {}],
  ],
  bookingEmail: [['PUT', '/api/admin/notifications', {}]],
  orders: [
    ['GET', '/api/admin/orders'],
    ['GET', '/api/admin/orders/new-count'],
    ['GET', '/api/admin/orders/export?from=2026-11-01&to=2026-11-30'],
    ['PUT', '/api/admin/orders/PSN-2222AA/deposit', {}],
    ['GET', '/api/admin/orders/calendar'],
  ],
  self: [
    ['GET', '/api/admin/auth/me'],
    ['PUT', '/api/admin/auth/language', { language: 'en' }],
    ['GET', '/api/admin/publish-status'],
  ],
};

const ALLOWED: Record<string, string[]> = {
  superadmin: [
    'content',
    'reservations',
    'orders',
    'users',
    'backup',
    'audit',
    'publishing',
    'bookingEmail',
    'self',
  ],
  editor: ['content', 'self'],
  manager_reservasi: ['reservations', 'orders', 'self'],
};

describe('roles and users', () => {
  it('enforces the role matrix on every endpoint family', async () => {
    const tokens: Record<string, string> = {
      superadmin: await adminToken(),
      editor: (await readyAccount('editor', 'editor.menu')).token,
      manager_reservasi: (await readyAccount('manager_reservasi', 'kasir-depan')).token,
    };
    for (const [role, token] of Object.entries(tokens)) {
      for (const [family, calls] of Object.entries(FAMILIES)) {
        for (const [method, path, json] of calls) {
          const { status, body } = await api(path, { method, token, json });
          const label = `${role} ${method} ${path}`;
          if (ALLOWED[role]?.includes(family)) expect(status, label).not.toBe(403);
          else {
            expect(status, label).toBe(403);
            expect(body.detail, label).toBe('Your role does not allow this');
          }
        }
      }
    }
    // Notification delivery failures are for a superadmin; a reservations manager sees what is configured.
    const failures = async (token: string) =>
      (await api('/api/admin/notifications', { token })).body.failures;
    expect(Array.isArray(await failures(tokens.superadmin ?? ''))).toBe(true);
    expect(await failures(tokens.manager_reservasi ?? '')).toBeNull();
  }, 120_000);

  it('an account on a first password set by a superadmin may only see itself, change its password and log out until it changes it', async () => {
    const account = await createAccount('editor', 'editor.baru');
    // Everything its role allows is refused, with a clear reason, while the first password is in use.
    for (const [method, path, json] of [
      ...(FAMILIES.content ?? []),
      ['GET', '/api/admin/publish-status'],
    ] as Array<[string, string, unknown?]>) {
      const { status, body } = await api(path, { method, token: account.token, json });
      expect(status, `${method} ${path}`).toBe(403);
      expect(body.detail, `${method} ${path}`).toBe(MUST_CHANGE);
    }
    // A call its role never allows still says so.
    expect((await api('/api/admin/users', { token: account.token })).body.detail).toBe(
      'Your role does not allow this',
    );
    const me = await api('/api/admin/auth/me', { token: account.token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ must_change_password: true, password_change_required: true });

    const changed = await api('/api/admin/auth/change-password', {
      method: 'POST',
      token: account.token,
      json: { old_password: 'rahasia-awal-123', new_password: 'kunci-baru-sendiri-1' },
    });
    expect(changed.status).toBe(200);
    const token = changed.body.access_token as string;
    expect((await api('/api/admin/menu', { token })).status).toBe(200);
    expect((await api('/api/admin/auth/me', { token })).body).toMatchObject({
      must_change_password: false,
      password_change_required: false,
    });

    // A reset by a superadmin is a first password again.
    const reset = await api(`/api/admin/users/${account.id}/reset-password`, {
      method: 'POST',
      token: await adminToken(),
      json: { new_password: 'sementara-lagi-1' },
    });
    expect(reset.status).toBe(200);
    const again = (await login('editor.baru', 'sementara-lagi-1')).body.access_token as string;
    const refused = await api('/api/admin/menu', { token: again });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe(MUST_CHANGE);
    expect((await api('/api/admin/auth/logout', { method: 'POST', token: again })).status).toBe(200);
  });

  it('refuses a taken username, a weak password and an unknown role', async () => {
    const token = await adminToken();
    const add = (json: Record<string, unknown>) => api('/api/admin/users', { method: 'POST', token, json });
    const base = { username: 'dapur', role: 'editor', password: 'cukup-panjang-1' };
    expect((await add(base)).status).toBe(201);
    const taken = await add({ ...base, username: 'DAPUR' });
    expect(taken.status).toBe(409);
    expect(taken.body.detail).toContain('taken');
    expect((await add({ ...base, username: 'dapur2', password: 'pendek' })).status).toBe(400);
    expect((await add({ ...base, username: 'dapur3', role: 'owner' })).body.detail).toContain('role');
    expect((await add({ ...base, username: '../etc' })).status).toBe(400);
  });

  it('deactivating an account refuses its login and ends its sessions; reactivating restores it', async () => {
    const token = await adminToken();
    const account = await createAccount('editor', 'musiman', 'rahasia-musim-1');
    const off = await api(`/api/admin/users/${account.id}`, {
      method: 'PUT',
      token,
      json: { is_active: false },
    });
    expect(off.body).toMatchObject({ is_active: false });
    expect((await api('/api/admin/auth/me', { token: account.token })).status).toBe(401);
    const refused = await login('musiman', 'rahasia-musim-1');
    expect(refused.status).toBe(401);
    expect(refused.body.detail).toBe('Incorrect username or password');
    await api(`/api/admin/users/${account.id}`, { method: 'PUT', token, json: { is_active: true } });
    expect((await login('musiman', 'rahasia-musim-1')).status).toBe(200);
  });

  it('reactivating an account does not bring back the sessions it had before it was deactivated', async () => {
    const token = await adminToken();
    const account = await createAccount('editor', 'kembali-lagi', 'rahasia-pulang-1');
    for (const is_active of [false, true]) {
      const changed = await api(`/api/admin/users/${account.id}`, {
        method: 'PUT',
        token,
        json: { is_active },
      });
      expect(changed.status).toBe(200);
    }
    const old = await api('/api/admin/auth/me', { token: account.token });
    expect(old.status).toBe(401);
    expect(old.body.detail).toBe('Session expired or invalid');
    expect((await login('kembali-lagi', 'rahasia-pulang-1')).status).toBe(200);
  });

  it('a password reset ends the sessions and asks for a change at next login', async () => {
    const token = await adminToken();
    const account = await createAccount('manager_reservasi', 'pelayan', 'rahasia-layan-1');
    const reset = await api(`/api/admin/users/${account.id}/reset-password`, {
      method: 'POST',
      token,
      json: { new_password: 'sementara-baru-1' },
    });
    expect(reset.status).toBe(200);
    expect((await api('/api/admin/auth/me', { token: account.token })).status).toBe(401);
    expect((await login('pelayan', 'rahasia-layan-1')).status).toBe(401);
    const fresh = await login('pelayan', 'sementara-baru-1');
    expect(fresh.body.must_change_password).toBe(true);
  });

  it('never deactivates or demotes the last active superadmin', async () => {
    const token = await adminToken();
    const users = (await api('/api/admin/users', { token })).body as unknown as Array<{
      id: string;
      username: string;
    }>;
    const admin = users.find((u) => u.username === 'admin');
    for (const json of [{ is_active: false }, { role: 'editor' }]) {
      const { status, body } = await api(`/api/admin/users/${admin?.id}`, { method: 'PUT', token, json });
      expect(status).toBe(409);
      expect(body.detail).toBe('The last active superadmin cannot be deactivated or given another role');
    }
    expect((await api('/api/admin/auth/me', { token })).body).toMatchObject({ role: 'superadmin' });
    expect((await api('/api/admin/users/nobody', { method: 'PUT', token, json: {} })).status).toBe(404);
  });
});
