/**
 * The admin side of photo uploads: Upload and "Choose from library" beside image fields, and the Media
 * page. The media API (/api/admin/media*) and the images it serves (/media/<id>.jpg) are mocked here with
 * page.route, answering as the schemas in src/domain/media/media-library.ts say: these tests cover what the admin does
 * with the answers. The server side (storage, checks, EXIF and metadata removal, 409 while an image is
 * used) is covered by its own integration tests.
 */
import { expect, type Page, type Route, test } from '@playwright/test';
import sharp from 'sharp';
import {
  MEDIA_MAX_SIDE,
  MEDIA_TOO_LARGE,
  MEDIA_WRONG_TYPE,
  type MediaImage,
  MediaImageSchema,
  MediaInUseSchema,
  type MediaLibraryItem,
  MediaLibraryItemSchema,
} from '../../src/domain/media/media-library.ts';
import { confirmInPage, imageLinkField, loginAsAdmin, openAdminPage } from './admin-fixtures.ts';
import { seriousViolations } from './axe.ts';

// These tests answer some of the admin's requests themselves (page.route), which the admin's service
// worker, once in control of the page, would bypass: it is kept out of them.
test.use({ serviceWorkers: 'block' });

const category = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name}\\b`) });
const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').getByText(text, { exact: true });

const RENDANG: MediaLibraryItem = MediaLibraryItemSchema.parse({
  id: 'a1b2c3d4e5f6a7b8c9d0e1f2',
  url: '/media/a1b2c3d4e5f6a7b8c9d0e1f2.jpg',
  content_type: 'image/jpeg',
  width: 2560,
  height: 1920,
  bytes: 1_258_291,
  original_name: 'rendang-close-up.jpg',
  uploaded_by: 'admin',
  uploaded_at: '2026-11-20T09:30:00.000Z',
  used_by: [{ kind: 'dish', id: 'rendang', label: 'Rendang Daging' }],
});
const TERRACE: MediaLibraryItem = MediaLibraryItemSchema.parse({
  id: 'ffeeddccbbaa998877665544',
  url: '/media/ffeeddccbbaa998877665544.jpg',
  content_type: 'image/jpeg',
  width: 1600,
  height: 1200,
  bytes: 348_160,
  original_name: 'terrace-evening.jpg',
  uploaded_by: 'kasir1',
  uploaded_at: '2026-11-21T18:05:00.000Z',
  used_by: [],
});
const IN_USE = MediaInUseSchema.parse({
  detail: 'This image is used by the dish "Rendang Daging": choose another image there first.',
  used_by: RENDANG.used_by,
});

/** A camera-sized photo: 4000 × 3000, larger than the admin sends. */
async function bigPhoto(name = 'kitchen.jpg') {
  const buffer = await sharp({
    create: { width: 4000, height: 3000, channels: 3, background: { r: 180, g: 60, b: 30 } },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** The bytes of the `file` field of a multipart/form-data body. */
function uploadedFile(route: Route): { bytes: Buffer; contentType: string } {
  const request = route.request();
  const boundary = /boundary=(.+)$/.exec(request.headers()['content-type'] ?? '')?.[1];
  const body = request.postDataBuffer();
  if (!boundary || !body) throw new Error('not a multipart body');
  const start = body.indexOf(Buffer.from('name="file"'));
  if (start < 0) throw new Error('no "file" field');
  const headersEnd = body.indexOf(Buffer.from('\r\n\r\n'), start);
  const headers = body.subarray(start, headersEnd).toString();
  const end = body.indexOf(Buffer.from(`\r\n--${boundary}`), headersEnd);
  return {
    bytes: body.subarray(headersEnd + 4, end),
    contentType: /content-type:\s*(\S+)/i.exec(headers)?.[1] ?? '',
  };
}

/** A promise with its resolve, to hold an answer until the test has seen what happens meanwhile. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

type UploadAnswer = (route: Route, file: { bytes: Buffer; contentType: string }) => Promise<void>;

/** Mocks the media API; `onUpload` answers each POST. Returns what was sent. */
async function mockMedia(page: Page, library: MediaLibraryItem[], onUpload?: UploadAnswer) {
  const sent = {
    uploads: [] as { width: number; height: number; format: string; contentType: string; auth: string }[],
    deletes: [] as string[],
  };
  const thumb = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#a33' } })
    .jpeg()
    .toBuffer();
  await page.route('**/media/*.jpg', (route) =>
    route.fulfill({ status: 200, contentType: 'image/jpeg', body: thumb }),
  );
  await page.route('**/api/admin/media**', async (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname;
    if (request.method() === 'GET' && path === '/api/admin/media') {
      await route.fulfill({ json: library });
    } else if (request.method() === 'POST' && path === '/api/admin/media') {
      const file = uploadedFile(route);
      const meta = await sharp(file.bytes).metadata();
      sent.uploads.push({
        width: meta.width ?? 0,
        height: meta.height ?? 0,
        format: meta.format ?? '',
        contentType: file.contentType,
        auth: request.headers().authorization ?? '',
      });
      if (onUpload) await onUpload(route, file);
    } else if (request.method() === 'DELETE') {
      const id = path.split('/').pop() ?? '';
      sent.deletes.push(id);
      const item = library.find((image) => image.id === id);
      if (item?.used_by.length) await route.fulfill({ status: 409, json: IN_USE });
      else {
        library.splice(library.indexOf(item as MediaLibraryItem), 1);
        await route.fulfill({ status: 204 });
      }
    } else await route.fulfill({ status: 404, json: { detail: 'Not found' } });
  });
  return sent;
}

/** The answer to an upload: the stored image, as the server describes it. */
function stored(id: string, width: number, height: number): MediaImage {
  return MediaImageSchema.parse({
    id,
    url: `/media/${id}.jpg`,
    content_type: 'image/jpeg',
    width,
    height,
    bytes: 200_000,
    original_name: 'kitchen.jpg',
    uploaded_by: 'admin',
    uploaded_at: new Date().toISOString(),
  });
}

async function openDishForm(page: Page) {
  await loginAsAdmin(page, { open: { path: '/admin/menu', heading: 'Menu' } });
  await category(page, 'Minuman').getByRole('button', { name: 'Add Item to Minuman' }).click();
  return page.getByRole('form', { name: 'Add item to Minuman' });
}

test.describe('admin photo uploads', () => {
  test('Upload beside the dish image scales the photo, shows progress and fills the field', async ({
    page,
  }) => {
    const held = gate();
    const answer = stored('0123456789abcdef01234567', 2560, 1920);
    const sent = await mockMedia(page, [], async (route) => {
      await held.opened;
      await route.fulfill({ status: 201, json: answer });
    });
    const form = await openDishForm(page);
    const field = form.getByLabel('Image URL', { exact: true });

    await form.getByLabel('Upload dish photo').setInputFiles(await bigPhoto());
    const bar = form.getByRole('progressbar', { name: 'Uploading kitchen.jpg' });
    await expect(bar).toBeVisible();
    await expect(form.getByText(/^\d{1,3}%$/)).toBeVisible();
    await expect(form.getByRole('button', { name: 'Cancel upload' })).toBeVisible();
    await expect(field).toHaveValue('');
    await expect.poll(() => sent.uploads.length).toBe(1);
    held.open();

    await expect(field).toHaveValue(answer.url);
    await expect(bar).toHaveCount(0);
    await expect(toast(page, 'Image uploaded')).toBeVisible();
    // Scaled in the browser: the longest side at most MEDIA_MAX_SIDE, the proportions kept, as JPEG.
    const [upload] = sent.uploads;
    expect(Math.max(upload?.width ?? 0, upload?.height ?? 0)).toBeLessThanOrEqual(MEDIA_MAX_SIDE);
    expect(upload).toMatchObject({ width: 2560, height: 1920, format: 'jpeg', contentType: 'image/jpeg' });
    expect(upload?.auth).toMatch(/^Bearer .+/);
    await expect(form.getByRole('img', { name: 'Preview of the image URL' })).toBeVisible();
  });

  test('a picture with transparent parts stays PNG; a file that is no picture is refused before sending', async ({
    page,
  }) => {
    const sent = await mockMedia(page, [], (route) =>
      route.fulfill({ status: 201, json: stored('0123456789abcdef0123abcd', 3000, 1000) }),
    );
    const form = await openDishForm(page);
    const logo = await sharp({
      create: { width: 3000, height: 1000, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    await form
      .getByLabel('Upload dish photo')
      .setInputFiles({ name: 'sign.png', mimeType: 'image/png', buffer: logo });
    await expect(toast(page, 'Image uploaded')).toBeVisible();
    expect(sent.uploads[0]).toMatchObject({
      width: 2560,
      height: 853,
      format: 'png',
      contentType: 'image/png',
    });

    await form
      .getByLabel('Upload dish photo')
      .setInputFiles({ name: 'menu.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(toast(page, MEDIA_WRONG_TYPE)).toBeVisible();
    expect(sent.uploads).toHaveLength(1);
  });

  test('a refused upload shows the server detail and keeps every other edit', async ({ page }) => {
    const sent = await mockMedia(page, [], (route) =>
      route.fulfill({ status: 413, json: { detail: MEDIA_TOO_LARGE } }),
    );
    const form = await openDishForm(page);
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Es Tebak Uji');
    await form.getByRole('textbox', { name: 'Price', exact: true }).fill('Rp 21.000');
    await form.getByRole('textbox', { name: 'Description', exact: true }).fill('Segar dan manis.');

    await form.getByLabel('Upload dish photo').setInputFiles(await bigPhoto());
    await expect(toast(page, MEDIA_TOO_LARGE)).toBeVisible();
    expect(sent.uploads).toHaveLength(1);
    await expect(form.getByRole('progressbar')).toHaveCount(0);
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Es Tebak Uji');
    await expect(form.getByRole('textbox', { name: 'Price', exact: true })).toHaveValue('Rp 21.000');
    await expect(form.getByRole('textbox', { name: 'Description', exact: true })).toHaveValue(
      'Segar dan manis.',
    );
    await expect(form.getByLabel('Image URL', { exact: true })).toHaveValue('');
  });

  test('Cancel stops an upload on its way', async ({ page }) => {
    // The server never answers: only Cancel ends the upload.
    const sent = await mockMedia(page, [], () => new Promise<void>(() => undefined));
    const form = await openDishForm(page);
    const field = await imageLinkField(form);
    await field.fill('/images/menu/ayam-pop.svg');

    await form.getByLabel('Upload dish photo').setInputFiles(await bigPhoto());
    await expect(form.getByRole('progressbar', { name: 'Uploading kitchen.jpg' })).toBeVisible();
    await expect.poll(() => sent.uploads.length).toBe(1);
    const failed = page.waitForEvent('requestfailed', (request) =>
      request.url().endsWith('/api/admin/media'),
    );
    await form.getByRole('button', { name: 'Cancel upload' }).click();

    expect((await failed).failure()?.errorText).toMatch(/abort/i);
    await expect(form.getByRole('progressbar')).toHaveCount(0);
    await expect(toast(page, 'Upload cancelled')).toBeVisible();
    await expect(field).toHaveValue('/images/menu/ayam-pop.svg');
    // The form is still open and usable: the upload can start again.
    await expect(form.getByLabel('Upload dish photo')).toBeEnabled();
  });

  test('several photos at once go after the dish photos already listed', async ({ page }) => {
    let count = 0;
    await mockMedia(page, [], async (route) => {
      count += 1;
      await route.fulfill({ status: 201, json: stored(`${count}`.padStart(24, 'c'), 2560, 1920) });
    });
    const form = await openDishForm(page);
    await form.getByRole('button', { name: 'Show advanced fields' }).click();
    const gallery = await imageLinkField(form, 'Gallery image URLs');
    await gallery.fill('/images/menu/one.jpg');

    await form
      .getByLabel('Upload extra dish photos')
      .setInputFiles([await bigPhoto('a.jpg'), await bigPhoto('b.jpg')]);
    await expect(gallery).toHaveValue(
      `/images/menu/one.jpg, /media/${'1'.padStart(24, 'c')}.jpg, /media/${'2'.padStart(24, 'c')}.jpg`,
    );
    await expect(toast(page, '2 images uploaded')).toBeVisible();
  });

  test('what is typed while a photo uploads is kept when it arrives (gallery form)', async ({ page }) => {
    const held = gate();
    const answer = stored('abcdefabcdefabcdefabcdef', 2560, 1920);
    const sent = await mockMedia(page, [], async (route) => {
      await held.opened;
      await route.fulfill({ status: 201, json: answer });
    });
    await loginAsAdmin(page, { open: { path: '/admin/gallery', heading: 'Gallery' } });
    await page.getByRole('button', { name: 'Add Image' }).click();
    const form = page.getByRole('form', { name: 'Add Image' });

    await form.getByLabel('Upload gallery photo').setInputFiles(await bigPhoto());
    await expect(form.getByRole('progressbar', { name: 'Uploading kitchen.jpg' })).toBeVisible();
    await expect.poll(() => sent.uploads.length).toBe(1);
    await form.getByRole('textbox', { name: 'Alt text (caption)' }).fill('Dapur kami');
    await form.getByRole('combobox', { name: 'Category' }).selectOption('interior');
    held.open();

    await expect(form.getByRole('textbox', { name: 'Image URL', exact: true })).toHaveValue(answer.url);
    await expect(form.getByRole('textbox', { name: 'Alt text (caption)' })).toHaveValue('Dapur kami');
    await expect(form.getByRole('combobox', { name: 'Category' })).toHaveValue('interior');
  });

  test('on a 360 px phone, the Media page and the upload buttons fit the width', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await mockMedia(page, [RENDANG, TERRACE]);
    await loginAsAdmin(page, { open: { path: '/admin/media', heading: 'Media' } });
    await expect(page.getByRole('heading', { name: 'rendang-close-up.jpg' })).toBeVisible();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);

    await page.goto('/admin/events');
    await page.getByRole('button', { name: 'Add Event' }).click();
    await expect(page.getByLabel('Upload event photo')).toBeAttached();
    await expect(page.getByRole('button', { name: 'Choose from library for the event photo' })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });

  test('axe finds no serious or critical violation on the Media page and the library dialog', async ({
    page,
  }) => {
    await mockMedia(page, [RENDANG, TERRACE]);
    await loginAsAdmin(page, { open: { path: '/admin/media', heading: 'Media' } });
    await expect(page.getByRole('heading', { name: 'rendang-close-up.jpg' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await openAdminPage(page, 'Events');
    await page.getByRole('button', { name: 'Add Event' }).click();
    await page.getByRole('button', { name: 'Choose from library for the event photo' }).click();
    await expect(
      page.getByRole('dialog').getByRole('button', { name: /terrace-evening\.jpg/ }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the Media page lists the library, and refuses to delete an image in use', async ({ page }) => {
    const sent = await mockMedia(page, [RENDANG, TERRACE]);
    await loginAsAdmin(page, { open: { path: '/admin/media', heading: 'Media' } });

    const cards = page
      .getByRole('list', { name: 'Images' })
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading', { level: 3 }),
      });
    await expect(cards).toHaveCount(2);
    const rendang = cards.filter({ has: page.getByRole('heading', { name: 'rendang-close-up.jpg' }) });
    const thumb = rendang.getByRole('img', { name: 'rendang-close-up.jpg' });
    await expect(thumb).toHaveAttribute('loading', 'lazy');
    await expect(thumb).toHaveAttribute('width', '2560');
    await expect(thumb).toHaveAttribute('height', '1920');
    await expect(rendang).toContainText('2560 × 1920 px · 1.2 MB');
    await expect(rendang).toContainText('By admin');
    await expect(rendang.getByRole('listitem')).toHaveText(['Dish: Rendang Daging']);
    const terrace = cards.filter({ has: page.getByRole('heading', { name: 'terrace-evening.jpg' }) });
    await expect(terrace).toContainText('1600 × 1200 px · 340 KB');
    await expect(terrace).toContainText('By kasir1');
    await expect(terrace).toContainText('Not used on the site');

    await rendang.getByRole('button', { name: 'Delete rendang-close-up.jpg' }).click();
    await confirmInPage(page, 'removed from the library');
    await expect(toast(page, IN_USE.detail)).toBeVisible();
    expect(sent.deletes).toEqual([RENDANG.id]);
    await expect(cards).toHaveCount(2);

    await terrace.getByRole('button', { name: 'Delete terrace-evening.jpg' }).click();
    await confirmInPage(page, 'removed from the library');
    await expect(toast(page, 'Image deleted')).toBeVisible();
    await expect(cards).toHaveCount(1);
  });

  test('Choose from library fills the field; Esc closes the dialog and gives focus back', async ({
    page,
  }) => {
    await mockMedia(page, [RENDANG, TERRACE]);
    await loginAsAdmin(page, { open: { path: '/admin/gallery', heading: 'Gallery' } });
    await page.getByRole('button', { name: 'Add Image' }).click();
    const form = page.getByRole('form', { name: 'Add Image' });
    await form.getByRole('textbox', { name: 'Alt text (caption)' }).fill('Teras di malam hari');
    const field = form.getByRole('textbox', { name: 'Image URL', exact: true });
    const choose = form.getByRole('button', { name: 'Choose from library for the gallery photo' });

    await choose.click();
    const dialog = page.getByRole('dialog', { name: 'Choose the gallery photo' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: /terrace-evening\.jpg/ })).toBeVisible();
    await expect(dialog.locator(':focus')).toHaveCount(1);
    // Tab stays in the dialog.
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(choose).toBeFocused();
    // Esc closed the dialog only, not the form under it.
    await expect(form).toBeVisible();

    await choose.click();
    await dialog.getByRole('button', { name: /terrace-evening\.jpg/ }).click();
    await expect(dialog).toHaveCount(0);
    await expect(field).toHaveValue(TERRACE.url);
    await expect(form.getByRole('textbox', { name: 'Alt text (caption)' })).toHaveValue(
      'Teras di malam hari',
    );
    await expect(choose).toBeFocused();
  });
});
