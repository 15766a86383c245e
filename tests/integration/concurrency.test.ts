import { describe, expect, it } from 'vitest';
import { adminStore, admins } from '../../src/server/accounts/admin-repo.ts';
import { reservationStore, reservations } from '../../src/server/reservations/repo.ts';
import { adminToken } from '../helpers/admin.ts';
import { serverStore } from '../helpers/blobs.ts';
import { api } from '../helpers/http.ts';

const dish = {
  name: 'Dendeng Batokok',
  category: 'Makanan',
  description: 'Daging sapi tipis dipukul, digoreng kering, disiram lado mudo.',
  price: 'Rp 40.000',
  image: '/images/menu/rendang-daging.svg',
};

const statuses = (answers: Array<{ status: number }>) => answers.map((answer) => answer.status).sort();

// What staff do at the same moment must be ordered by the store, never lost or merged by accident.
describe('simultaneous saves', () => {
  it('the local blob store lets exactly one of many create-only or if-unchanged writes through', async () => {
    const store = serverStore();
    const key = `test/race-${Date.now()}`;
    const created = await Promise.all(
      Array.from({ length: 20 }, (_, n) => store.setJSON(key, { n }, { onlyIfNew: true })),
    );
    expect(created.filter((result) => result.modified)).toHaveLength(1);

    const read = await store.getWithMetadata(key, { type: 'json' });
    expect(read?.etag).toBeTruthy();
    const replaced = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        store.setJSON(key, { n: 100 + n }, { onlyIfMatch: read?.etag ?? '' }),
      ),
    );
    expect(replaced.filter((result) => result.modified)).toHaveLength(1);
    await store.delete(key);
  });

  it('of five staff saving the same revision of a dish at once, one wins and four get 409', async () => {
    const token = await adminToken();
    const added = await api('/api/admin/menu/category/makanan/item', { method: 'POST', token, json: dish });
    const path = `/api/admin/menu/category/makanan/item/${added.body.id}`;
    const prices = ['Rp 41.000', 'Rp 42.000', 'Rp 43.000', 'Rp 44.000', 'Rp 45.000'];
    const answers = await Promise.all(
      prices.map((price) => api(path, { method: 'PUT', token, json: { ...dish, price, revision: 1 } })),
    );
    expect(statuses(answers)).toEqual([200, 409, 409, 409, 409]);
    const winner = answers.find((answer) => answer.status === 200);
    const stored = await api('/api/menu/dendeng-batokok');
    expect(stored.body).toMatchObject({ price: winner?.body.price, revision: 2 });
    await api(path, { method: 'DELETE', token });
  });

  it('ten dishes of one name added at once get ten addresses, each opening its own dish', async () => {
    const token = await adminToken();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        api('/api/admin/menu/category/makanan/item', {
          method: 'POST',
          token,
          json: { ...dish, name: 'Gulai Cubadak', price: `Rp ${20 + n}.000` },
        }),
      ),
    );
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    const slugs = answers.map((answer) => answer.body.slug as string);
    expect(new Set(slugs).size).toBe(10);
    expect(slugs).toContain('gulai-cubadak');
    for (const answer of answers) {
      const page = await api(`/api/menu/${answer.body.slug}`);
      expect(page.body.id).toBe(answer.body.id);
    }
    await Promise.all(
      answers.map((answer) =>
        api(`/api/admin/menu/category/makanan/item/${answer.body.id}`, { method: 'DELETE', token }),
      ),
    );
  });

  it('a reservation confirmed and declined at the same moment is decided once', async () => {
    const token = await adminToken();
    const id = 'RMPRACE00001';
    const now = new Date().toISOString();
    await reservations.put(reservationStore(), {
      id,
      name: 'Rahmat Hidayat',
      phone: '6281298765432',
      date: '2030-01-09',
      time: '19:00',
      guests: '2',
      status: 'pending',
      position: Date.now(),
      created_at: now,
      updated_at: now,
      updated_by: null,
      revision: 1,
      previous: null,
      source: 'website',
      note: '',
      created_by: null,
      reminder: null,
    });
    const decisions = ['confirmed', 'declined', 'confirmed', 'declined'] as const;
    const answers = await Promise.all(
      decisions.map((status) =>
        api(`/api/admin/reservations/${id}`, { method: 'PUT', token, json: { status } }),
      ),
    );
    expect(statuses(answers)).toEqual([200, 409, 409, 409]);
    const winner = answers.find((answer) => answer.status === 200);
    expect((await reservations.get(reservationStore(), id))?.status).toBe(winner?.body.status);
    await reservations.remove(reservationStore(), id);
  });

  it('a burst of parallel password guesses cannot get past the login limit', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 15 }, (_, n) =>
        api('/api/admin/auth/login', {
          method: 'POST',
          json: { username: 'penebak-cepat', password: `tebakan-${n}` },
        }),
      ),
    );
    const tried = guesses.filter((answer) => answer.status === 401).length;
    expect(tried).toBeLessThanOrEqual(5);
    expect(guesses.filter((answer) => answer.status === 429)).toHaveLength(15 - tried);
    const after = await api('/api/admin/auth/login', {
      method: 'POST',
      json: { username: 'penebak-cepat', password: 'tebakan-lagi' },
    });
    // Fewer than five guesses may have been counted (a burst refused whole counts nothing), never more.
    expect([401, 429]).toContain(after.status);
  }, 120_000);

  it('two superadmins demoting each other at the same moment never leave the restaurant without one', async () => {
    const token = await adminToken();
    const password = 'rahasia-kedua-123';
    const created = await api('/api/admin/users', {
      method: 'POST',
      token,
      json: { username: 'superadmin-kedua', full_name: 'Wakil Pemilik', role: 'superadmin', password },
    });
    expect(created.status).toBe(201);
    const second = await api('/api/admin/auth/login', {
      method: 'POST',
      json: { username: 'superadmin-kedua', password },
    });
    // The second superadmin replaces the first password the owner gave them, as staff do at first login.
    const changed = await api('/api/admin/auth/change-password', {
      method: 'POST',
      token: second.body.access_token as string,
      json: { old_password: password, new_password: 'rahasia-sendiri-456' },
    });
    const secondToken = changed.body.access_token as string;
    const adminId = (await admins.list(adminStore())).find((account) => account.username === 'admin')?.id;

    const answers = await Promise.all([
      api(`/api/admin/users/${created.body.id}`, { method: 'PUT', token, json: { role: 'editor' } }),
      api(`/api/admin/users/${adminId}`, { method: 'PUT', token: secondToken, json: { role: 'editor' } }),
    ]);
    const accounts = await admins.list(adminStore());
    const superadmins = accounts.filter((account) => account.role === 'superadmin' && account.is_active);
    expect(superadmins.length).toBeGreaterThanOrEqual(1);
    expect(answers.some((answer) => answer.status === 200) || superadmins.length === 2).toBe(true);

    // Put things back as they were for the other files: admin a superadmin, the second account gone.
    const admin = accounts.find((account) => account.id === adminId);
    if (admin && admin.role !== 'superadmin') {
      const restored = await api(`/api/admin/users/${adminId}`, {
        method: 'PUT',
        token: secondToken,
        json: { role: 'superadmin' },
      });
      expect(restored.status).toBe(200);
    }
    await admins.remove(adminStore(), created.body.id as string);
  }, 120_000);
});
