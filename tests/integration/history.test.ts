import { beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_LIMIT } from '../../src/domain/content/history.ts';
import { adminToken } from '../helpers/admin.ts';
import { serverStore } from '../helpers/blobs.ts';
import { api } from '../helpers/http.ts';

let token: string;
const dish = {
  name: 'Sate Padang Riwayat',
  category: 'Makanan',
  description: 'Sate daging sapi dengan kuah kental kuning.',
  price: 'Rp 30.000',
  image: '/images/menu/gulai-ikan-kakap.svg',
};

type Version = { key: string; at: string; by: string; action: string; version: Record<string, unknown> };
const history = async (kind: string, id: string) =>
  (await api(`/api/admin/history/${kind}/${id}`, { token })).body as unknown as Version[];
const trash = async (kind: string) =>
  (await api(`/api/admin/trash?kind=${kind}`, { token })).body as unknown as Array<Record<string, unknown>>;

beforeAll(async () => {
  token = await adminToken();
});

describe('history of an item', () => {
  it('keeps each replaced version with who and when, and restores one as a new revision', async () => {
    const added = await api('/api/admin/events', {
      method: 'POST',
      token,
      json: { title: 'Malam Randai', date: 'Jumat, 20:00', description: 'Teater rakyat Minang.' },
    });
    const path = `/api/admin/events/${added.body.id}`;
    const before = Date.now();
    await api(path, { method: 'PUT', token, json: { ...added.body, title: 'Malam Randai II' } });
    const second = await api(path, {
      method: 'PUT',
      token,
      json: { ...added.body, title: 'Malam Randai III', revision: 2 },
    });
    expect(second.body.revision).toBe(3);

    const versions = await history('event', added.body.id as string);
    expect(versions.map((v) => v.version.title)).toEqual(['Malam Randai II', 'Malam Randai']);
    for (const version of versions) {
      expect(version).toMatchObject({ by: 'admin', action: 'update' });
      expect(Date.parse(version.at)).toBeGreaterThanOrEqual(before - 1000);
    }

    const oldest = versions[1] as Version;
    const restored = await api(`/api/admin/history/event/${added.body.id}/restore`, {
      method: 'POST',
      token,
      json: { version: oldest.key, revision: 3 },
    });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ title: 'Malam Randai', revision: 4, id: added.body.id });
    const { body: list } = await api('/api/admin/events', { token });
    expect(
      (list as unknown as Array<{ id: string; title: string }>).find((e) => e.id === added.body.id),
    ).toMatchObject({ title: 'Malam Randai' });

    const after = await history('event', added.body.id as string);
    expect(after[0]).toMatchObject({
      action: 'restore',
      by: 'admin',
      version: { title: 'Malam Randai III' },
    });

    // Restoring from a stale screen is refused like any stale save.
    const stale = await api(`/api/admin/history/event/${added.body.id}/restore`, {
      method: 'POST',
      token,
      json: { version: oldest.key, revision: 3 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toMatch(/Someone else saved this item/);
  });

  it(`keeps only the newest ${HISTORY_LIMIT} versions`, async () => {
    const added = await api('/api/admin/gallery', {
      method: 'POST',
      token,
      json: { url: '/images/gallery/ruang-makan.svg', alt: 'Riwayat panjang', category: 'interior' },
    });
    const id = added.body.id as string;
    // Older versions written straight into the store: as if saved 25 times over the past hour.
    const store = serverStore();
    const start = Date.now() - 3_600_000;
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) {
      const key = `${start + i * 1000}-old${String(i).padStart(5, '0')}`;
      await store.setJSON(`history/gallery-image/${id}/${key}`, {
        version: { ...added.body, alt: `Versi ${i}` },
        by: 'admin',
        at: new Date(start + i * 1000).toISOString(),
        action: 'update',
      });
    }
    await api(`/api/admin/gallery/${id}`, { method: 'PUT', token, json: { ...added.body, alt: 'Terbaru' } });

    const versions = await history('gallery-image', id);
    expect(versions).toHaveLength(HISTORY_LIMIT);
    expect(versions[0]?.version.alt).toBe('Riwayat panjang');
    // 26 versions in all: the 6 oldest (Versi 0 to 5) were dropped.
    expect(versions.at(-1)?.version.alt).toBe('Versi 6');
  });

  it('refuses unknown kinds, malformed ids and versions it does not keep', async () => {
    expect((await api('/api/admin/history/recipe/abc', { token })).status).toBe(404);
    const traversal = await api('/api/admin/history/event/..%2F..%2Fsettings', { token });
    expect(traversal.status).toBeGreaterThanOrEqual(400);
    expect(traversal.status).toBeLessThan(500);
    const missing = await api('/api/admin/history/event/nosuchevent01', { token });
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe('Event not found');

    const { body: events } = await api('/api/admin/events', { token });
    const event = (events as unknown as Array<{ id: string }>)[0] as { id: string };
    const badKey = await api(`/api/admin/history/event/${event.id}/restore`, {
      method: 'POST',
      token,
      json: { version: '../../x' },
    });
    expect(badKey.status).toBe(400);
    expect(badKey.body.detail).toMatch(/version/);
    const unknownKey = await api(`/api/admin/history/event/${event.id}/restore`, {
      method: 'POST',
      token,
      json: { version: '1700000000000-abcdefgh' },
    });
    expect(unknownKey.status).toBe(404);
    expect(unknownKey.body.detail).toBe('This version is no longer kept');
  });
});

