/**
 * The login page's first paint is already in the owner's language: on a slow link the built page shows
 * long before the admin's code arrives, and must not show English first, then change its words.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';

/** A context in `locale` where the admin's code never arrives: what the built page shows on its own. */
async function withoutTheAdminCode(browser: Browser, baseURL: string | undefined, locale: string) {
  const context = await browser.newContext({ locale, baseURL });
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.route('**/_astro/**/*.js', (route) => route.abort());
  return { context, page, violations };
}

async function expectLoginIn(page: Page, words: { lang: string; title: string; fields: string[] }) {
  await expect(page.locator('html')).toHaveAttribute('lang', words.lang);
  await expect(page).toHaveTitle(`${words.title} - Admin`);
  await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
  const [username, password, submit] = words.fields;
  await expect(page.getByRole('textbox', { name: username, exact: true })).toBeVisible();
  await expect(page.getByLabel(new RegExp(`^${password}`))).toBeVisible();
  await expect(page.getByRole('button', { name: submit, exact: true })).toBeVisible();
}

const INDONESIAN = { lang: 'id', title: 'Masuk Admin', fields: ['Nama pengguna', 'Kata sandi', 'Masuk'] };
const ENGLISH = { lang: 'en', title: 'Admin Login', fields: ['Username', 'Password', 'Login'] };

test("before its code arrives, the login page is in the phone's language (id-ID) or English (en-US)", async ({
  browser,
  baseURL,
}) => {
  for (const [locale, words] of [
    ['id-ID', INDONESIAN],
    ['en-US', ENGLISH],
  ] as const) {
    const { context, page, violations } = await withoutTheAdminCode(browser, baseURL, locale);
    await page.goto('/admin/login');
    await expectLoginIn(page, words);
    await expect(page.getByRole('link', { name: /Kembali ke situs|Back to website/ })).toHaveText(
      locale === 'id-ID' ? '← Kembali ke situs' : '← Back to website',
    );
    expect(violations).toEqual([]);
    await context.close();
  }
});

test('before its code arrives, the login page follows the language chosen on this device', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await withoutTheAdminCode(browser, baseURL, 'en-US');
  await page.goto('/robots.txt');
  await page.evaluate(() => localStorage.setItem('admin_language', 'id'));
  await page.goto('/admin/login');
  await expectLoginIn(page, INDONESIAN);
  await context.close();
});

test("the login page's first words stay when its code takes over: no English first, no mismatch", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ locale: 'id-ID', baseURL });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  // The heading and the page's language each time the browser is about to paint, from the first frame on.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    const look = () => {
      const heading = document.querySelector('h1')?.textContent;
      const shown = heading && `${document.documentElement.lang}: ${heading}`;
      if (shown && seen.at(-1) !== shown) seen.push(shown);
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.goto('/admin/login');
  // The island takes over the form: the button is enabled once its code runs.
  await expect(page.getByRole('button', { name: 'Masuk', exact: true })).toBeEnabled();
  await expectLoginIn(page, INDONESIAN);
  await expect(page.getByRole('combobox', { name: 'Bahasa' })).toHaveValue('id');
  expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual([
    'id: Masuk Admin',
  ]);
  expect(problems).toEqual([]);

  // Switching the language still works after the take-over.
  await page.getByRole('combobox', { name: 'Bahasa' }).selectOption('en');
  await expectLoginIn(page, ENGLISH);
  await context.close();
});

test('without JavaScript the login page is in English and says, in both languages, that the admin needs it', async ({
  browser,
  baseURL,
  request,
}) => {
  const context = await browser.newContext({ locale: 'id-ID', baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/admin/login');
  await expectLoginIn(page, ENGLISH);
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeDisabled();
  await context.close();
  // Chromium with scripts turned off by a test still parses <noscript> as a browser with scripts does.
  const html = await (await request.get('/admin/login')).text();
  const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? '';
  expect(noscript).toContain('The admin needs JavaScript. Please enable it and reload.');
  expect(noscript).toContain('Admin memerlukan JavaScript. Aktifkan JavaScript lalu muat ulang halaman.');
});
