import { beforeAll, describe, expect, it } from 'vitest';
import { fallbackContent } from '../../src/content/fallback.ts';
import { adminToken } from '../helpers/admin.ts';
import { serverStore } from '../helpers/blobs.ts';
import { api } from '../helpers/http.ts';

let token: string;
const dish = {
  name: 'Gulai Tunjang',
  category: 'Makanan',
  description: 'Kikil sapi dalam kuah gulai kuning.',
  price: 'Rp 35.000',
  image: '/images/menu/gulai-ikan-kakap.svg',
};

/** Every blob of the content store, to prove a rejected request changed nothing. */
async function snapshot(): Promise<string> {
  const store = serverStore();
  const { blobs } = await store.list();
  const entries = await Promise.all(blobs.map(async (b) => [b.key, await store.get(b.key)] as const));
  return JSON.stringify(entries.sort(([a], [b]) => a.localeCompare(b)));
}

beforeAll(async () => {
  token = await adminToken();
});

describe('menu items', () => {
  it('lists categories with their items', async () => {
    const { status, body } = await api('/api/admin/menu', { token });
    expect(status).toBe(200);
    const menu = body as unknown as Array<{ id: string; items: unknown[] }>;
    expect(menu.map((c) => c.id)).toEqual(['makanan', 'minuman', 'lainnya']);
  });

  it('adds, edits and deletes an item; the slug follows the name and stays unique', async () => {
    const added = await api('/api/admin/menu/category/makanan/item', { method: 'POST', token, json: dish });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ ...dish, slug: 'gulai-tunjang', status: 'Tersedia', revision: 1 });
    const id = added.body.id as string;
    expect((await api('/api/menu/gulai-tunjang')).status).toBe(200);

    const twin = await api('/api/admin/menu/category/makanan/item', { method: 'POST', token, json: dish });
    expect(twin.body.slug).toBe('gulai-tunjang-2');

    const edited = await api(`/api/admin/menu/category/makanan/item/${id}`, {
      method: 'PUT',
      token,
      json: { ...dish, name: 'Gulai Tunjang Spesial', status: 'Habis', spice_level: 4, revision: 1 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      slug: 'gulai-tunjang-spesial',
      status: 'Habis',
      spice_level: 4,
      revision: 2,
    });
    expect((await api('/api/menu/gulai-tunjang')).status).toBe(404);
    expect((await api('/api/menu/gulai-tunjang-spesial')).body).toMatchObject({ id, status: 'Habis' });

    const removed = await api(`/api/admin/menu/category/makanan/item/${id}`, { method: 'DELETE', token });
    expect(removed.status).toBe(200);
    expect((await api('/api/menu/gulai-tunjang-spesial')).status).toBe(404);
    expect(
      (await api(`/api/admin/menu/category/makanan/item/${id}`, { method: 'DELETE', token })).status,
    ).toBe(404);
    await api(`/api/admin/menu/category/makanan/item/${twin.body.id}`, { method: 'DELETE', token });
  });

  it('refuses a stale save with 409 instead of overwriting', async () => {
    const added = await api('/api/admin/menu/category/minuman/item', {
      method: 'POST',
      token,
      json: { ...dish, name: 'Teh Tarik', category: 'Minuman' },
    });
    const path = `/api/admin/menu/category/minuman/item/${added.body.id}`;
    const first = await api(path, {
      method: 'PUT',
      token,
      json: { ...dish, name: 'Teh Tarik', price: 'Rp 12.000', revision: 1 },
    });
    expect(first.status).toBe(200);
    const second = await api(path, {
      method: 'PUT',
      token,
      json: { ...dish, name: 'Teh Tarik', price: 'Rp 9.000', revision: 1 },
    });
    expect(second.status).toBe(409);
    expect(second.body.detail).toMatch(/Someone else saved this item/);
    expect((await api('/api/menu/teh-tarik')).body.price).toBe('Rp 12.000');
  });

  it('rejects each class of bad input with a 400 naming the field, and changes nothing', async () => {
    const before = await snapshot();
    const cases: Array<[string, unknown, RegExp]> = [
      ['missing price', { ...dish, price: undefined }, /price/],
      [
        'price beyond exact totals',
        { ...dish, price: 'Rp 9.007.199.254.740.991' },
        /price.*Rp 100\.000\.000/,
      ],
      ['empty name', { ...dish, name: '   ' }, /name/],
      ['spice level above 5', { ...dish, spice_level: 6 }, /spice_level/],
      ['fractional spice', { ...dish, spice_level: 1.5 }, /spice_level/],
      ['calories as text', { ...dish, calories: 'banyak' }, /calories/],
      ['unknown status', { ...dish, status: 'Sold out' }, /status/],
      ['unknown category', { ...dish, category: 'Dessert' }, /category/],
      ['javascript: image', { ...dish, image: 'javascript:alert(1)' }, /image/],
      ['huge description', { ...dish, description: 'x'.repeat(5000) }, /description/],
      ['gallery not a list', { ...dish, gallery: 'a.png' }, /gallery/],
      ['a tag the menu does not know', { ...dish, contains: ['pork'] }, /contains/],
      ['tags not a list', { ...dish, contains: 'beef' }, /contains/],
      ['English name of two lines', { ...dish, name_en: 'Beef\nshank' }, /name_en/],
      ['array body', [dish], /expected object/i],
    ];
    for (const [label, body, field] of cases) {
      const { status, body: answer } = await api('/api/admin/menu/category/makanan/item', {
        method: 'POST',
        token,
        json: body,
      });
      expect(status, label).toBe(400);
      expect(answer.detail, label).toMatch(field);
    }
    const malformed = await api('/api/admin/menu/category/makanan/item', {
      method: 'POST',
      token,
      body: '{"name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ detail: 'Request body must be valid JSON' });
    const notJson = await api('/api/admin/menu/category/makanan/item', {
      method: 'POST',
      token,
      body: 'name=x',
    });
    expect(notJson.status).toBe(415);
    const unknownCategory = await api('/api/admin/menu/category/dessert/item', {
      method: 'POST',
      token,
      json: dish,
    });
    expect(unknownCategory.status).toBe(404);
    const traversal = await api('/api/admin/menu/category/makanan/item/..%2F..%2Fsettings', {
      method: 'PUT',
      token,
      json: dish,
    });
    expect(traversal.status).toBeGreaterThanOrEqual(400);
    expect(traversal.status).toBeLessThan(500);
    expect(await snapshot()).toBe(before);
  });

  it('keeps what a dish contains and its English texts, and the public dish answer carries them', async () => {
    const added = await api('/api/admin/menu/category/makanan/item', {
      method: 'POST',
      token,
      json: {
        ...dish,
        name: 'Gulai Babat',
        spice_level: 2,
        contains: ['offal', 'coconut_milk', 'beef'],
        name_en: 'Tripe curry',
        description_en: 'Beef tripe simmered in a yellow coconut curry.',
        portion_en: '1 bowl',
        ai_description_en: 'Simmered until tender.',
        ingredients_en: [' Beef tripe ', 'Coconut milk'],
        allergens_en: ['Coconut'],
      },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      contains: ['beef', 'coconut_milk', 'offal'],
      name_en: 'Tripe curry',
      description_en: 'Beef tripe simmered in a yellow coconut curry.',
      portion_en: '1 bowl',
      ai_description_en: 'Simmered until tender.',
      ingredients_en: ['Beef tripe', 'Coconut milk'],
      allergens_en: ['Coconut'],
    });
    // An English allergen list is held to the same limits as the Indonesian one.
    const tooMany = await api('/api/admin/menu/category/makanan/item', {
      method: 'POST',
      token,
      json: { ...dish, name: 'Gulai Limpa', allergens_en: Array.from({ length: 31 }, (_, n) => `A${n}`) },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.detail).toMatch(/^allergens_en: /);
    expect((await api('/api/menu/gulai-babat')).body).toMatchObject({ allergens_en: ['Coconut'] });
    const id = added.body.id as string;
    // An admin loaded before the English fields existed saves without them: they stay as they were.
    const older = await api(`/api/admin/menu/category/makanan/item/${id}`, {
      method: 'PUT',
      token,
      json: { ...dish, name: 'Gulai Babat', contains: ['offal'], revision: 1 },
    });
    expect(older.status).toBe(200);
    expect(older.body).toMatchObject({
      contains: ['offal'],
      name_en: 'Tripe curry',
      portion_en: '1 bowl',
      ingredients_en: ['Beef tripe', 'Coconut milk'],
      allergens_en: ['Coconut'],
    });
    const english = { name_en: '', description_en: '', portion_en: '', ai_description_en: '' };
    const cleared = await api(`/api/admin/menu/category/makanan/item/${id}`, {
      method: 'PUT',
      token,
      json: { ...dish, ...english, ingredients_en: [], allergens_en: [], name: 'Gulai Babat', revision: 2 },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({
      contains: ['offal'],
      name_en: '',
      description_en: '',
      portion_en: '',
      ai_description_en: '',
      ingredients_en: [],
      allergens_en: [],
    });
    const shown = await api('/api/menu/gulai-babat');
    expect(shown.body).toMatchObject({ contains: ['offal'], name_en: '' });
  });

  it('drops unknown fields instead of storing them', async () => {
    const { body } = await api('/api/admin/menu/category/lainnya/item', {
      method: 'POST',
      token,
      json: {
        ...dish,
        name: 'Kerupuk Sanjai',
        category: 'Lainnya',
        is_admin: true,
        slug: 'hijack',
        id: '../x',
      },
    });
    expect(body).not.toHaveProperty('is_admin');
    expect(body.slug).toBe('kerupuk-sanjai');
    expect(body.id).not.toBe('../x');
  });

  it('keeps all of 50 parallel adds', async () => {
    const before = (await serverStore().list({ prefix: 'menu/items/' })).blobs.length;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        api('/api/admin/menu/category/lainnya/item', {
          method: 'POST',
          token,
          json: { ...dish, category: 'Lainnya', name: `Paralel ${i}` },
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(201));
    const { body } = await api('/api/admin/menu', { token });
    const names = (body as unknown as Array<{ items: Array<{ name: string }> }>).flatMap((c) =>
      c.items.map((i) => i.name),
    );
    for (let i = 0; i < 50; i++) expect(names).toContain(`Paralel ${i}`);
    expect((await serverStore().list({ prefix: 'menu/items/' })).blobs.length).toBe(before + 50);
  }, 120_000);
});

describe('gallery and events', () => {
  it('adds, edits and deletes a gallery image', async () => {
    const added = await api('/api/admin/gallery', {
      method: 'POST',
      token,
      json: { url: '/images/gallery/ruang-makan.svg', alt: 'Meja panjang', category: 'interior' },
    });
    expect(added.status).toBe(201);
    const path = `/api/admin/gallery/${added.body.id}`;
    const edited = await api(path, {
      method: 'PUT',
      token,
      json: { ...added.body, alt: 'Meja panjang untuk rombongan' },
    });
    expect(edited.body).toMatchObject({ alt: 'Meja panjang untuk rombongan', revision: 2 });
    expect(
      (await api(path, { method: 'PUT', token, json: { ...added.body, category: 'people' } })).status,
    ).toBe(400);
    expect((await api(path, { method: 'DELETE', token })).status).toBe(200);
    const { body } = await api('/api/admin/gallery', { token });
    expect((body as unknown as Array<{ id: string }>).map((g) => g.id)).not.toContain(added.body.id);
  });

  it('adds, edits and deletes an event; the image is optional', async () => {
    const added = await api('/api/admin/events', {
      method: 'POST',
      token,
      json: {
        title: 'Lomba Makan Rendang',
        date: 'Minggu, 1 Maret 2027',
        description: 'Siapa paling cepat?',
      },
    });
    expect(added.status).toBe(201);
    expect(added.body.image).toBe('');
    const path = `/api/admin/events/${added.body.id}`;
    expect((await api(path, { method: 'PUT', token, json: { ...added.body, title: '' } })).status).toBe(400);
    const edited = await api(path, {
      method: 'PUT',
      token,
      json: { ...added.body, title: 'Lomba Makan Rendang 2027' },
    });
    expect(edited.body.title).toBe('Lomba Makan Rendang 2027');
    expect((await api(path, { method: 'DELETE', token })).status).toBe(200);
    expect((await api(path, { method: 'DELETE', token })).status).toBe(404);
  });

  it('keeps an event in English beside the Indonesian, and an event without English reads as before', async () => {
    const event = { title: 'Malam Randai', date: 'Setiap Sabtu, 19:30 - 21:30', description: 'Randai.' };
    const added = await api('/api/admin/events', {
      method: 'POST',
      token,
      json: {
        ...event,
        title_en: 'Randai night',
        date_en: 'Every Saturday, 7:30 to 9:30 pm',
        description_en: 'Minangkabau folk theatre.',
      },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      title_en: 'Randai night',
      date_en: 'Every Saturday, 7:30 to 9:30 pm',
    });
    const path = `/api/admin/events/${added.body.id}`;
    const tooLong = await api(path, {
      method: 'PUT',
      token,
      json: { ...added.body, title_en: 'x'.repeat(121) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.detail).toMatch(/title_en/);
    // An admin loaded before events had English saves without it: the English stays as it was.
    const older = await api(path, {
      method: 'PUT',
      token,
      json: { ...event, title: 'Malam Randai Minang', revision: added.body.revision },
    });
    expect(older.status).toBe(200);
    expect(older.body).toMatchObject({
      title: 'Malam Randai Minang',
      title_en: 'Randai night',
      date_en: 'Every Saturday, 7:30 to 9:30 pm',
      description_en: 'Minangkabau folk theatre.',
    });
    const plain = await api('/api/admin/events', { method: 'POST', token, json: event });
    expect(plain.body).toMatchObject({ title_en: '', date_en: '', description_en: '' });
    await api(path, { method: 'DELETE', token });
    await api(`/api/admin/events/${plain.body.id}`, { method: 'DELETE', token });
  });

  it('keeps the optional dates of an event, and refuses dates that do not fit together with why', async () => {
    const event = { title: 'Malam Randai', date: 'Setiap Sabtu, 19:30 - 21:30', description: 'Randai.' };
    const added = await api('/api/admin/events', {
      method: 'POST',
      token,
      json: { ...event, starts_at: '2027-01-02T19:30', ends_at: '2027-01-02T21:30', repeat: 'weekly' },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      starts_at: '2027-01-02T19:30',
      ends_at: '2027-01-02T21:30',
      repeat: 'weekly',
    });
    const path = `/api/admin/events/${added.body.id}`;
    for (const [bad, detail] of [
      [{ starts_at: '2027-01-02 19:30' }, 'starts_at: must be a date and time (yyyy-mm-ddTHH:mm)'],
      [{ ends_at: '2027-01-02T19:00' }, 'ends_at: must be after the start'],
      [{ starts_at: null }, 'starts_at: needs a start date and time'],
      [{ repeat: 'daily' }, 'repeat:'],
    ] as const) {
      const refused = await api(path, { method: 'PUT', token, json: { ...added.body, ...bad } });
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(String(refused.body.detail)).toContain(detail);
    }
    // Saved by an admin loaded before the dates existed: they stay as they were.
    const older = await api(path, {
      method: 'PUT',
      token,
      json: { ...event, title: 'Malam Randai Minang', revision: added.body.revision },
    });
    expect(older.status).toBe(200);
    expect(older.body).toMatchObject({
      starts_at: '2027-01-02T19:30',
      ends_at: '2027-01-02T21:30',
      repeat: 'weekly',
    });
    // A new start after the end kept as stored is refused, as if both had been sent.
    const before = await snapshot();
    const pastEnd = await api(path, {
      method: 'PUT',
      token,
      json: { ...event, starts_at: '2027-01-02T22:00', revision: older.body.revision },
    });
    expect(pastEnd.status).toBe(400);
    expect(String(pastEnd.body.detail)).toContain('ends_at: must be after the start');
    expect(await snapshot()).toBe(before);
    // Sent empty, they are cleared: an event without dates.
    const plain = await api(path, {
      method: 'PUT',
      token,
      json: { ...event, starts_at: null, ends_at: null, repeat: null, revision: older.body.revision },
    });
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({ starts_at: null, ends_at: null, repeat: null });
    expect((await api(path, { method: 'DELETE', token })).status).toBe(200);
  });
});

describe('restaurant info and site settings', () => {
  it('keeps what an admin loaded before a deploy does not send; what it sends empty is cleared', async () => {
    const full = {
      ...fallbackContent.restaurant,
      tagline_en: 'Padang food, cooked slowly',
      city: 'Kota Padang',
      postalCode: '25118',
      halal: { certificate_number: 'ID13110000123450722', valid_until: '2027-05-01' },
    };
    expect((await api('/api/admin/restaurant', { method: 'PUT', token, json: full })).status).toBe(200);
    const { tagline_en: _t, city: _c, postalCode: _p, halal: _h, ...older } = full;
    const saved = await api('/api/admin/restaurant', {
      method: 'PUT',
      token,
      json: { ...older, tagline: 'Tagline lama' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const expected = {
      tagline: 'Tagline lama',
      tagline_en: 'Padang food, cooked slowly',
      city: 'Kota Padang',
      postalCode: '25118',
      halal: { certificate_number: 'ID13110000123450722', valid_until: '2027-05-01' },
    };
    expect(saved.body).toMatchObject(expected);
    expect((await api('/api/admin/restaurant', { token })).body).toMatchObject(expected);
    const cleared = await api('/api/admin/restaurant', {
      method: 'PUT',
      token,
      json: { ...full, tagline_en: '', halal: { certificate_number: '', valid_until: '' } },
    });
    expect(cleared.body).toMatchObject({
      tagline_en: '',
      halal: { certificate_number: '', valid_until: '' },
    });
    await api('/api/admin/restaurant', { method: 'PUT', token, json: fallbackContent.restaurant });
  });

  it('saves the whole restaurant info and rejects a non-https map or a bad email', async () => {
    const info = { ...fallbackContent.restaurant, tagline: 'Tagline baru' };
    expect((await api('/api/admin/restaurant', { method: 'PUT', token, json: info })).status).toBe(200);
    expect((await api('/api/admin/restaurant', { token })).body.tagline).toBe('Tagline baru');
    const english = { ...info, tagline_en: 'Padang food, cooked slowly' };
    expect((await api('/api/admin/restaurant', { method: 'PUT', token, json: english })).status).toBe(200);
    expect((await api('/api/admin/restaurant', { token })).body.tagline_en).toBe(
      'Padang food, cooked slowly',
    );
    const before = await snapshot();
    for (const bad of [
      { mapEmbedUrl: 'http://maps.example/x' },
      { email: 'bukan-email' },
      { whatsapp: '+62 812' },
      { phone: 'abc' },
      { tagline_en: 'x'.repeat(201) },
    ]) {
      const { status, body } = await api('/api/admin/restaurant', {
        method: 'PUT',
        token,
        json: { ...info, ...bad },
      });
      expect(status).toBe(400);
      expect(body.detail).toMatch(Object.keys(bad)[0] as string);
    }
    expect(await snapshot()).toBe(before);
  });

  it('refuses a share link or a Google Maps page for the map, saying how to get the embed link', async () => {
    const info = { ...fallbackContent.restaurant };
    const before = await snapshot();
    for (const link of [
      'https://maps.app.goo.gl/xYz12AbCdEf3GhIj8',
      'https://www.google.com/maps/place/Rumah+Makan+Sederhana/@-0.3049,100.3675,17z',
    ]) {
      const { status, body } = await api('/api/admin/restaurant', {
        method: 'PUT',
        token,
        json: { ...info, mapEmbedUrl: link },
      });
      expect(status).toBe(400);
      expect(body.detail).toMatch(/^mapEmbedUrl: is a (share link|Google Maps page), not an embed link/);
      expect(body.detail).toContain('Share → Embed a map');
    }
    expect(await snapshot()).toBe(before);
    const embed =
      'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3989.2!2d100.3691!3d-0.3051!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2zMMKwMTgnMTguNCJT!5e0!3m2!1sid!2sid!4v1700000000000!5m2!1sid!2sid';
    const saved = await api('/api/admin/restaurant', {
      method: 'PUT',
      token,
      json: { ...info, mapEmbedUrl: embed },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.mapEmbedUrl).toBe(embed);
  });

  // Issue 14, item 22: the guest form took 08xx numbers, the admin's WhatsApp field refused them.
  it('takes the WhatsApp number written the local way and stores it as wa.me needs it', async () => {
    const info = { ...fallbackContent.restaurant, whatsapp: '0812 6612 3456' };
    const saved = await api('/api/admin/restaurant', { method: 'PUT', token, json: info });
    expect(saved.status).toBe(200);
    expect(saved.body.whatsapp).toBe('6281266123456');
    expect((await api('/api/admin/restaurant', { token })).body.whatsapp).toBe('6281266123456');
    const international = { ...info, whatsapp: '+62 812-6612-3456' };
    expect(
      (await api('/api/admin/restaurant', { method: 'PUT', token, json: international })).body.whatsapp,
    ).toBe('6281266123456');
  });

  it('saves site settings, visible on the public endpoint', async () => {
    const settings = { ...fallbackContent.settings, page_title: 'Rumah Makan | Uji' };
    expect((await api('/api/admin/site-settings', { method: 'PUT', token, json: settings })).status).toBe(
      200,
    );
    expect((await api('/api/site-settings')).body.page_title).toBe('Rumah Makan | Uji');
    const missing = await api('/api/admin/site-settings', {
      method: 'PUT',
      token,
      json: { ...settings, favicon_url: '' },
    });
    expect(missing.status).toBe(400);
    await api('/api/admin/site-settings', { method: 'PUT', token, json: fallbackContent.settings });
  });

  it('turns the English pages on and off; Indonesian always stays, and a save without languages keeps them as they are', async () => {
    const save = (json: unknown) => api('/api/admin/site-settings', { method: 'PUT', token, json });
    const english = await save({ ...fallbackContent.settings, languages: ['en', 'id', 'en'] });
    expect(english.status).toBe(200);
    // Stored in the site's order, once each.
    expect(english.body.languages).toEqual(['id', 'en']);
    expect((await api('/api/site-settings')).body.languages).toEqual(['id', 'en']);
    for (const languages of [['en'], [], ['id', 'fr'], 'en']) {
      const refused = await save({ ...fallbackContent.settings, languages });
      expect(refused.status, JSON.stringify(languages)).toBe(400);
      expect(refused.body.detail).toMatch(/languages/);
    }
    expect((await api('/api/site-settings')).body.languages).toEqual(['id', 'en']);
    // An admin loaded before the English pages existed saves without them: they stay on.
    const { languages: _dropped, ...withoutLanguages } = fallbackContent.settings;
    expect((await save(withoutLanguages)).body.languages).toEqual(['id', 'en']);
    expect((await save({ ...fallbackContent.settings, languages: ['id'] })).body.languages).toEqual(['id']);
  });

  for (const [path, field] of [
    ['/api/admin/restaurant', 'tagline'],
    ['/api/admin/site-settings', 'meta_description'],
  ] as const) {
    it(`${path}: a save based on a version someone saved since is refused, and nothing of theirs is lost`, async () => {
      const opened = await api(path, { token });
      const saveBasedOn = (tag: string, value: string) =>
        api(path, {
          method: 'PUT',
          token,
          json: { ...opened.body, [field]: value },
          headers: { 'if-match': tag },
        });
      const etag = opened.headers.get('etag') as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const theirs = await saveBasedOn(etag, 'Simpanan rekan');
      expect(theirs.status).toBe(200);
      const newTag = theirs.headers.get('etag');
      expect(newTag).not.toBe(etag);
      const before = await snapshot();
      const mine = await saveBasedOn(etag, 'Simpanan saya');
      expect(mine.status).toBe(409);
      expect(mine.body.detail).toMatch(/^Someone else saved the .+ after you opened them\. Reload/);
      expect(await snapshot()).toBe(before);
      expect((await api(path, { token })).body[field]).toBe('Simpanan rekan');
      // Based on the current version (what a reload gives), the same save goes through.
      const again = await saveBasedOn(newTag as string, 'Simpanan saya');
      expect(again.status).toBe(200);
      expect((await api(path, { token })).headers.get('etag')).toBe(again.headers.get('etag'));
      // A client that sends no version replaces whatever is stored, as before.
      const plain = await api(path, { method: 'PUT', token, json: opened.body });
      expect(plain.status).toBe(200);
    });
  }

  it('of parallel saves from one opened version, one lands; the version it replaced is in the history', async () => {
    const opened = await api('/api/admin/restaurant', { token });
    const etag = opened.headers.get('etag') as string;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        api('/api/admin/restaurant', {
          method: 'PUT',
          token,
          json: { ...opened.body, tagline: `Serentak ${i}` },
          headers: { 'if-match': etag },
        }),
      ),
    );
    const landed = answers.filter((a) => a.status === 200);
    expect(landed).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(5);
    const stored = (await api('/api/admin/restaurant', { token })).body;
    expect(stored.tagline).toBe(landed[0]?.body.tagline);
    const history = (await api('/api/admin/settings-history/restaurant', { token }))
      .body as unknown as Array<{
      version: { tagline: string };
    }>;
    expect(history[0]?.version.tagline).toBe(opened.body.tagline);
    expect(history.filter((entry) => entry.version.tagline.startsWith('Serentak'))).toHaveLength(0);
  });
});

describe('AI description', () => {
  it('writes a description from the dish facts without a configured service', async () => {
    const { status, body } = await api('/api/ai/describe-menu', {
      method: 'POST',
      token,
      json: {
        item_name: 'Gulai Tunjang',
        category: 'Makanan',
        ingredients: ['kikil', 'santan'],
        image_url: '',
        current_description: '',
      },
    });
    expect(status).toBe(200);
    expect(body.description).toContain('Gulai Tunjang');
    expect(body.description).toContain('kikil');
  });

  it('writes the English description when asked for English', async () => {
    const { status, body } = await api('/api/ai/describe-menu', {
      method: 'POST',
      token,
      json: {
        item_name: 'Gulai Tunjang',
        item_name_en: 'Beef tendon curry',
        category: 'Makanan',
        contains: ['beef', 'coconut_milk'],
        language: 'en',
      },
    });
    expect(status).toBe(200);
    expect(body.description).toContain('Gulai Tunjang (Beef tendon curry)');
    expect(body.description).toContain('beef and coconut milk');
    const unknown = await api('/api/ai/describe-menu', {
      method: 'POST',
      token,
      json: { item_name: 'Gulai Tunjang', language: 'fr' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.detail).toMatch(/language/);
  });

  it('needs the item name', async () => {
    const { status } = await api('/api/ai/describe-menu', { method: 'POST', token, json: { item_name: '' } });
    expect(status).toBe(400);
  });
});
