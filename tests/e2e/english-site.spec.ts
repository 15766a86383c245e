import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { addDays, restaurantNow } from '../../src/domain/content/hours.ts';
import { DEFAULT_ORDERING_SETTINGS } from '../../src/domain/orders/ordering-settings.ts';
import { adminApi, loginAsAdmin, openDishEditor } from './admin-fixtures.ts';
import { waitForPageScripts } from './fixtures.ts';

/**
 * The public site in English for visitors: the owner turns it on in Settings and explains Rendang in the
 * menu editor; a visitor on a phone reads /en/, switches language on a dish page and back, and sends an
 * English WhatsApp order the restaurant's staff see like any other. Each page names its twin; with English
 * off, no /en/ page exists. The file restores the settings and the dish it changed.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const stamp = Date.now().toString(36);
const ENGLISH_DESCRIPTION = `Beef slow-cooked for hours in coconut milk and spices (${stamp}).`;
const RENDANG = '/menu/rendang-daging/';
const CHEF_ENGLISH = `Stirred for hours over a low fire until the sauce is gone (${stamp}).`;
type Dish = Record<string, unknown> & { id: string; slug: string; category_id: string };
let rendang: Dish | undefined;
let settings: Record<string, unknown> = {};

async function dishNamed(request: APIRequestContext, slug: string): Promise<Dish> {
  const menu = (await (await adminApi(request)).get('/api/admin/menu')) as Array<{ items: Dish[] }>;
  const dish = menu.flatMap((category) => category.items).find((item) => item.slug === slug);
  if (!dish) throw new Error(`no dish ${slug}`);
  return dish;
}

/** Waits until `path` answers `status` (the site is rebuilt after each save). */
async function publishedStatus(request: APIRequestContext, path: string, status: number) {
  await expect
    .poll(async () => (await request.get(path)).status(), { timeout: 60_000, intervals: [500] })
    .toBe(status);
}

/** The hreflang links of a page's head: language → address. */
async function alternatesOf(request: APIRequestContext, path: string): Promise<Record<string, string>> {
  const html = await (await request.get(path)).text();
  const links = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)];
  return Object.fromEntries(links.map(([, language = '', href = '']) => [language, new URL(href).pathname]));
}

/** The text of each wa.me link the page opened, decoded; no request leaves the machine. */
async function whatsappMessages(context: BrowserContext): Promise<() => string[]> {
  const opened: string[] = [];
  await context.route('https://wa.me/**', (route) => {
    opened.push(route.request().url());
    return route.fulfill({ body: 'WhatsApp', contentType: 'text/plain' });
  });
  return () => opened.map((url) => new URL(url).searchParams.get('text') ?? '');
}

const switchTo = (page: Page, name: 'English' | 'Bahasa Indonesia') =>
  page.getByRole('banner').getByRole('link', { name, exact: true });

test.beforeAll(async ({ request }) => {
  const api = await adminApi(request);
  settings = await api.get('/api/admin/site-settings');
  rendang = await dishNamed(request, 'rendang-daging');
  await api.send('PUT', '/api/admin/ordering', DEFAULT_ORDERING_SETTINGS);
});

test.afterAll(async ({ request }) => {
  const api = await adminApi(request);
  await api.send('PUT', '/api/admin/site-settings', { ...settings, languages: ['id'] });
  if (rendang) {
    const now = await dishNamed(request, rendang.slug);
    await api.send('PUT', `/api/admin/menu/category/${now.category_id}/item/${now.id}`, {
      ...rendang,
      revision: now.revision,
    });
  }
  await publishedStatus(request, '/en/', 404);
});

