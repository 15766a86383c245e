import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MEDIA_HEIC,
  MEDIA_INCOMPLETE,
  MEDIA_MAX_BYTES,
  MEDIA_TOO_HEAVY,
  MEDIA_TOO_LARGE,
  MEDIA_TOO_MANY_PIXELS,
  MEDIA_WRONG_TYPE,
  MediaImageSchema,
  MediaInUseSchema,
  MediaLibraryItemSchema,
} from '../../src/domain/media/media-library.ts';
import { adminToken } from '../helpers/admin.ts';
import { api, baseUrl } from '../helpers/http.ts';
import { declaredPng, GPS_TAG, phonePhoto } from '../helpers/photos.ts';

let token: string;

async function upload(data: Buffer, filename: string, as = token, type = 'application/octet-stream') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), filename);
  const response = await fetch(new URL('/api/admin/media', baseUrl()), {
    method: 'POST',
    headers: as ? { authorization: `Bearer ${as}` } : {},
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function served(url: string) {
  const response = await fetch(new URL(url, baseUrl()));
  return { response, data: Buffer.from(await response.arrayBuffer()) };
}

beforeAll(async () => {
  token = await adminToken();
});

describe('uploading a photo', () => {
  it('stores a phone photo upright, scaled down, without EXIF or GPS, and serves it immutable', async () => {
    const photo = await phonePhoto();
    const before = await sharp(photo).metadata();
    expect([before.width, before.height, before.orientation]).toEqual([4032, 3024, 6]);
    expect(before.exif?.includes(GPS_TAG)).toBe(true);

    const { status, body } = await upload(photo, 'IMG_0001.JPG');
    expect(status, JSON.stringify(body)).toBe(201);
    const image = MediaImageSchema.parse(body);
    expect(image).toMatchObject({
      content_type: 'image/jpeg',
      width: 1920,
      height: 2560,
      original_name: 'IMG_0001.JPG',
      uploaded_by: 'admin',
    });
    expect(image.id).toMatch(/^[a-f0-9]{24}$/);
    expect(image.url).toBe(`/media/${image.id}.jpg`);

    const { response, data } = await served(image.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('etag')).toBe(`"${image.id}"`);
    expect(data.length).toBe(image.bytes);
    const stored = await sharp(data).metadata();
    expect([stored.width, stored.height]).toEqual([1920, 2560]);
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.icc).toBeUndefined();
    expect(data.includes(Buffer.from('Kamera Saku'))).toBe(false);
  });

  it('keeps PNG, WebP and AVIF in their format, and never enlarges a small one', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#0000ff80' } })
      .png()
      .toBuffer();
    const pngUpload = await upload(png, 'logo.png');
    expect(pngUpload.status).toBe(201);
    expect(pngUpload.body).toMatchObject({ content_type: 'image/png', width: 300, height: 200 });
    expect(pngUpload.body.url).toMatch(/^\/media\/[a-f0-9]{24}\.png$/);
    const servedPng = await served(pngUpload.body.url as string);
    expect(servedPng.response.headers.get('content-type')).toBe('image/png');
    expect((await sharp(servedPng.data).metadata()).format).toBe('png');

    const webp = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#c0ffee' } })
      .webp()
      .toBuffer();
    const webpUpload = await upload(webp, 'spanduk.webp');
    expect(webpUpload.status).toBe(201);
    expect(webpUpload.body).toMatchObject({ content_type: 'image/webp', width: 2560, height: 853 });
    const servedWebp = await served(webpUpload.body.url as string);
    expect(servedWebp.response.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(servedWebp.data).metadata()).format).toBe('webp');

    const avif = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
      .avif()
      .toBuffer();
    const avifUpload = await upload(avif, 'kecil.avif');
    expect(avifUpload.status, JSON.stringify(avifUpload.body)).toBe(201);
    expect(avifUpload.body).toMatchObject({ content_type: 'image/avif', width: 64, height: 48 });
    expect(avifUpload.body.url).toMatch(/^\/media\/[a-f0-9]{24}\.avif$/);
    const servedAvif = await served(avifUpload.body.url as string);
    expect(servedAvif.response.headers.get('content-type')).toBe('image/avif');
    expect((await sharp(servedAvif.data).metadata()).compression).toBe('av1');
  });

  it('answers the same picture uploaded twice with the one stored first (200, same id)', async () => {
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const first = await upload(png, 'pertama.png');
    expect(first.status).toBe(201);
    const second = await upload(png, 'kedua.png');
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
  });

  it('keeps the file name on one line, without control characters, at most 200 characters', async () => {
    const png = await sharp({ create: { width: 41, height: 41, channels: 3, background: '#654321' } })
      .png()
      .toBuffer();
    // By hand, as RFC 5987 allows (filename*): the only way control characters reach the server.
    const name = encodeURIComponent(`Nasi\r\nPadang ü \u202E\u0007${'x'.repeat(300)}.png`);
    const boundary = 'media-test-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''${name}\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await fetch(new URL('/api/admin/media', baseUrl()), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      body,
    });
    const answer = (await response.json()) as Record<string, unknown>;
    expect(response.status, JSON.stringify(answer)).toBe(201);
    expect(answer.original_name).toBe(`Nasi Padang ü ${'x'.repeat(186)}`);
  });

  it('judges the type by content: a text file named .jpg is refused', async () => {
    const { status, body } = await upload(
      Buffer.from('bukan foto, hanya teks'),
      'foto.jpg',
      token,
      'image/jpeg',
    );
    expect(status).toBe(415);
    expect(body).toEqual({ detail: MEDIA_WRONG_TYPE });
  });

  it('refuses a JPEG that is only a header', async () => {
    const { status, body } = await upload(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]), 'a.jpg');
    expect(status).toBe(415);
    expect(body).toEqual({ detail: MEDIA_WRONG_TYPE });
  });

  it('refuses a photo cut short in the middle of its data, saying so', async () => {
    const photo = await sharp(await phonePhoto())
      .resize(1200)
      .jpeg({ quality: 90 })
      .toBuffer();
    const cut = photo.subarray(0, Math.floor(photo.length * 0.6));
    const { status, body } = await upload(cut, 'terpotong.jpg');
    expect(status, JSON.stringify(body)).toBe(415);
    expect(body).toEqual({ detail: MEDIA_INCOMPLETE });
  });

  it('stores polyglots as clean pictures: what rides along after the image data is gone', async () => {
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a3' } })
      .jpeg()
      .toBuffer();
    const script = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    // A ZIP's end-of-archive record too, as in the image-plus-archive tricks.
    const zipEnd = Buffer.from('504b0506000000000000000000000000000000000000', 'hex');
    const { status, body } = await upload(Buffer.concat([photo, script, zipEnd]), 'poliglot.jpg');
    expect(status, JSON.stringify(body)).toBe(201);
    const { response, data } = await served(String(body.url));
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(data.includes(Buffer.from('<script'))).toBe(false);
    expect(data.includes(Buffer.from('PK'))).toBe(false);
    // Markup that only claims to be a picture is no picture.
    const html = await upload(Buffer.from('<svg onload="alert(1)"><script>alert(1)</script></svg>'), 'x.jpg');
    expect(html.status).toBe(415);
  });

  it('refuses a HEIC photo with a message saying what to do', async () => {
    const heic = Buffer.concat([
      Buffer.from('000000186674797068656963000000006d69663168656963', 'hex'),
      Buffer.alloc(2000, 1),
    ]);
    const { status, body } = await upload(heic, 'IMG_0002.HEIC');
    expect(status).toBe(415);
    expect(body).toEqual({ detail: MEDIA_HEIC });
  });

  it('refuses an image declaring too many pixels from its header, before decoding it', async () => {
    // Decoding this file would fail (its pixel data is for 64×64): the answer says it was never tried.
    const bomb = await declaredPng(20_000, 20_000);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(20_000);
    const { status, body } = await upload(bomb, 'bom.png');
    expect(status).toBe(413);
    expect(body).toEqual({ detail: MEDIA_TOO_MANY_PIXELS });
  });

  it('weighs an image by the bytes it decodes to: a 16-bit 7071×7071 PNG is refused from its header', async () => {
    // 50 megapixels, within the pixel limit, but 300 MB once decoded (three channels of two bytes).
    const heavy = await declaredPng(7071, 7071, 16);
    expect((await sharp(heavy, { limitInputPixels: false }).metadata()).depth).toBe('ushort');
    const { status, body } = await upload(heavy, 'enambelas.png');
    expect(status).toBe(413);
    expect(body).toEqual({ detail: MEDIA_TOO_HEAVY });
  });

  it('refuses a file over 4 MB', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const over = Buffer.concat([png, Buffer.alloc(MEDIA_MAX_BYTES + 1 - png.length)]);
    const { status, body } = await upload(over, 'besar.png');
    expect(status).toBe(413);
    expect(body).toEqual({ detail: MEDIA_TOO_LARGE });
  });

  it('needs a session, and lets an editor upload', async () => {
    const png = await sharp({ create: { width: 42, height: 42, channels: 3, background: '#abcdef' } })
      .png()
      .toBuffer();
    expect((await upload(png, 'a.png', '')).status).toBe(401);
    expect((await api('/api/admin/media')).status).toBe(401);

    const account = { username: 'editor.foto', password: 'rahasia-awal-123' };
    const created = await api('/api/admin/users', {
      method: 'POST',
      token,
      json: { ...account, full_name: 'Editor Foto', email: 'foto@example.id', role: 'editor' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const login = await api('/api/admin/auth/login', { method: 'POST', json: account });
    const changed = await api('/api/admin/auth/change-password', {
      method: 'POST',
      token: login.body.access_token as string,
      json: { old_password: account.password, new_password: 'foto-milik-sendiri-7' },
    });
    expect(changed.status).toBe(200);
    const { status, body } = await upload(png, 'editor.png', changed.body.access_token as string);
    expect(status).toBe(201);
    expect(body.uploaded_by).toBe('editor.foto');
  });
});

describe('the library', () => {
  it('lists where an image is used, refuses to delete it while used, deletes it once free', async () => {
    const png = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#7a1a1a' } })
      .png()
      .toBuffer();
    const uploaded = await upload(png, 'rendang.png');
    expect(uploaded.status).toBe(201);
    const image = MediaImageSchema.parse(uploaded.body);

    const dish = {
      name: 'Rendang Foto Uji',
      category: 'Makanan',
      description: 'Daging sapi dimasak lama dalam santan dan rempah.',
      price: 'Rp 45.000',
      image: '/images/menu/gulai-ikan-kakap.svg',
    };
    const added = await api('/api/admin/menu/category/makanan/item', { method: 'POST', token, json: dish });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const itemPath = `/api/admin/menu/category/makanan/item/${added.body.id}`;
    const placed = await api(itemPath, {
      method: 'PUT',
      token,
      json: { ...dish, image: `${image.url}?v=2`, gallery: [image.url], revision: added.body.revision },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);

    const list = await api('/api/admin/media', { token });
    expect(list.status).toBe(200);
    const items = MediaLibraryItemSchema.array().parse(list.body);
    const times = items.map((item) => item.uploaded_at);
    expect(times).toEqual([...times].sort().reverse());
    const listed = items.find((item) => item.id === image.id);
    expect(listed?.used_by).toEqual([
      { kind: 'dish', id: added.body.id, label: 'Rendang Foto Uji' },
      { kind: 'dish-gallery', id: added.body.id, label: 'Rendang Foto Uji' },
    ]);

    const refused = await api(`/api/admin/media/${image.id}`, { method: 'DELETE', token });
    expect(refused.status).toBe(409);
    const inUse = MediaInUseSchema.parse(refused.body);
    expect(inUse.detail).toBe(
      'This image is used on the website: Rendang Foto Uji (dish), Rendang Foto Uji (dish-gallery). Replace it there first.',
    );
    expect(inUse.used_by).toHaveLength(2);
    expect((await served(image.url)).response.status).toBe(200);

    const freed = await api(itemPath, {
      method: 'PUT',
      token,
      json: { ...dish, gallery: [], revision: placed.body.revision },
    });
    expect(freed.status, JSON.stringify(freed.body)).toBe(200);
    const deleted = await api(`/api/admin/media/${image.id}`, { method: 'DELETE', token });
    expect(deleted.status).toBe(204);

    const gone = await served(image.url);
    expect(gone.response.status).toBe(404);
    expect(JSON.parse(gone.data.toString())).toEqual({ detail: 'Image not found' });
    const after = MediaLibraryItemSchema.array().parse((await api('/api/admin/media', { token })).body);
    expect(after.some((item) => item.id === image.id)).toBe(false);
    expect((await api(`/api/admin/media/${image.id}`, { method: 'DELETE', token })).status).toBe(404);
  });

  it('answers 404 for malformed ids and names, and for a name with another extension', async () => {
    expect((await api('/api/admin/media/..%2Fimages%2Fx', { method: 'DELETE', token })).status).toBe(404);
    expect((await api('/api/admin/media/ABCDEF', { method: 'DELETE', token })).status).toBe(404);
    const png = await sharp({ create: { width: 43, height: 43, channels: 3, background: '#fedcba' } })
      .png()
      .toBuffer();
    const { body } = await upload(png, 'x.png');
    const jpgName = (body.url as string).replace(/\.png$/, '.jpg');
    const wrong = await served(jpgName);
    expect(wrong.response.status).toBe(404);
    expect(JSON.parse(wrong.data.toString())).toEqual({ detail: 'Image not found' });
    expect((await served('/media/not-an-image.png')).response.status).toBe(404);
  });
});

describe('placing a photo of the library', () => {
  const nowhere = '/media/ffffffffffffffffffffffff.jpg';
  const dish = {
    name: 'Sate Padang Foto Hilang',
    category: 'Makanan',
    description: 'Sate daging dengan kuah kental berempah.',
    price: 'Rp 35.000',
    image: '/images/menu/rendang-daging.svg',
  };
  const missing = (field: string) => `${field}: is not in the media library (deleted, or never uploaded)`;

  it('refuses a dish, gallery image, event or logo naming a photo the library does not have', async () => {
    const added = await api('/api/admin/menu/category/makanan/item', { method: 'POST', token, json: dish });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const itemPath = `/api/admin/menu/category/makanan/item/${added.body.id}`;
    const put = (json: Record<string, unknown>) =>
      api(itemPath, { method: 'PUT', token, json: { ...dish, ...json } });
    const main = await put({ image: nowhere });
    expect(main.status).toBe(400);
    expect(main.body.detail).toBe(missing('image'));
    const strip = await put({ gallery: ['/images/menu/rendang-daging.svg', `${nowhere}?v=2`] });
    expect(strip.status).toBe(400);
    expect(strip.body.detail).toBe(missing('gallery.1'));
    expect((await api(`/api/menu/${added.body.slug}`)).body).toMatchObject({
      image: dish.image,
      gallery: [],
    });
    await api(itemPath, { method: 'DELETE', token });

    const gallery = await api('/api/admin/gallery', {
      method: 'POST',
      token,
      json: { url: nowhere, alt: 'Dapur', category: 'interior' },
    });
    expect(gallery.status).toBe(400);
    expect(gallery.body.detail).toBe(missing('url'));

    const event = await api('/api/admin/events', {
      method: 'POST',
      token,
      json: { title: 'Malam Randai', date: 'Sabtu, 6 Maret 2027', description: 'Randai.', image: nowhere },
    });
    expect(event.status).toBe(400);
    expect(event.body.detail).toBe(missing('image'));

    const settings = (await api('/api/admin/site-settings', { token })).body;
    const logo = await api('/api/admin/site-settings', {
      method: 'PUT',
      token,
      json: { ...settings, brand_type: 'image', brand_logo: nowhere },
    });
    expect(logo.status).toBe(400);
    expect(logo.body.detail).toBe(missing('brand_logo'));
    expect((await api('/api/site-settings')).body.brand_logo).toBe(settings.brand_logo);
  });

  it('refuses a photo deleted from the library before it is placed', async () => {
    const png = await sharp({ create: { width: 77, height: 55, channels: 3, background: '#135790' } })
      .png()
      .toBuffer();
    const image = MediaImageSchema.parse((await upload(png, 'dihapus.png')).body);
    expect((await api(`/api/admin/media/${image.id}`, { method: 'DELETE', token })).status).toBe(204);
    const added = await api('/api/admin/menu/category/makanan/item', {
      method: 'POST',
      token,
      json: { ...dish, image: image.url },
    });
    expect(added.status).toBe(400);
    expect(added.body.detail).toBe(missing('image'));
    const gallery = await api('/api/admin/gallery', {
      method: 'POST',
      token,
      json: { url: image.url, alt: 'Dapur', category: 'interior' },
    });
    expect(gallery.status).toBe(400);
  });
});