describe('deleting and restoring', () => {
  it('a deleted gallery image leaves the site, waits in Recently deleted, and comes back', async () => {
    const added = await api('/api/admin/gallery', {
      method: 'POST',
      token,
      json: { url: '/images/gallery/ruang-makan.svg', alt: 'Sudut baca', category: 'interior' },
    });
    const id = added.body.id as string;
    expect((await api(`/api/admin/gallery/${id}`, { method: 'DELETE', token })).status).toBe(200);
    const ids = async () =>
      ((await api('/api/admin/gallery', { token })).body as unknown as Array<{ id: string }>).map(
        (g) => g.id,
      );
    expect(await ids()).not.toContain(id);
    expect(await trash('gallery-image')).toContainEqual(
      expect.objectContaining({ kind: 'gallery-image', id, title: 'Sudut baca', deleted_by: 'admin' }),
    );
    expect((await api(`/api/admin/gallery/${id}`, { method: 'DELETE', token })).status).toBe(404);

    const restored = await api(`/api/admin/trash/gallery-image/${id}/restore`, { method: 'POST', token });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({
      id,
      alt: 'Sudut baca',
      revision: 2,
      position: added.body.position,
    });
    expect(await ids()).toContain(id);
    expect((await trash('gallery-image')).map((entry) => entry.id)).not.toContain(id);
    expect((await history('gallery-image', id))[0]).toMatchObject({ action: 'delete', by: 'admin' });
  });

  it('a deleted dish leaves its page; back, it keeps its address when free, else gets a new one', async () => {
    const added = await api('/api/admin/menu/category/makanan/item', { method: 'POST', token, json: dish });
    const id = added.body.id as string;
    expect(added.body.slug).toBe('sate-padang-riwayat');
    await api(`/api/admin/menu/category/makanan/item/${id}`, { method: 'DELETE', token });
    expect((await api('/api/menu/sate-padang-riwayat')).status).toBe(404);
    expect(await trash('menu-item')).toContainEqual(expect.objectContaining({ id, title: dish.name }));

    const back = await api(`/api/admin/trash/menu-item/${id}/restore`, { method: 'POST', token });
    expect(back.body).toMatchObject({ id, slug: 'sate-padang-riwayat' });
    expect((await api('/api/menu/sate-padang-riwayat')).body).toMatchObject({ id });

    // Deleted again, and meanwhile another dish takes the address.
    await api(`/api/admin/menu/category/makanan/item/${id}`, { method: 'DELETE', token });
    const twin = await api('/api/admin/menu/category/makanan/item', { method: 'POST', token, json: dish });
    expect(twin.body.slug).toBe('sate-padang-riwayat');
    const again = await api(`/api/admin/trash/menu-item/${id}/restore`, { method: 'POST', token });
    expect(again.body).toMatchObject({ id, slug: 'sate-padang-riwayat-2' });
    expect((await api('/api/menu/sate-padang-riwayat-2')).body).toMatchObject({ id });
    expect((await api('/api/menu/sate-padang-riwayat')).body).toMatchObject({ id: twin.body.id });
  });

  it('deleting permanently removes the item and its history for good', async () => {
    const added = await api('/api/admin/events', {
      method: 'POST',
      token,
      json: { title: 'Acara Batal', date: 'Kapan-kapan', description: 'Tidak jadi.' },
    });
    const id = added.body.id as string;
    await api(`/api/admin/events/${id}`, { method: 'DELETE', token });
    const purged = await api(`/api/admin/trash/event/${id}`, { method: 'DELETE', token });
    expect(purged.status).toBe(200);
    expect((await trash('event')).map((entry) => entry.id)).not.toContain(id);
    expect((await api(`/api/admin/trash/event/${id}/restore`, { method: 'POST', token })).status).toBe(404);
    expect((await api(`/api/admin/history/event/${id}`, { token })).status).toBe(404);
    expect((await serverStore().list({ prefix: `history/event/${id}/` })).blobs).toHaveLength(0);
  });
});

