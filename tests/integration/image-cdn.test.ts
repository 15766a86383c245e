import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../helpers/admin.ts';
import { baseUrl } from '../helpers/http.ts';

/** A 2000×1500 photo-sized JPEG (a smooth gradient, so it stays under the upload limit). */
async function photo(): Promise<Buffer> {
  const width = 2000;
  const height = 1500;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = 120;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

const cdn = (url: string, params: string, accept = 'image/avif,image/webp,*/*') =>
  fetch(new URL(`/.netlify/images?url=${encodeURIComponent(url)}&${params}`, baseUrl()), {
    headers: { accept },
  });

let upload: string;

beforeAll(async () => {
  const token = await adminToken();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await photo())], { type: 'image/jpeg' }), 'photo.jpg');
  // The uploads store, served by a function at /uploads/<name>: the CDN fetches it from this same server.
  const response = await fetch(new URL('/api/admin/site-settings/upload-logo', baseUrl()), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(201);
  upload = ((await response.json()) as { url: string }).url;
  expect(upload).toMatch(/^\/uploads\/[a-z0-9]+\.jpg$/);
});

describe('Netlify Image CDN on the local server', () => {
  it('resizes a function-served photo to the width asked, in a format the browser takes', async () => {
    const response = await cdn(upload, 'w=400');
    expect(response.status).toBe(200);
    const type = response.headers.get('content-type');
    expect(['image/avif', 'image/webp']).toContain(type);
    const body = Buffer.from(await response.arrayBuffer());
    const meta = await sharp(body).metadata();
    expect(meta.width).toBe(400);
    expect(meta.height).toBe(300);
    expect(type === 'image/webp' ? 'webp' : 'heif').toBe(meta.format);
    // The source never changes under its name: the transformed file is cached as long as it is.
    const maxAge = Number(/max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1] ?? 0);
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
    expect(response.headers.get('vary') ?? '').toMatch(/accept/i);
    // The front's security headers, as on every other answer.
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toContain('max-age=');
    expect(body.length).toBeLessThan(60_000);
  });

  it('gives WebP to a browser that takes WebP but not AVIF, and honours fm and q', async () => {
    const webp = await cdn(upload, 'w=320', 'image/webp,*/*');
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).width).toBe(320);
    const avif = await cdn(upload, 'w=320&fm=avif&q=50', 'image/webp,*/*');
    expect(avif.headers.get('content-type')).toBe('image/avif');
  });

  it('refuses a photo on a site netlify.toml does not allow', async () => {
    const response = await cdn('https://evil.example/photo.jpg', 'w=400');
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get('content-type') ?? '').not.toMatch(/^image\//);
  });

  it('answers a missing source with an error, not an image', async () => {
    const response = await cdn('/uploads/missing000000.jpg', 'w=400');
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(await response.text()).not.toContain('127.0.0.1');
  });
});
