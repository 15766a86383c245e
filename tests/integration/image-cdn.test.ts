import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer as createTcpServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createImageCdn } from '../../scripts/local/image-cdn.ts';
import { adminToken } from '../helpers/admin.ts';
import { baseUrl } from '../helpers/http.ts';
import { CAMERA_EXIF } from '../helpers/photos.ts';

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

/** The CDN's answer to a query written as it is sent (nothing encoded on the way). */
const rawCdn = (query: string) =>
  fetch(new URL(`/.netlify/images?${query}`, baseUrl()), { headers: { accept: 'image/webp,*/*' } });

/** Whether a refusal's detail names the parameter: `w: must be …`, or `Unrecognized key: "blur"`. */
const names = (detail: string, parameter: string) =>
  detail.startsWith(`${parameter}: `) || detail.includes(`"${parameter}"`);

/** A TCP listener that only counts who connects to it: a host the CDN must never reach. */
async function tripwire() {
  let connections = 0;
  const server = createTcpServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

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

describe('the parameters Netlify documents, and nothing else', () => {
  const refused: Array<[string, string]> = [
    ['w', 'w=abc'],
    ['w', 'w=-5'],
    ['w', 'w=0'],
    ['w', 'w=12.5'],
    ['w', 'w=4001'],
    ['h', 'h=1e3'],
    ['q', 'q=0'],
    ['q', 'q=101'],
    ['fm', 'fm=tiff'],
    ['fm', 'fm=png,extend_6000_6000_6000_6000'],
    ['fit', 'fit=fill,enlarge'],
    ['fit', 'fit=inside'],
    ['position', 'position=entropy'],
    ['position', 'position=center,blur_300'],
    ['blur', 'blur=5'],
    ['width', 'width=400'],
  ];
  it.each(refused)('answers 400 JSON naming "%s" for %s', async (name, query) => {
    const response = await rawCdn(`url=${encodeURIComponent(upload)}&${query}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as { detail: string };
    expect(names(body.detail, name), body.detail).toBe(true);
  });

  it('answers 400 JSON naming "url" when the source is missing', async () => {
    for (const query of ['w=100', 'url=&w=100']) {
      const response = await rawCdn(query);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { detail: string };
      expect(names(body.detail, 'url'), body.detail).toBe(true);
    }
  });

  it('never makes a file larger than its source, whatever the size asked', async () => {
    const wide = await cdn(upload, 'w=4000&fm=png');
    expect(wide.status).toBe(200);
    const wideMeta = await sharp(Buffer.from(await wide.arrayBuffer())).metadata();
    expect([wideMeta.width, wideMeta.height]).toEqual([2000, 1500]);
    const filled = await cdn(upload, 'w=4000&h=4000&fit=fill&fm=png');
    expect(filled.status).toBe(200);
    const filledMeta = await sharp(Buffer.from(await filled.arrayBuffer())).metadata();
    expect(filledMeta.width).toBeLessThanOrEqual(2000);
    expect(filledMeta.height).toBeLessThanOrEqual(1500);
  });

  it('crops to the box asked with fit=cover and a position, in the format asked', async () => {
    const response = await cdn(upload, 'w=300&h=300&fit=cover&position=top&fm=png&q=60');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 300, 300]);
  });

  it('answers fm=blurhash with the BlurHash text of the image', async () => {
    const response = await cdn(upload, 'fm=blurhash');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toMatch(/^[0-9A-Za-z#$%*+,\-.:;=?@[\]^_{|}~]{28}$/);
  });

  it('transforms a URL once: asked again, the file comes from its cache', async () => {
    const first = await cdn(upload, 'w=212&q=61');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-status')).toMatch(/; fwd=miss/);
    const again = await cdn(upload, 'w=212&q=61');
    expect(again.status).toBe(200);
    expect(again.headers.get('cache-status')).toMatch(/; hit/);
    expect(Buffer.from(await again.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
  });
});

describe('the sources it fetches', () => {
  const host = (port: number) => `127.0.0.1:${port}`;
  it.each([
    ['a backslash', (port: number) => `/%5C${host(port)}/a3`],
    ['two backslashes', (port: number) => `/%5C%5C${host(port)}/a3`],
    ['a tab', (port: number) => `/%09/${host(port)}/a3`],
    ['a line feed', (port: number) => `/%0A/${host(port)}/a3`],
    ['two slashes', (port: number) => `//${host(port)}/a3`],
    ['its own scheme', (port: number) => `http://${host(port)}/a3`],
  ])('never contacts another host named with %s', async (_, source) => {
    const other = await tripwire();
    try {
      const response = await rawCdn(`url=${source(other.port)}&w=100`);
      // One more answer from the server: whatever it started for the first request has had its turn.
      await cdn(upload, 'w=100');
      expect(other.connections()).toBe(0);
      expect(response.status).toBe(403);
      expect(await response.json()).toHaveProperty('detail');
    } finally {
      await other.close();
    }
  });

  it('follows no redirect to another origin, neither from the site nor from an allowed remote host', async () => {
    const other = await tripwire();
    const redirecting = createHttpServer((_, response) => {
      response.writeHead(302, { location: `http://${host(other.port)}/photo.jpg` }).end();
    });
    const port = await listen(redirecting);
    const root = await mkdtemp(join(tmpdir(), 'image-cdn-'));
    try {
      await writeFile(
        join(root, 'netlify.toml'),
        `[images]\n  remote_images = ['http://127\\.0\\.0\\.1:${port}/.*']\n`,
      );
      const imageCdn = await createImageCdn(root);
      const ask = (url: string, origin: string) =>
        imageCdn.handle(
          new Request(`${origin}/.netlify/images?url=${encodeURIComponent(url)}&w=100`),
          origin,
        );
      const remote = await ask(`http://${host(port)}/photo.jpg`, 'http://127.0.0.1:9');
      const site = await ask('/photo.jpg', `http://${host(port)}`);
      expect(other.connections()).toBe(0);
      expect([remote.status, site.status]).toEqual([403, 403]);
    } finally {
      await new Promise((resolve) => redirecting.close(resolve));
      await other.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('what it makes', () => {
  it("is upright and carries none of the source's EXIF, GPS position, XMP or ICC profile", async () => {
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#8b1a1a' } })
      .withExif(CAMERA_EXIF)
      .withMetadata({ orientation: 6 })
      .withIccProfile('p3')
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>')
      .jpeg()
      .toBuffer();
    const before = await sharp(photo).metadata();
    expect([before.orientation, Boolean(before.exif), Boolean(before.icc), Boolean(before.xmp)]).toEqual([
      6,
      true,
      true,
      true,
    ]);
    const site = createHttpServer((_, response) => {
      response.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
    });
    const origin = `http://127.0.0.1:${await listen(site)}`;
    try {
      // No netlify.toml there: no remote image is allowed.
      const imageCdn = await createImageCdn(join(tmpdir(), 'image-cdn-without-config'));
      const response = await imageCdn.handle(
        new Request(`${origin}/.netlify/images?url=/photo.jpg&w=150&fm=jpg`),
        origin,
      );
      expect(response.status).toBe(200);
      const body = Buffer.from(await response.arrayBuffer());
      const made = await sharp(body).metadata();
      expect([made.width, made.height]).toEqual([150, 200]);
      expect([made.orientation, made.exif, made.icc, made.xmp]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      expect(body.includes(Buffer.from('Kamera Saku'))).toBe(false);
    } finally {
      await new Promise((resolve) => site.close(resolve));
    }
  });
});