describe('activity log', () => {
  it('lists admin actions newest first, with who did what', async () => {
    const { status, body } = await api('/api/admin/audit?limit=30', { token });
    expect(status).toBe(200);
    const entries = body as unknown as Array<{ at: string; by: string; action: string; summary: string }>;
    expect(entries.length).toBeGreaterThan(5);
    expect(entries.length).toBeLessThanOrEqual(30);
    const times = entries.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(entries).toContainEqual(
      expect.objectContaining({
        by: 'admin',
        action: 'purge',
        summary: 'Deleted event "Acara Batal" permanently',
      }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        by: 'admin',
        action: 'restore',
        summary: 'Restored an earlier version of event "Malam Randai"',
      }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        by: 'admin',
        action: 'delete',
        summary: 'Deleted gallery image "Sudut baca"',
      }),
    );
    expect((await api('/api/admin/audit?limit=0', { token })).status).toBe(400);
  });
});

describe('history of the restaurant info and site settings', () => {
  const versions = async (document: string) =>
    (await api(`/api/admin/settings-history/${document}`, { token })).body as unknown as Version[];

  it('keeps what each save of the restaurant info replaced, and restores it as a new save', async () => {
    const original = (await api('/api/admin/restaurant', { token })).body;
    const put = (tagline: string) =>
      api('/api/admin/restaurant', { method: 'PUT', token, json: { ...original, tagline } });
    try {
      expect((await put('Tagline pertama')).status).toBe(200);
      expect((await put('Tagline kedua')).status).toBe(200);
      const [latest, earlier] = await versions('restaurant');
      expect(latest).toMatchObject({
        by: 'admin',
        action: 'update',
        version: { tagline: 'Tagline pertama' },
      });
      expect(earlier?.version.tagline).toBe(original.tagline);
      expect(Date.parse(latest?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);

      const restored = await api('/api/admin/settings-history/restaurant/restore', {
        method: 'POST',
        token,
        json: { version: latest?.key },
      });
      expect(restored.status).toBe(200);
      expect(restored.body.tagline).toBe('Tagline pertama');
      expect((await api('/api/admin/restaurant', { token })).body.tagline).toBe('Tagline pertama');
      // The save a restore replaces is kept too: the restore can be undone.
      expect((await versions('restaurant'))[0]).toMatchObject({
        action: 'restore',
        version: { tagline: 'Tagline kedua' },
      });
      // An unchanged save keeps no copy of itself.
      const count = (await versions('restaurant')).length;
      await put('Tagline pertama');
      expect(await versions('restaurant')).toHaveLength(count);
    } finally {
      await api('/api/admin/restaurant', { method: 'PUT', token, json: original });
    }
  });

  it('keeps the site settings a save replaced', async () => {
    const original = (await api('/api/admin/site-settings', { token })).body;
    try {
      await api('/api/admin/site-settings', {
        method: 'PUT',
        token,
        json: { ...original, page_title: 'Judul Sementara' },
      });
      const [latest] = await versions('site-settings');
      expect(latest?.version).toEqual(original);
    } finally {
      await api('/api/admin/site-settings', { method: 'PUT', token, json: original });
    }
  });

  it('answers unknown documents and versions with 404, malformed ones with 400', async () => {
    const unknown = await api('/api/admin/settings-history/about', { token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toMatch(/restaurant or site-settings/);
    const gone = await api('/api/admin/settings-history/restaurant/restore', {
      method: 'POST',
      token,
      json: { version: '0000000000001-abcdef12' },
    });
    expect(gone.status).toBe(404);
    const malformed = await api('/api/admin/settings-history/restaurant/restore', {
      method: 'POST',
      token,
      json: { version: '../../users/admin' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.detail).toMatch(/version/);
    expect((await api('/api/admin/settings-history/restaurant')).status).toBe(401);
  });
});
