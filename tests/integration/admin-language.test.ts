import { describe, expect, it } from 'vitest';
import { adminToken } from '../helpers/admin.ts';
import { api } from '../helpers/http.ts';

const login = (username: string, password: string) =>
  api('/api/admin/auth/login', { method: 'POST', json: { username, password } });

const setLanguage = (token: string, json: unknown) =>
  api('/api/admin/auth/language', { method: 'PUT', token, json });

describe('the back-office language of an account', () => {
  it('is English until the account chooses Bahasa Indonesia, and stays chosen on the next login', async () => {
    const created = await api('/api/admin/users', {
      method: 'POST',
      token: await adminToken(),
      json: { username: 'kasir-bahasa', role: 'editor', password: 'rahasia-awal-123' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const token = (await login('kasir-bahasa', 'rahasia-awal-123')).body.access_token as string;
    // Not chosen yet: the admin keeps speaking the device's language.
    expect((await api('/api/admin/auth/me', { token })).body).toMatchObject({
      language: 'en',
      language_chosen: false,
    });

    // Before the first password is changed too: that screen is then shown in the chosen language.
    const changed = await setLanguage(token, { language: 'id' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ username: 'kasir-bahasa', language: 'id', language_chosen: true });

    const again = (await login('kasir-bahasa', 'rahasia-awal-123')).body.access_token as string;
    expect((await api('/api/admin/auth/me', { token: again })).body.language).toBe('id');
  });

  it('does not change the language of any other account', async () => {
    const admin = await adminToken();
    const before = (await api('/api/admin/auth/me', { token: admin })).body.language;
    const created = await api('/api/admin/users', {
      method: 'POST',
      token: admin,
      json: { username: 'pelayan-bahasa', role: 'manager_reservasi', password: 'rahasia-awal-123' },
    });
    expect(created.status).toBe(201);
    const other = (await login('pelayan-bahasa', 'rahasia-awal-123')).body.access_token as string;
    expect((await setLanguage(other, { language: 'id' })).status).toBe(200);
    expect((await api('/api/admin/auth/me', { token: admin })).body.language).toBe(before);
  });

  it('refuses a language the back-office does not speak, and a request without a session', async () => {
    const token = await adminToken();
    for (const body of [{ language: 'fr' }, { language: '' }, {}, { language: 'ID' }]) {
      const refused = await setLanguage(token, body);
      expect([JSON.stringify(body), refused.status]).toEqual([JSON.stringify(body), 400]);
      expect(typeof refused.body.detail).toBe('string');
    }
    expect((await api('/api/admin/auth/language', { method: 'PUT', json: { language: 'id' } })).status).toBe(
      401,
    );
  });
});

describe('the clock of the back-office', () => {
  it("is the restaurant's time zone, WIB until staff save another in the opening hours", async () => {
    const token = await adminToken();
    const original = (await api('/api/admin/restaurant', { token })).body as unknown as {
      openingHours: { timeZone: string };
    };
    const withZone = (timeZone: string) => ({
      ...original,
      openingHours: { ...original.openingHours, timeZone },
    });
    expect(original.openingHours.timeZone).toBe('Asia/Jakarta');
    expect((await api('/api/admin/auth/me', { token })).body.time_zone).toBe('Asia/Jakarta');
    try {
      const saved = await api('/api/admin/restaurant', {
        method: 'PUT',
        token,
        json: withZone('Asia/Makassar'),
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect((await api('/api/admin/auth/me', { token })).body.time_zone).toBe('Asia/Makassar');
      // Every role is told, even one that may not open the restaurant info.
      const created = await api('/api/admin/users', {
        method: 'POST',
        token,
        json: { username: 'pelayan-wita', role: 'manager_reservasi', password: 'rahasia-awal-123' },
      });
      expect(created.status).toBe(201);
      const staff = (await login('pelayan-wita', 'rahasia-awal-123')).body.access_token as string;
      expect((await api('/api/admin/auth/me', { token: staff })).body.time_zone).toBe('Asia/Makassar');
    } finally {
      const restored = await api('/api/admin/restaurant', {
        method: 'PUT',
        token,
        json: withZone('Asia/Jakarta'),
      });
      expect(restored.status).toBe(200);
    }
    expect((await api('/api/admin/auth/me', { token })).body.time_zone).toBe('Asia/Jakarta');
  });
});
