import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adminManifest, brandInitial, renderAdminIcon } from '../../src/build/admin-app.ts';
import { fallbackContent } from '../../src/content/fallback.ts';
import type { ContentSnapshot } from '../../src/domain/content/site-content.ts';
import type { SiteSettings } from '../../src/domain/content/site-settings.ts';
import { DEFAULT_ORDERING_SETTINGS } from '../../src/domain/orders/ordering-settings.ts';
import { DEFAULT_PREORDER_SETTINGS } from '../../src/domain/orders/preorder-schemas.ts';

const snapshotOf = (
  settings: Partial<SiteSettings> = {},
  brand_logo: string | null = null,
): ContentSnapshot => ({
  revision: null,
  read_at: new Date().toISOString(),
  content: { ...fallbackContent, settings: { ...fallbackContent.settings, ...settings } },
  images: {},
  share_photo: null,
  brand_logo,
  ordering: DEFAULT_ORDERING_SETTINGS,
  preorder: DEFAULT_PREORDER_SETTINGS,
});

/** The colour of one pixel of a PNG, as #rrggbb plus its opacity (0-255). */
async function pixel(png: Buffer, x: number, y: number): Promise<{ colour: string; alpha: number }> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 4;
  const hex = (n: number | undefined) => (n ?? 0).toString(16).padStart(2, '0');
  return { colour: `#${hex(data[at])}${hex(data[at + 1])}${hex(data[at + 2])}`, alpha: data[at + 3] ?? 0 };
}

type Icon = { src: string; sizes: string; purpose: string };
const iconsOf = async (snapshot: ContentSnapshot) => (await adminManifest(snapshot)).icons as Icon[];

describe('the admin as an installable app', () => {
  it('is named after the brand, opens the dashboard in its own window and stays within /admin/', async () => {
    const manifest = await adminManifest(snapshotOf({ brand_text: 'Pondok Minang' }));
    expect(manifest).toMatchObject({
      id: '/admin/',
      name: 'Pondok Minang · Admin',
      short_name: 'Pondok Minang',
      start_url: '/admin/dashboard',
      scope: '/admin/',
      display: 'standalone',
      theme_color: '#7a1a1a',
      background_color: '#f7f3ec',
    });
  });

  it('lists icons of 192 and 512 px and a maskable one, at addresses that change with the brand', async () => {
    const icons = await iconsOf(snapshotOf());
    expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    const renamed = await iconsOf(snapshotOf({ brand_text: 'Pondok Minang' }));
    expect(renamed[0]?.src).toMatch(/^\/admin\/icon-192\.png\?v=\w+$/);
    expect(renamed[0]?.src).not.toBe(icons[0]?.src);
  });

  it("draws the brand's initial when there is no logo: cream on maroon, to the edges when maskable", async () => {
    const snapshot = snapshotOf({ brand_text: 'sederhana rasa' });
    const small = await renderAdminIcon(snapshot, 'icon-192');
    expect(await sharp(small).metadata()).toMatchObject({ format: 'png', width: 192, height: 192 });
    // Rounded corners, maroon ground.
    expect((await pixel(small, 0, 0)).alpha).toBe(0);
    expect((await pixel(small, 20, 96)).colour).toBe('#7a1a1a');
    const maskable = await renderAdminIcon(snapshot, 'icon-maskable-512');
    expect(await pixel(maskable, 0, 0)).toEqual({ colour: '#7a1a1a', alpha: 255 });
    expect(brandInitial('sederhana rasa')).toBe('S');
    expect(brandInitial('  éclair')).toBe('É');
  });

  it('draws the logo when the navbar shows one: an uploaded one from the snapshot, a shipped one from public/', async () => {
    const logo = (await sharp({ create: { width: 300, height: 300, channels: 3, background: '#c0ffee' } })
      .png()
      .toBuffer()) as Buffer;
    const uploaded = snapshotOf(
      { brand_type: 'image', brand_logo: '/uploads/abc123.png' },
      logo.toString('base64'),
    );
    const icon = await renderAdminIcon(uploaded, 'icon-512');
    expect(await pixel(icon, 256, 256)).toEqual({ colour: '#c0ffee', alpha: 255 });
    // Maskable: the logo within the safe zone, on cream to the edges.
    const maskable = await renderAdminIcon(uploaded, 'icon-maskable-512');
    expect(await pixel(maskable, 256, 256)).toEqual({ colour: '#c0ffee', alpha: 255 });
    expect(await pixel(maskable, 40, 256)).toEqual({ colour: '#fff8e7', alpha: 255 });

    const shipped = snapshotOf({ brand_type: 'image', brand_logo: '/images/logo.svg' });
    const initial = await renderAdminIcon(snapshotOf(), 'icon-512');
    expect((await renderAdminIcon(shipped, 'icon-512')).equals(initial)).toBe(false);
    // A logo the navbar does not show (text chosen) is not the app's either.
    const unused = snapshotOf({ brand_type: 'text', brand_logo: '/images/logo.svg' });
    expect((await renderAdminIcon(unused, 'icon-512')).equals(initial)).toBe(true);
  });
});
