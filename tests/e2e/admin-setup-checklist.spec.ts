/**
 * The dashboard's first-run checklist on a phone (360 px), in both admin languages: what it shows is what
 * the API says (other spec files change the site before or after this one), and doing a step ticks it.
 * Each test signs in as a superadmin of its own, so hiding the checklist or choosing a language leaves the
 * built-in account as it was; the brand text it changes is put back.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { fallbackContent } from '../../src/content/fallback.ts';
import { type SetupChecklist, SetupChecklistSchema } from '../../src/domain/content/setup-checklist.ts';
import { DEFAULT_BRAND_TEXT } from '../../src/domain/content/site-settings.ts';
import { adminApi, loginAsAdmin } from './admin-fixtures.ts';
import { seriousViolations } from './axe.ts';
import { waitForPageScripts } from './fixtures.ts';

const PHONE = { width: 360, height: 780 };

test.use({ viewport: PHONE });

/** The superadmins a test made: deactivated after it, so the built-in one is again the only one. */
const made: string[] = [];
test.afterEach(async ({ request }) => {
  const admin = await adminApi(request);
  for (const id of made.splice(0)) await admin.send('PUT', `/api/admin/users/${id}`, { is_active: false });
});

/** A new superadmin that has replaced its first password, speaking `language`; its token. */
async function owner(page: Page, language: 'en' | 'id') {
  const username = `pemilik-${Date.now().toString(36)}`;
  const first = 'Rendang-Awal-2026';
  const password = 'Rendang-Sendiri-2026';
  const admin = await adminApi(page.request);
  const created = await admin.send('POST', '/api/admin/users', {
    username,
    role: 'superadmin',
    password: first,
  });
  made.push(created.id);
  const login = await page.request.post('/api/admin/auth/login', { data: { username, password: first } });
  const changed = await page.request.post('/api/admin/auth/change-password', {
    headers: { authorization: `Bearer ${(await login.json()).access_token}` },
    data: { old_password: first, new_password: password },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  const token = (await changed.json()).access_token as string;
  const headers = { authorization: `Bearer ${token}` };
  const chosen = await page.request.put('/api/admin/auth/language', { headers, data: { language } });
  expect(chosen.ok()).toBe(true);
  return {
    username,
    password,
    /** The checklist as the API has it now. */
    checklist: async (): Promise<SetupChecklist> =>
      SetupChecklistSchema.parse(
        await (await page.request.get('/api/admin/setup-checklist', { headers })).json(),
      ),
  };
}

/**
 * The checklist shows each item as the API has it: ticked or not, and linked to its screen. Publishing
 * excepted, which may be either: a build another spec's save started can end between the API's answer
 * and the page's, and change it there. The items ticked are counted as the page shows them.
 */
async function expectShown(page: Page, checklist: SetupChecklist, done: string, todo: string) {
  const card = page.getByTestId('setup-checklist');
  let ticked = 0;
  for (const item of checklist.items) {
    const row = card.locator(`[data-item="${item.id}"]`);
    const badge = row.locator('.badge');
    if (item.id === 'publishing') {
      await expect(badge, item.id).toHaveText(new RegExp(`^(${done}|${todo})$`));
      if ((await badge.innerText()).trim() === done) ticked++;
    } else {
      await expect(badge, item.id).toHaveText(item.done ? done : todo);
      if (item.done) ticked++;
    }
    await expect(row.getByRole('link')).toHaveAttribute('href', /^\/admin\//);
  }
  return { card, ticked, total: checklist.items.length };
}

const noOverflow = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);

async function seriousAxeViolations(page: Page) {
  return seriousViolations(page, { include: ['#admin-content'] });
}

test('a superadmin’s dashboard shows "Get your site ready" as the API has it: labelled, axe clean, no overflow', async ({
  page,
}) => {
  const account = await owner(page, 'en');
  const checklist = await account.checklist();
  test.skip(
    checklist.items.every((item) => item.done),
    'every item is done on this server',
  );
  await loginAsAdmin(page, account);
  const card = page.getByRole('region', { name: 'Get your site ready' });
  await expect(card).toBeVisible();
  const { ticked, total } = await expectShown(page, checklist, 'Done', 'To do');
  await expect(card).toContainText(`${ticked} of ${total} done`);
  await expect(card.getByRole('link', { name: 'Your logo or brand name' })).toHaveAttribute(
    'href',
    '/admin/settings#settings-brand',
  );
  await expect(card.getByRole('list').getByRole('listitem')).toHaveCount(total);
  await noOverflow(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('in Indonesian it is "Siapkan situs Anda", every item in Indonesian', async ({ page }) => {
  const account = await owner(page, 'id');
  const checklist = await account.checklist();
  test.skip(
    checklist.items.every((item) => item.done),
    'every item is done on this server',
  );
  await loginAsAdmin(page, { ...account, open: { path: '/admin/dashboard', heading: 'Dasbor' } });
  const card = page.getByRole('region', { name: 'Siapkan situs Anda' });
  await expect(card).toBeVisible();
  const { ticked, total } = await expectShown(page, checklist, 'Selesai', 'Belum');
  await expect(card).toContainText(`${ticked} dari ${total} selesai`);
  for (const title of [
    'Ganti kata sandi pertama',
    'Nama dan kontak rumah makan Anda',
    'Logo atau nama merek Anda',
    'Foto hidangan Anda',
    'Galeri Anda',
    'Deskripsi menu Anda',
    'Acara Anda',
    'Hubungkan penerbitan',
    'Cara reservasi baru sampai ke Anda',
    'Pesanan dan pajak',
  ])
    await expect(card.getByRole('link', { name: title, exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Sembunyikan daftar ini' })).toBeVisible();
  await expect(card).not.toContainText(/Get your site ready|To do|Done/);
  await noOverflow(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('following an item by keyboard to its card and doing it ticks the item', async ({ page }) => {
  const admin = await adminApi(page.request);
  const original = await admin.get('/api/admin/site-settings');
  // The step to take: the navbar still on the starter brand, whatever other files set.
  await admin.send('PUT', '/api/admin/site-settings', {
    ...original,
    brand_type: 'text',
    brand_text: DEFAULT_BRAND_TEXT,
  });
  try {
    const account = await owner(page, 'en');
    await loginAsAdmin(page, account);
    const brand = page.getByTestId('setup-checklist').locator('[data-item="brand"]');
    await expect(brand.locator('.badge')).toHaveText('To do');
    await expect(brand).toContainText("The top of every page still shows the starter restaurant's brand.");

    await brand.getByRole('link', { name: 'Your logo or brand name' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    // The card it leads to comes into view with the focus.
    await expect(page.getByRole('heading', { name: 'Brand & Logo Settings' })).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Brand & Logo Settings' })).toBeInViewport();
    await page.getByLabel('Brand Text').fill('Salero Bundo');
    await page.getByRole('button', { name: 'Save Site Settings' }).click();
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Site settings updated' }),
    ).toBeVisible();

    await page.goto('/admin/dashboard');
    await expect(brand.locator('.badge')).toHaveText('Done');
    await expect(brand).toContainText('The top of every page shows your own brand.');
    expect((await account.checklist()).items.find((item) => item.id === 'brand')?.done).toBe(true);
    await noOverflow(page);
  } finally {
    await admin.send('PUT', '/api/admin/site-settings', original);
  }
});

test('hidden by its owner it stays hidden on every device, and can be shown again', async ({
  page,
  browser,
}) => {
  const account = await owner(page, 'en');
  test.skip(
    (await account.checklist()).items.every((item) => item.done),
    'every item is done on this server',
  );
  await loginAsAdmin(page, account);
  const card = page.getByRole('region', { name: 'Get your site ready' });
  await card.getByRole('button', { name: 'Hide this checklist' }).click();
  await expect(card).toHaveCount(0);
  const showAgain = page.getByRole('button', { name: /^Show the checklist "Get your site ready"/ });
  await expect(showAgain).toBeFocused();
  expect((await account.checklist()).dismissed).toBe(true);

  // Another device: a browser of its own, signed in afresh.
  const phone = await browser.newContext({ viewport: PHONE });
  const other = await phone.newPage();
  await loginAsAdmin(other, account);
  await expect(other.getByRole('button', { name: /^Show the checklist/ })).toBeVisible();
  await expect(other.getByRole('region', { name: 'Get your site ready' })).toHaveCount(0);
  await phone.close();

  await page.keyboard.press('Enter');
  await expect(card).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Get your site ready' })).toBeFocused();
  expect((await account.checklist()).dismissed).toBe(false);
});

test('the public site carries nothing of the checklist', async ({ page }) => {
  const bodies: Array<Promise<string>> = [];
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  });
  await page.goto('/');
  // Every script the page runs, those loaded after its first paint too, read before the test ends.
  await waitForPageScripts(page);
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(bodies);
  expect(scripts.length).toBeGreaterThan(0);
  const html = await page.content();
  for (const words of ['Get your site ready', 'Siapkan situs Anda', 'setup-checklist'])
    expect(html + scripts.join('\n')).not.toContain(words);
  expect(asked.filter((path) => path.startsWith('/api/admin'))).toEqual([]);
});

/** Matches a text that begins with `text`. */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The landing page's head as search engines and link previews read it. */
async function landingHead(request: APIRequestContext) {
  const html = await (await request.get('/')).text();
  const meta = (attribute: string, name: string) =>
    html.match(new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`))?.[1]?.replaceAll('&amp;', '&');
  return {
    html,
    title: html.match(/<title>([^<]*)<\/title>/)?.[1]?.replaceAll('&amp;', '&'),
    description: meta('name', 'description'),
    ogTitle: meta('property', 'og:title'),
    ogDescription: meta('property', 'og:description'),
    ogImageAlt: meta('property', 'og:image:alt'),
  };
}

test('renamed "RM Padang Uda Rizal", Jakarta, / speaks for it, and the checklist on a phone names the starter words left', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const admin = await adminApi(request);
  const [restaurant, settings] = await Promise.all([
    admin.get('/api/admin/restaurant'),
    admin.get('/api/admin/site-settings'),
  ]);
  // What the owner did in the first week: the name, the city and the brand; the rest as the site started.
  await admin.send('PUT', '/api/admin/restaurant', {
    ...restaurant,
    name: 'RM Padang Uda Rizal',
    city: 'Jakarta',
    tagline: fallbackContent.restaurant.tagline,
  });
  await admin.send('PUT', '/api/admin/site-settings', {
    ...settings,
    brand_type: 'text',
    brand_text: 'Uda Rizal',
    page_title: fallbackContent.settings.page_title,
    meta_description: fallbackContent.settings.meta_description,
  });
  try {
    const title = 'RM Padang Uda Rizal | Masakan Padang di Jakarta';
    // The save publishes the site: the page changes once its build is done.
    await expect
      .poll(async () => (await landingHead(request)).title, { timeout: 90_000, intervals: [500] })
      .toBe(title);
    const head = await landingHead(request);
    const description =
      'RM Padang Uda Rizal, rumah makan Padang di Jakarta. Lihat menu dan galeri kami, lalu pesan meja secara online.';
    expect(head).toMatchObject({
      title,
      description,
      ogTitle: title,
      ogDescription: description,
      ogImageAlt: 'RM Padang Uda Rizal: Masakan Padang di Jakarta',
    });
    for (const words of ['Sederhana Rasa', 'sejak 1987', 'Amak Nurlela', 'Bukittinggi', 'Malam Randai'])
      expect(head.html, words).not.toContain(words);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole('heading', { name: 'Tentang RM Padang Uda Rizal' })).toBeVisible();
    await expect(page.getByText('Masakan Padang di Jakarta', { exact: true })).toBeVisible();

    const account = await owner(page, 'id');
    const checklist = await account.checklist();
    await loginAsAdmin(page, { ...account, open: { path: '/admin/dashboard', heading: 'Dasbor' } });
    const card = page.getByRole('region', { name: 'Siapkan situs Anda' });
    await expectShown(page, checklist, 'Selesai', 'Belum');
    const row = (id: string) => card.locator(`[data-item="${id}"]`);
    await expect(row('brand').locator('.badge')).toHaveText('Selesai');
    await expect(row('descriptions').locator('.badge')).toHaveText('Belum');
    await expect(row('descriptions').getByRole('link', { name: 'Deskripsi menu Anda' })).toHaveAttribute(
      'href',
      '/admin/menu',
    );
    await expect(row('descriptions')).toContainText(/hidangan masih memakai deskripsi contoh\./);
    const events = checklist.items.find((item) => item.id === 'events');
    if (events && !events.done) {
      await expect(row('events').locator('.badge')).toHaveText('Belum');
      await expect(row('events').getByRole('link', { name: 'Acara Anda' })).toHaveAttribute(
        'href',
        '/admin/events',
      );
      await expect(row('events')).toContainText('masih acara rumah makan contoh');
    }
    const photos = checklist.items.find((item) => item.id === 'photos');
    if (photos?.id === 'photos' && photos.starter_pictures > 0) {
      await expect(row('photos').locator('.badge')).toHaveText('Belum');
      await expect(row('photos')).toContainText(
        `${photos.starter_pictures} dari ${photos.dishes} hidangan masih memakai gambar contoh.`,
      );
    }
    // The starter's gallery pictures and captions are named, with the screen where they are changed.
    const gallery = checklist.items.find((item) => item.id === 'gallery');
    await expect(row('gallery').getByRole('link', { name: 'Galeri Anda' })).toHaveAttribute(
      'href',
      '/admin/gallery',
    );
    if (gallery?.id === 'gallery' && gallery.starter_images > 0) {
      await expect(row('gallery').locator('.badge')).toHaveText('Belum');
      await expect(row('gallery')).toContainText(
        `${gallery.starter_images} dari ${gallery.images} foto galeri masih gambar atau keterangan rumah makan contoh.`,
      );
    }
    const publishing = checklist.items.find((item) => item.id === 'publishing');
    if (publishing?.id === 'publishing' && publishing.done)
      await expect(row('publishing')).not.toContainText('belum ada penerbitan yang selesai');
    await noOverflow(page);

    // Settings still hold the starter's title and description: each says what guests see instead.
    await page.goto('/admin/settings');
    const site = page.getByRole('region', { name: 'Pengaturan Situs' });
    const pageTitle = site.getByLabel('Judul Halaman');
    await expect(pageTitle).toHaveValue(fallbackContent.settings.page_title);
    const instead = (shown: string) =>
      `Ini masih teks rumah makan contoh. Tulis teks Anda sendiri untuk menggantinya; sampai saat itu, tamu melihat: "${shown}"`;
    await expect(site.getByText(instead(title))).toBeVisible();
    await expect(pageTitle).toHaveAccessibleDescription(startsWith(instead(title)));
    const metaDescription = site.getByLabel('Deskripsi Meta');
    await expect(metaDescription).toHaveValue(fallbackContent.settings.meta_description);
    await expect(site.getByText(instead(description))).toBeVisible();
    await expect(metaDescription).toHaveAccessibleDescription(startsWith(instead(description)));
    await noOverflow(page);
    // Once the owner writes a title, it is the one guests see: the note goes.
    await pageTitle.fill('Uda Rizal — Nasi Padang Kebayoran');
    await expect(site.getByText(instead(title))).toHaveCount(0);
    await expect(site.getByText(instead(description))).toBeVisible();
    await pageTitle.fill(fallbackContent.settings.page_title);
    await expect(site.getByText(instead(title))).toBeVisible();
    // The tagline, on the restaurant's page, likewise.
    await page.goto('/admin/restaurant-info');
    const tagline = page.getByRole('textbox', { name: 'Slogan', exact: true });
    await expect(tagline).toHaveValue(fallbackContent.restaurant.tagline);
    await expect(page.getByText(instead('Masakan Padang di Jakarta'))).toBeVisible();
    await expect(tagline).toHaveAccessibleDescription(startsWith(instead('Masakan Padang di Jakarta')));
    await noOverflow(page);
  } finally {
    await admin.send('PUT', '/api/admin/restaurant', restaurant);
    await admin.send('PUT', '/api/admin/site-settings', settings);
    // The next spec files read / as it was: its rebuild is awaited here.
    await expect
      .poll(async () => (await landingHead(request)).title, { timeout: 90_000, intervals: [500] })
      .not.toContain('RM Padang Uda Rizal');
  }
});
