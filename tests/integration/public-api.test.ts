import { beforeAll, describe, expect, it } from 'vitest';
import { fallbackContent } from '../../src/content/fallback.ts';
import { putSiteSettings } from '../../src/server/content/settings-repo.ts';
import { API_CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from '../../src/server/http/security-headers.ts';
import { ensureSeeded } from '../../src/server/store/seed.ts';
import { serverStore } from '../helpers/blobs.ts';
import { api } from '../helpers/http.ts';

describe('public functions over HTTP', () => {
  beforeAll(async () => {
    await ensureSeeded(serverStore());
  });

  it('GET /api/site-settings returns the settings the admin saved', async () => {
    await putSiteSettings(serverStore(), { ...fallbackContent.settings, page_title: 'Judul Uji' });
    const { status, body, headers } = await api('/api/site-settings');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('application/json');
    expect(body).toMatchObject({ page_title: 'Judul Uji', brand_type: 'text', brand_logo: null });
    expect(Object.keys(body).sort()).toEqual(
      [
        'brand_logo',
        'brand_text',
        'brand_type',
        'favicon_url',
        'languages',
        'meta_description',
        'page_title',
      ].sort(),
    );
    await putSiteSettings(serverStore(), fallbackContent.settings);
  });

  it('GET /api/menu/{slug} returns the dish', async () => {
    const { status, body } = await api('/api/menu/gulai-ikan-kakap');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      name: 'Gulai Ikan Kakap',
      slug: 'gulai-ikan-kakap',
      category: 'Makanan',
      spice_level: 2,
    });
  });

  it('GET /api/menu/{slug} answers 404 with a detail for an unknown dish', async () => {
    const { status, body } = await api('/api/menu/nasi-goreng-keju');
    expect(status).toBe(404);
    expect(body).toEqual({ detail: "The menu item you're looking for doesn't exist." });
  });

  it('does not let a slug reach other keys of the store', async () => {
    for (const slug of ['RENDANG-DAGING', 'rendang%00daging', `${'a'.repeat(300)}`]) {
      const { status, body } = await api(`/api/menu/${slug}`);
      expect(status, slug).toBe(404);
      expect(body).toHaveProperty('detail');
    }
  });

  it('GET /api/menu/{slug}/related returns at most 3 other dishes by default, never the dish itself', async () => {
    const { status, body } = await api('/api/menu/rendang-daging/related?limit=3');
    expect(status).toBe(200);
    const list = body as unknown as Array<Record<string, unknown>>;
    expect(list).toHaveLength(3);
    expect(list.map((item) => item.slug)).not.toContain('rendang-daging');
    expect(Object.keys(list[0] ?? {}).sort()).toEqual([
      'description',
      'id',
      'image',
      'name',
      'name_en',
      'price',
      'slug',
    ]);
  });

  it('clamps the related limit', async () => {
    const many = await api('/api/menu/rendang-daging/related?limit=500');
    const count = (many.body as unknown as unknown[]).length;
    expect(count).toBeGreaterThan(3);
    expect(count).toBeLessThanOrEqual(12);
    const none = await api('/api/menu/rendang-daging/related?limit=-4');
    expect((none.body as unknown as unknown[]).length).toBe(1);
  });

  it('answers 405 with a detail for a method a public endpoint does not take', async () => {
    const { status, body } = await api('/api/site-settings', { method: 'DELETE' });
    expect(status).toBe(405);
    expect(body).toHaveProperty('detail');
  });
});

describe('headers of every function answer', () => {
  const expectSecurityHeaders = (headers: Headers) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers.get(name)).toBe(value);
    expect(headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY);
  };

  it('successes, client errors and refused methods alike; admin answers are never cached', async () => {
    const answers = await Promise.all([
      api('/api/menu/rendang-daging'),
      api('/api/menu/tidak-ada'),
      api('/api/reservations', { method: 'POST', json: { name: '' } }),
      api('/api/status', { method: 'DELETE' }),
      api('/api/admin/menu'),
      api('/api/admin/auth/login', { method: 'POST', json: { username: 'nobody', password: 'x' } }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 404, 400, 405, 401, 401]);
    for (const { headers } of answers) expectSecurityHeaders(headers);
    for (const { headers } of answers.slice(4)) expect(headers.get('cache-control')).toBe('no-store');
  });
});