test('the owner turns English on and explains Rendang; a visitor reads it in English, switches language and back, and orders in English', async ({
  page,
  context,
  request,
}) => {
  // The owner, on a phone: Settings → the English pages.
  await loginAsAdmin(page, { open: { path: '/admin/settings', heading: 'Settings' } });
  const english = page.getByRole('checkbox', { name: 'English pages for visitors (/en/)' });
  await expect(english).not.toBeChecked();
  await english.check();
  await page.getByRole('button', { name: 'Save Site Settings' }).click();
  await expect(page.locator('[data-sonner-toast]').getByText(/Site settings updated/)).toBeVisible();

  // The menu editor: Rendang's English description, spice 2, beef and coconut milk.
  const { edit } = await openDishEditor(page, 'Rendang Daging');
  await edit.getByLabel('Name in English').fill('Beef rendang');
  await edit.getByLabel('Description in English').fill(ENGLISH_DESCRIPTION);
  await edit.getByRole('button', { name: 'Show advanced fields' }).click();
  await edit.getByLabel('Spice level').fill('2');
  const contains = edit.getByRole('group', { name: 'Contains' });
  for (const tag of ['Beef', 'Coconut milk']) await contains.getByLabel(tag).check();
  for (const tag of ['Chicken', 'Egg']) await contains.getByLabel(tag).uncheck();
  // The restaurant's own words beside them, for a visitor who cannot read the Indonesian ones.
  await edit.getByLabel('Portion in English').fill('1 large piece');
  await edit.getByLabel('Allergens in English').fill(' Coconut milk ,, ');
  await edit.getByLabel("Chef's Recommendation in English").fill(CHEF_ENGLISH);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.locator('[data-sonner-toast]').getByText('Menu item updated successfully', { exact: true }),
  ).toBeVisible();
  // The dashboard counts the dishes that have an English description.
  await page.goto('/admin/dashboard');
  await expect(page.getByTestId('setup-checklist')).toContainText(
    /\d+ of \d+ dishes have an English description\./,
  );

  await expect
    .poll(async () => (await request.get(`/en${RENDANG}`)).text(), { timeout: 60_000, intervals: [500] })
    .toContain(stamp);

  // A visitor opens /en/: English words, the dish in English.
  const messages = await whatsappMessages(context);
  await page.goto('/en/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Rumah Makan Padang Sederhana Rasa | Padang food in Kota Padang');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeAttached();
  await expect(switchTo(page, 'Bahasa Indonesia')).toHaveText('ID');
  const card = page
    .locator('#menu')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Beef rendang', exact: true }) });
  await expect(card.locator('.chilies[data-level="2"]')).toBeAttached();
  await expect(card).toContainText('Beef · Coconut milk');

  // On the dish page: its English description, how hot it is and what it contains.
  await page.goto(`/en${RENDANG}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Beef rendang' })).toBeVisible();
  await expect(page.getByText(ENGLISH_DESCRIPTION)).toBeVisible();
  await expect(page.locator('[data-dish-spice] .spice-text')).toHaveText('Medium (2/5)');
  await expect(page.locator('[data-dish-spice] .chili.on')).toHaveCount(2);
  await expect(page.locator('[data-dish-spice]')).toContainText('Medium, level 2 of 5');
  const tags = page.locator('[data-dish-contains]');
  await expect(tags.getByRole('heading')).toHaveText('Contains');
  await expect(tags.getByRole('listitem')).toHaveText(['Beef', 'Coconut milk']);
  // The chef's text, the portion and the allergens in the English the owner wrote, not marked Indonesian.
  const chef = page.locator('[data-dish-chef-text]');
  await expect(chef).toHaveText(CHEF_ENGLISH);
  await expect(chef).not.toHaveAttribute('lang');
  const portion = page.locator('[data-dish-fact]').filter({ hasText: 'Portion' }).locator('dd');
  await expect(portion).toHaveText('1 large piece');
  await expect(portion).not.toHaveAttribute('lang');
  const allergens = page.locator('[data-dish-allergens]');
  await expect(allergens.getByRole('heading')).toHaveText('Allergens');
  await expect(allergens.getByRole('listitem')).toHaveText(['Coconut milk']);
  await expect(allergens.getByRole('list')).not.toHaveAttribute('lang');

  // Switching to Indonesian and back leads to the same dish, and the choice is remembered.
  await switchTo(page, 'Bahasa Indonesia').click();
  await expect(page).toHaveURL(RENDANG);
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(page.getByRole('heading', { level: 1, name: 'Rendang Daging' })).toBeVisible();
  // The Indonesian page keeps the Indonesian words.
  await expect(page.locator('[data-dish-allergens]').getByRole('listitem')).toHaveText(['Kelapa']);
  await expect(page.locator('[data-dish-chef-text]')).not.toContainText(stamp);
  await switchTo(page, 'English').click();
  await expect(page).toHaveURL(`/en${RENDANG}`);
  await page.goto('/menu/ayam-pop/');
  await expect(page, 'a guest who chose English is taken to the English page').toHaveURL(
    '/en/menu/ayam-pop/',
  );

  // The English basket sends an English WhatsApp message with the dish's Indonesian name.
  await page.goto(`/en${RENDANG}`);
  await waitForPageScripts(page);
  await page.getByRole('button', { name: 'Add Beef rendang to your order', exact: true }).click();
  await page.getByRole('button', { name: /^Your order \(1\)/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Your order/ });
  // The guest reads the English name; the message names the dish as the kitchen knows it.
  await expect(dialog.locator('.basket-line-name')).toHaveText('Beef rendang');
  await expect(dialog.getByLabel('Note for Beef rendang')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Pick-up' }).check();
  await dialog.getByLabel('Pick-up time').selectOption({ index: 2 });
  await dialog.getByLabel('Name', { exact: true }).fill('Sarah');
  await dialog.getByLabel('WhatsApp number').fill('0812 3456 7890');
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/api/orders') && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Send order via WhatsApp' }).click();
  const { code } = (await (await answered).json()) as { code: string };
  await expect.poll(() => messages().length).toBe(1);
  const text = messages()[0] ?? '';
  expect(text).toMatch(new RegExp(`^Hello .+, I would like to order \\(${code}\\):\\n`));
  expect(text).toContain('1. Rendang Daging x1 = Rp');
  expect(text).toContain('\nOrder type: Pick-up, ');
  expect(text).toContain('\nName: Sarah\n');
  expect(text).toContain(`\nOrder code: ${code}\n`);
  // Staff see the order like any other.
  const stored = await (await adminApi(request)).get(`/api/admin/orders/${code}`);
  expect(stored).toMatchObject({ code, name: 'Sarah' });
  await dialog.getByRole('button', { name: 'Clear order' }).click();
  await page.evaluate(() => localStorage.clear());
});

test('without JavaScript a visitor reads /en/ in English and books a table, answered in English', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto('/en/#reservation');
  await expect(page.getByRole('heading', { name: 'Book a Table' })).toBeVisible();
  const form = page.locator('.reservation-form');
  await form.getByLabel('Full name').fill('Sarah Miller');
  await form.getByLabel('Phone number').fill('0812 5555 6666');
  let date = addDays(restaurantNow().date, 7);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== 3) date = addDays(date, 1);
  await form.getByLabel('Date').fill(date);
  await form.getByLabel('Time').selectOption('19:00');
  await form.getByLabel('Number of guests').selectOption('3-4');
  await form.getByRole('button', { name: 'Book a table' }).click();
  await expect(page.getByRole('heading', { name: /Your booking request has been sent!/ })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText(/Booking ID: RMP[A-Z0-9]{9}/)).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/en\/(#.*)?$/);
  await context.close();
});

test('what a visitor types into the English form before its island has loaded is kept, and sent as English', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // A phone on mobile data: the English island's script arrives only after the form is filled in.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/_astro\/ReservationFormEn\.[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  let sent: Record<string, string> | null = null;
  await page.route('**/api/reservations', (route) => {
    sent = route.request().postDataJSON();
    return route.fulfill({ status: 201, json: { id: 'RMPTEST12345', status: 'pending' } });
  });
  await page.goto('/en/#reservation');
  const form = page.locator('.reservation-form');
  const island = page.locator('astro-island').filter({ has: form });
  let date = addDays(restaurantNow().date, 7);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== 3) date = addDays(date, 1);
  await form.getByLabel('Full name').fill('Sarah Miller');
  await form.getByLabel('Phone number').fill('0812 5555 6666');
  await form.getByLabel('Date').fill(date);
  await form.getByLabel('Time').selectOption('19:00');
  await form.getByLabel('Number of guests').selectOption('3-4');
  await expect(island).toHaveAttribute('ssr');

  release();
  await expect(island).not.toHaveAttribute('ssr');
  // The island has taken the date over: it names that day's last booking, in English.
  await expect(form.getByText('Last booking at 21:00.')).toBeVisible();
  await expect(form.getByLabel('Full name')).toHaveValue('Sarah Miller');
  await expect(form.getByLabel('Time')).toHaveValue('19:00');
  await form.getByRole('button', { name: 'Book a table' }).click();
  const done = page.locator('#reservation .reservation-done');
  await expect(done.getByRole('heading', { name: 'Booking request sent!' })).toBeVisible();
  await expect(done).toContainText('Booking ID: RMPTEST12345');
  await expect(done.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('download', /\.ics$/);
  expect(sent).toEqual({
    name: 'Sarah Miller',
    phone: '0812 5555 6666',
    date,
    time: '19:00',
    guests: '3-4',
    website: '',
    language: 'en',
  });
});

test('every page and its English twin name each other and the Indonesian default, in the pages and the sitemap', async ({
  request,
}) => {
  // Every page the sitemap lists, in both languages, and the printed menu.
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry = '']) => ({
    loc: new URL(entry.match(/<loc>([^<]+)<\/loc>/)?.[1] ?? '').pathname,
    alternates: Object.fromEntries(
      [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, language = '', href = '']) => [
        language,
        new URL(href).pathname,
      ]),
    ),
  }));
  const indonesian = entries.map((entry) => entry.loc).filter((path) => !path.startsWith('/en/'));
  expect(indonesian).toContain(RENDANG);
  expect(entries.map((entry) => entry.loc).sort()).toEqual(
    [...indonesian, ...indonesian.map((path) => `/en${path}`)].sort(),
  );
  for (const path of [...indonesian, '/cetak-menu/']) {
    const expected = { id: path, en: `/en${path}`, 'x-default': path };
    // Each version names both, and the page each names names it back.
    expect(await alternatesOf(request, path), path).toEqual(expected);
    expect(await alternatesOf(request, `/en${path}`), `/en${path}`).toEqual(expected);
    for (const loc of [path, `/en${path}`]) {
      const entry = entries.find((candidate) => candidate.loc === loc);
      if (path !== '/cetak-menu/') expect(entry?.alternates, `sitemap ${loc}`).toEqual(expected);
    }
  }
  // An address that does not exist under /en/ gets the English "page not found".
  const missing = await request.get('/en/no-such-page/');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('<html lang="en"');
});

test("the editor keeps each English dish fact beside its Indonesian one, under it on a phone; the dish's detail shows the English Chef's text under the Indonesian", async ({
  page,
}) => {
  const { row, edit } = await openDishEditor(page, 'Ayam Pop');
  await edit.getByRole('button', { name: 'Show advanced fields' }).click();
  const pairs = [
    ['Ingredients', 'Ingredients in English'],
    ['Allergens', 'Allergens in English'],
    ['Portion', 'Portion in English'],
  ] as const;
  const boxOf = async (label: string) => {
    const box = await edit.getByLabel(label, { exact: true }).boundingBox();
    if (!box) throw new Error(`${label} is not shown`);
    return box;
  };
  // A laptop, a tablet: side by side, the English on the right.
  for (const width of [1280, 1024, 768]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [indonesian, english] of pairs) {
      const [left, right] = [await boxOf(indonesian), await boxOf(english)];
      expect(Math.abs(right.y - left.y), `${english} beside ${indonesian} at ${width} px`).toBeLessThan(2);
      expect(right.x).toBeGreaterThan(left.x + left.width);
    }
  }
  // A phone: the English right under its Indonesian field.
  await page.setViewportSize({ width: 360, height: 780 });
  for (const [indonesian, english] of pairs) {
    const [above, below] = [await boxOf(indonesian), await boxOf(english)];
    expect(Math.abs(below.x - above.x), `${english} under ${indonesian} at 360 px`).toBeLessThan(2);
    expect(below.y).toBeGreaterThan(above.y + above.height);
  }
  // An allergen added in Indonesian only: the English list is said to be behind.
  const stale = edit.getByText(/These no longer name as many allergens as the Indonesian list/);
  await expect(stale).toHaveCount(0);
  await edit.getByLabel('Allergens', { exact: true }).fill('Kelapa, Telur');
  await expect(stale).toBeVisible();
  await edit.getByLabel('Allergens in English').fill('Coconut, Egg');
  await expect(stale).toHaveCount(0);
  await edit.getByRole('button', { name: 'Cancel' }).click();

  await row.getByRole('button', { name: 'View Ayam Pop' }).click();
  const chef = page.getByRole('dialog').getByRole('region', { name: "Chef's Recommendation" });
  await expect(chef.getByRole('heading')).toHaveText([
    "Chef's Recommendation",
    "Chef's Recommendation in English",
  ]);
  await expect(chef.locator('p').last()).toHaveAttribute('lang', 'en');
});

test('a dish added since the last build loads on its English page in English, its category too', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const name = `Gulai Babat ${Date.now().toString(36)}`;
  const dish = (await api.send('POST', '/api/admin/menu/category/makanan/item', {
    name,
    name_en: 'Tripe curry',
    category: 'Makanan',
    description: 'Babat sapi dalam kuah gulai.',
    description_en: 'Beef tripe in a yellow curry.',
    price: 'Rp 30.000',
    image: '/images/menu/rendang-daging.svg',
    spice_level: 3,
    contains: ['offal'],
    portion: '1 mangkuk',
    portion_en: '1 bowl',
    ingredients: ['Babat sapi', 'Santan'],
    allergens: ['Jeroan', 'Kelapa'],
    allergens_en: ['Offal', 'Coconut'],
    ai_description: 'Babat kami direbus lama sampai empuk.',
    ai_description_en: 'Our tripe is simmered until tender.',
  })) as Dish;
  try {
    // Asked for at once, before any rebuild: the English page that loads a dish renders it.
    const response = await page.goto(`/en/menu/${dish.slug}/`);
    expect(await response?.text()).not.toContain(`data-dish="${dish.slug}"`);
    await expect(page.getByRole('heading', { level: 1, name: 'Tripe curry' })).toBeVisible();
    await expect(page.getByText('Beef tripe in a yellow curry.')).toBeVisible();
    await expect(page.locator('[data-dish-spice] .spice-text')).toHaveText('Hot (3/5)');
    await expect(page.locator('[data-dish-contains]').getByRole('listitem')).toHaveText(['Offal']);
    // The owner's English where written; the ingredients, written in Indonesian only, marked so.
    await expect(page.locator('[data-dish-chef-text]')).toHaveText('Our tripe is simmered until tender.');
    await expect(page.locator('[data-dish-chef-text]')).not.toHaveAttribute('lang');
    await expect(page.locator('[data-dish-fact]').filter({ hasText: 'Portion' }).locator('dd')).toHaveText(
      '1 bowl',
    );
    const allergens = page.locator('[data-dish-allergens]').getByRole('list');
    await expect(allergens.getByRole('listitem')).toHaveText(['Offal', 'Coconut']);
    await expect(allergens).not.toHaveAttribute('lang');
    const ingredients = page.locator('[data-dish-ingredients]').getByRole('list');
    await expect(ingredients.getByRole('listitem')).toHaveText(['Babat sapi', 'Santan']);
    await expect(ingredients).toHaveAttribute('lang', 'id');
    await expect(page.locator('main')).toContainText('Food');
    await expect(page.locator('main')).not.toContainText('Makanan');
  } finally {
    await api.send('DELETE', `/api/admin/menu/category/makanan/item/${dish.id}`);
    await expect
      .poll(async () => (await request.get('/sitemap.xml')).text(), { timeout: 60_000, intervals: [500] })
      .not.toContain(`/menu/${dish.slug}/`);
  }
});

test('with English off there is no /en/ page and no page names one', async ({ request }) => {
  const api = await adminApi(request);
  await api.send('PUT', '/api/admin/site-settings', { ...settings, languages: ['id'] });
  await publishedStatus(request, '/en/', 404);
  for (const path of ['/en/', `/en${RENDANG}`, '/en/cetak-menu/'])
    expect((await request.get(path)).status()).toBe(404);
  for (const path of ['/', RENDANG]) {
    const html = await (await request.get(path)).text();
    expect(html).not.toContain('hreflang');
    expect(html).not.toContain('data-language-switch');
  }
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/en/');
});
