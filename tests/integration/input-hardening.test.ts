/**
 * Input that passed the schemas and hurt later: a name that expands into a slug too long for the store,
 * dates the calendar does not have, and text carrying line breaks, escapes or direction overrides into
 * the WhatsApp messages staff send and the server's log.
 */
import { describe, expect, it } from 'vitest';
import { restaurantNow } from '../../src/domain/content/hours.ts';
import { adminToken } from '../helpers/admin.ts';
import { wednesdayAhead } from '../helpers/dates.ts';
import { api, baseUrl } from '../helpers/http.ts';
import { rawRequest } from '../helpers/raw-http.ts';

const dish = {
  category: 'Makanan',
  description: 'Uji.',
  price: 'Rp 10.000',
  image: '/images/menu/gulai-ikan-kakap.svg',
};

describe('keys built from input', () => {
  it('gives a dish named with 100 "㎯" a capped slug, saved at once', async () => {
    const token = await adminToken();
    const created = await api('/api/admin/menu/category/makanan/item', {
      method: 'POST',
      token,
      json: { ...dish, name: '㎯'.repeat(100) },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const slug = created.body.slug as string;
    expect(slug.length).toBeLessThanOrEqual(80);
    expect((await api(`/api/menu/${slug}`)).status).toBe(200);
    const twin = await api('/api/admin/menu/category/makanan/item', {
      method: 'POST',
      token,
      json: { ...dish, name: '㎯'.repeat(100) },
    });
    expect(twin.status).toBe(201);
    expect((twin.body.slug as string).length).toBeLessThanOrEqual(80);
    expect(twin.body.slug).not.toBe(slug);
    for (const item of [created.body, twin.body])
      await api(`/api/admin/menu/category/makanan/item/${item.id}`, { method: 'DELETE', token });
  }, 60_000);
});

describe('calendar dates', () => {
  it('refuses a booking on a day the calendar does not have, and a staff filter for one', async () => {
    const year = Number(restaurantNow().date.slice(0, 4)) + 1;
    for (const date of [`${year}-02-30`, `${year}-11-31`, `${year}-13-01`]) {
      const answer = await rawRequest(baseUrl(), '/api/reservations', {
        method: 'POST',
        json: { name: 'Tamu', phone: '0812 3456 7890', date, time: '19:00', guests: '2' },
        localAddress: '127.0.60.1',
      });
      expect(answer.status, date).toBe(400);
      expect(answer.json).toEqual({ detail: 'Tanggal tidak valid.', field: 'date' });
    }
    const filter = await api(`/api/admin/reservations?date=${year}-11-31`, { token: await adminToken() });
    expect(filter.status).toBe(400);
    expect(filter.body.detail).toBe('date: must be a date (yyyy-mm-dd)');
  });
});

describe('single-line text', () => {
  it('refuses a guest name that would add lines to the WhatsApp message staff send', async () => {
    for (const name of ['Siti\n\nHello from the restaurant: pay at http://example.com', 'Siti\u202eanaJ']) {
      const answer = await rawRequest(baseUrl(), '/api/reservations', {
        method: 'POST',
        json: { name, phone: '0812 3456 7890', date: wednesdayAhead(), time: '19:00', guests: '2' },
        localAddress: '127.0.60.2',
      });
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({
        detail: 'Nama hanya boleh satu baris teks biasa, tanpa karakter kontrol.',
        field: 'name',
      });
    }
  });

  it('takes a guest name without its invisible characters, and keeps an emoji family whole', async () => {
    const date = wednesdayAhead();
    const names: Array<[string, string]> = [
      ['A\u200b\u200bB', 'AB'],
      ['\ufeffSiti\u2060 Rah\u00admah', 'Siti Rahmah'],
      ['Keluarga 👨\u200d👩\u200d👧', 'Keluarga 👨\u200d👩\u200d👧'],
    ];
    const token = await adminToken();
    for (const [name, shown] of names) {
      const answer = await rawRequest(baseUrl(), '/api/reservations', {
        method: 'POST',
        json: { name, phone: '0812 3456 7890', date, time: '19:00', guests: '2' },
        localAddress: '127.0.60.3',
      });
      expect(answer.status, JSON.stringify(answer.json)).toBe(201);
      const listed = await api(`/api/admin/reservations?date=${date}&limit=200`, { token });
      const stored = (listed.body as unknown as Array<{ id: string; name: string }>).find(
        (r) => r.id === answer.json?.id,
      );
      expect(stored?.name).toBe(shown);
    }
  });

  it('refuses control and direction characters in the single-line fields of every editor', async () => {
    const token = await adminToken();
    const restaurant = await api('/api/admin/restaurant', { token });
    const settings = await api('/api/admin/site-settings', { token });
    const cases: Array<[string, string, Record<string, unknown>, string]> = [
      ['POST', '/api/admin/menu/category/makanan/item', { ...dish, name: 'Rendang\u001b[31m' }, 'name'],
      ['POST', '/api/admin/menu/category/makanan/item', { ...dish, name: 'Sate', price: 'Rp\n1' }, 'price'],
      ['POST', '/api/admin/gallery', { url: '/images/x.svg', alt: 'Foto\u2066', category: 'food' }, 'alt'],
      [
        'POST',
        '/api/admin/events',
        { title: 'Malam\nMusik', date: 'Sabtu', description: '', image: '' },
        'title',
      ],
      ['PUT', '/api/admin/restaurant', { ...restaurant.body, name: 'Rumah\u0000Makan' }, 'name'],
      ['PUT', '/api/admin/site-settings', { ...settings.body, brand_text: 'Padang\u202e' }, 'brand_text'],
      [
        'POST',
        '/api/admin/users',
        { username: 'baru', role: 'editor', password: 'x'.repeat(12), full_name: 'A\nB' },
        'full_name',
      ],
    ];
    for (const [method, path, json, field] of cases) {
      const answer = await api(path, { method, token, json });
      expect(answer.status, `${path} ${field}`).toBe(400);
      expect(answer.body.detail, `${path} ${field}`).toContain(
        `${field}: must be one line of plain text (no control or direction characters)`,
      );
    }
  });

  it('refuses a lone surrogate, which would make an export invalid for strict JSON parsers', async () => {
    const token = await adminToken();
    const answer = await api('/api/admin/menu/category/makanan/item', {
      method: 'POST',
      token,
      body: '{"name":"Rendang \\ud800","category":"Makanan","description":"x","price":"Rp 1","image":"/images/x.svg"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toContain('name: must be one line of plain text');
  });
});

describe('image addresses of the site settings', () => {
  it("refuses a favicon or logo on the visitor's own network or over plain http, and changes nothing", async () => {
    const token = await adminToken();
    const current = await api('/api/admin/site-settings', { token });
    const cases: Array<[Record<string, string>, string]> = [
      [
        { favicon_url: 'https://192.168.1.1/favicon.ico' },
        'favicon_url: must not point to a local or private network address',
      ],
      [
        { favicon_url: 'http://images.example.com/favicon.ico' },
        'favicon_url: must be an https URL or a path starting with /',
      ],
      [
        { brand_logo: 'https://[::1]/logo.png' },
        'brand_logo: must not point to a local or private network address',
      ],
      [
        { brand_logo: 'https://router.local/logo.png' },
        'brand_logo: must not point to a local or private network address',
      ],
    ];
    for (const [change, problem] of cases) {
      const saved = await api('/api/admin/site-settings', {
        method: 'PUT',
        token,
        json: { ...current.body, ...change },
      });
      expect([change, saved.status]).toEqual([change, 400]);
      expect(String(saved.body.detail)).toContain(problem);
    }
    expect((await api('/api/admin/site-settings', { token })).body).toEqual(current.body);
    const fine = await api('/api/admin/site-settings', {
      method: 'PUT',
      token,
      json: { ...current.body, favicon_url: 'https://images.example.com/favicon.png' },
    });
    expect(fine.status, JSON.stringify(fine.body)).toBe(200);
    await api('/api/admin/site-settings', { method: 'PUT', token, json: current.body });
  });
});
