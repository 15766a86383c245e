import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_TOO_MANY_PIXELS } from '../../src/domain/media/media-library.ts';
import { adminToken } from '../helpers/admin.ts';
import { MULTIPART, multipart, send } from '../helpers/fuzz.ts';
import { baseUrl } from '../helpers/http.ts';
import { declaredPng, phonePhoto } from '../helpers/photos.ts';

let token: string;
const PNG_HEADER = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A real PNG logo with a transparent background. */
const logoPng = () =>
  sharp({ create: { width: 120, height: 40, channels: 4, background: '#7a1a1a80' } })
    .png()
    .toBuffer();

async function upload(data: Buffer, filename: string, type = 'application/octet-stream') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), filename);
  const response = await fetch(new URL('/api/admin/site-settings/upload-logo', baseUrl()), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

beforeAll(async () => {
  token = await adminToken();
});

describe('logo upload', () => {
  it('stores a PNG and serves it back with its type, its transparency and a long cache', async () => {
    const { status, body } = await upload(await logoPng(), 'logo.png', 'image/png');
    expect(status).toBe(201);
    expect(body.url).toMatch(/^\/uploads\/[a-z0-9]+\.png$/);
    const served = await fetch(new URL(body.url as string, baseUrl()));
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('immutable');
    const stored = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([stored.format, stored.width, stored.height, stored.hasAlpha]).toEqual(['png', 120, 40, true]);
  });

  it('accepts exactly 2,097,152 bytes and refuses 2,097,153', async () => {
    // What follows the image's end is not part of the picture: it is dropped when the logo is encoded again.
    const png = await logoPng();
    const atLimit = Buffer.concat([png, Buffer.alloc(2_097_152 - png.length)]);
    expect((await upload(atLimit, 'big.png', 'image/png')).status).toBe(201);
    const over = Buffer.concat([png, Buffer.alloc(2_097_153 - png.length)]);
    const { status, body } = await upload(over, 'big.png', 'image/png');
    expect(status).toBe(413);
    expect(body).toEqual({ detail: 'File size must be less than 2MB' });
  });

  it('judges the type by content, not by name', async () => {
    const fake = await upload(Buffer.from('<html><script>alert(1)</script></html>'), 'logo.png', 'image/png');
    expect(fake.status).toBe(415);
    expect(fake.body).toEqual({ detail: 'Only PNG, JPG, and SVG files are allowed' });
    const photo = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#c33' } })
      .jpeg()
      .toBuffer();
    const jpeg = await upload(photo, 'photo.txt');
    expect(jpeg.status).toBe(201);
    expect(jpeg.body.url).toMatch(/\.jpg$/);
  });

  it('sanitises an SVG with scripts and serves it sandboxed', async () => {
    const svg = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)">
      <script>alert(document.cookie)</script><foreignObject><div>x</div></foreignObject>
      <image href="https://evil.example/x.png"/><rect width="10" height="10" fill="url(https://evil.example/#x)"/>
      <circle r="4" cx="5" cy="5" fill="#7a1a1a"/></svg>`;
    const { status, body } = await upload(Buffer.from(svg), 'logo.svg', 'image/svg+xml');
    expect(status).toBe(201);
    const served = await fetch(new URL(body.url as string, baseUrl()));
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const text = await served.text();
    expect(text).toContain('<circle');
    expect(text).toContain('viewBox="0 0 10 10"');
    expect(text).not.toMatch(/script|onload|foreignObject|evil\.example|<image/i);
  });

  it('needs a multipart body with a file field', async () => {
    const response = await fetch(new URL('/api/admin/site-settings/upload-logo', baseUrl()), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(415);
    const form = new FormData();
    form.append('other', 'x');
    const empty = await fetch(new URL('/api/admin/site-settings/upload-logo', baseUrl()), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toHaveProperty('detail');
  });

  it('refuses an upload cut short inside the file, and goes on serving', async () => {
    const png = Buffer.concat([PNG_HEADER, Buffer.alloc(4096, 7)]);
    const whole = multipart([{ name: 'file', filename: 'logo.png', type: 'image/png', data: png }]);
    for (const cut of [whole.length - 4000, whole.length - 40]) {
      const answer = await send(baseUrl(), token, {
        method: 'POST',
        path: '/api/admin/site-settings/upload-logo',
        body: whole.subarray(0, cut),
        contentType: MULTIPART,
      });
      expect(answer.status, `cut at ${cut}`).toBe(400);
      expect(answer.json).toEqual({ detail: 'Malformed multipart body' });
    }
    expect((await upload(await logoPng(), 'logo.png', 'image/png')).status).toBe(201);
  });

  it('answers 404 for an upload that does not exist or a name that cannot be one', async () => {
    expect((await fetch(new URL('/uploads/aaaaaaaaaaaa.png', baseUrl()))).status).toBe(404);
    expect((await fetch(new URL('/uploads/..%2Fsecret', baseUrl()))).status).toBe(404);
  });
});

describe("a raster logo goes through the media library's pipeline", () => {
  it('is stored upright, without the EXIF, GPS position or camera it was sent with', async () => {
    const photo = await phonePhoto();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const { status, body } = await upload(photo, 'logo.jpg', 'image/jpeg');
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.url).toMatch(/^\/uploads\/[a-z0-9]+\.jpg$/);
    const served = Buffer.from(await (await fetch(new URL(body.url as string, baseUrl()))).arrayBuffer());
    const stored = await sharp(served).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['jpeg', 1920, 2560]);
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(served.includes(Buffer.from('Kamera Saku'))).toBe(false);
  });

  it('refuses a PNG declaring 16000×16000 pixels from its header', async () => {
    const bomb = await declaredPng(16_000, 16_000);
    const { status, body } = await upload(bomb, 'logo.png', 'image/png');
    expect(status).toBe(413);
    expect(body).toEqual({ detail: MEDIA_TOO_MANY_PIXELS });
  });
});

describe('a hostile SVG logo of 2 MB', () => {
  const LIMIT = 2_097_152;
  /** An SVG of exactly 2 MB around `filler`, repeated inside `open` … `close`. */
  const svgOf = (open: string, filler: string, close: string) => {
    const head = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${open}`;
    const tail = `${close}</svg>`;
    const room = LIMIT - Buffer.byteLength(head) - Buffer.byteLength(tail);
    return Buffer.from(head + filler.repeat(Math.floor(room / filler.length)).padEnd(room, ' ') + tail);
  };
  const cases: Array<[string, Buffer]> = [
    // What made the earlier sanitiser's url(...) pattern quadratic: an hour of CPU at this size.
    ['url( repeated in an attribute', svgOf('<path d="M0 0h10v10z" fill="', 'url(', '"/>')],
    ['unclosed url( with spaces', svgOf('<rect width="1" height="1" style="fill:url(', ' ', '"/>')],
    ['attributes without end', svgOf('<g ', 'a="1" ', '/>')],
    ['entities and comments', svgOf('<text>', '&amp;<!-- -->&#x41;', '</text>')],
    ['nesting past the limit', svgOf('', '<g>', '')],
  ];

  // The timeout is the test: a quadratic pass takes minutes at this size, a linear one well under a second
  // (no timing assertion: on a busy machine a second can pass for other reasons).
  it.each(cases)(
    '%s: answered at once, with a clean logo or a clear refusal',
    async (_name, svg) => {
      expect(svg.length).toBe(LIMIT);
      const { status, body } = await upload(svg, 'logo.svg', 'image/svg+xml');
      expect([201, 400, 413, 415]).toContain(status);
      if (status !== 201) expect(typeof body.detail).toBe('string');
      else {
        const served = await (await fetch(new URL(body.url as string, baseUrl()))).text();
        expect(served).not.toMatch(/url\((?!#)/);
      }
    },
    15_000,
  );
});
