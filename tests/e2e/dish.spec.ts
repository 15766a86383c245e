import { expect, test } from '@playwright/test';
import { waitForPageScripts } from './fixtures.ts';

test.describe('dish page', () => {
  test('shows every field of the dish', async ({ page }) => {
    await page.goto('/menu/rendang-daging');
    await expect(page).toHaveTitle('Rendang Daging - Rumah Makan Padang Sederhana Rasa');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs).toHaveText(/Beranda\s*›?\s*Menu\s*›?\s*Rendang Daging/);
    await expect(page.getByRole('heading', { level: 1, name: 'Rendang Daging' })).toBeVisible();
    await expect(page.locator('.dish-info .badge')).toHaveText('Tersedia');
    await expect(page.getByText('Rp 38.000', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: "Chef's Recommendation" })).toBeVisible();
    await expect(page.getByText('Pedas, tingkat 3 dari 5')).toHaveCount(1);
    await expect(page.locator('.spice-text')).toHaveText('Pedas (3/5)');
    await expect(page.locator('.chili.on')).toHaveCount(3);
    await expect(page.getByText('468 kcal')).toBeVisible();
    await expect(page.getByText('1 potong besar (± 120 gram)')).toBeVisible();
    await expect(page.locator('.dish-facts')).toContainText('Makanan');
    await expect(page.getByText('Santan kelapa', { exact: true })).toBeVisible();
    await expect(page.locator('.chips-warning')).toHaveText('Kelapa');

    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeLessThanOrEqual(155);
    expect(description).toMatch(/^Rendang kami dimasak dengan cara lama/);
  });

  test('on a 360 px phone every fact stays inside its card, the spice level with its words too', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const slug of ['rendang-daging', 'sambal-lado-mudo']) {
      await page.goto(`/menu/${slug}/`);
      await expect(page.locator('.spice-text')).toBeVisible();
      const overflowing = await page.locator('.dish-facts > div').evaluateAll((cards) =>
        cards
          .filter((card) => {
            const box = card.getBoundingClientRect();
            return [...card.querySelectorAll('dd, dd *')].some((part) => {
              const inner = part.getBoundingClientRect();
              return inner.right > box.right + 0.5 || inner.left < box.left - 0.5;
            });
          })
          .map((card) => card.textContent?.trim()),
      );
      expect(overflowing, slug).toEqual([]);
    }
  });

  test('thumbnails switch the main image', async ({ page }) => {
    await page.goto('/menu/rendang-daging');
    const thumbs = page.locator('[data-thumb]');
    await expect(thumbs).toHaveCount(3);
    // They switch it once the page's scripts have come, after its first paint.
    await waitForPageScripts(page);
    await thumbs.nth(1).click();
    await expect(page.locator('[data-main-image]')).toHaveAttribute(
      'src',
      '/images/gallery/dapur-rendang.svg',
    );
    await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true');
  });

  test('on a 360 px phone Tambah lines up with Pesan via WhatsApp above it', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/menu/ayam-pop');
    const add = page.getByRole('button', { name: /^Tambah / });
    const whatsapp = page.getByRole('link', { name: 'Pesan via WhatsApp' });
    await expect(add).toBeVisible();
    const [addBox, whatsappBox] = [await add.boundingBox(), await whatsapp.boundingBox()];
    expect(addBox?.y ?? 0).toBeGreaterThan((whatsappBox?.y ?? 0) + (whatsappBox?.height ?? 0) - 1);
    expect(Math.abs((addBox?.x ?? 0) - (whatsappBox?.x ?? 0))).toBeLessThan(1);
  });

  test('without JavaScript a thumbnail opens its photo, and no button stands there doing nothing', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/menu/rendang-daging');
    await expect(page.locator('[data-thumb]').first()).toBeHidden();
    const photos = page.locator('.thumbs').getByRole('link');
    await expect(photos).toHaveCount(3);
    await photos.nth(1).click();
    await expect(page).toHaveURL(/dapur-rendang\.svg/);
    await context.close();
  });

  test('links back to the menu, to WhatsApp with the dish named, and to three related dishes', async ({
    page,
  }) => {
    await page.goto('/menu/ayam-pop');
    await expect(page.getByRole('link', { name: 'Kembali ke Menu' })).toHaveAttribute('href', '/#menu');
    const whatsapp = page.getByRole('link', { name: 'Pesan via WhatsApp' });
    const href = (await whatsapp.getAttribute('href')) ?? '';
    expect(href).toMatch(/^https:\/\/wa\.me\/6281266123456\?text=/);
    expect(decodeURIComponent(href.split('text=')[1] ?? '')).toContain('Ayam Pop');
    const related = page.getByRole('region', { name: 'Menu Terkait' }).getByRole('link');
    await expect(related).toHaveCount(3);
    const hrefs = await related.evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(hrefs).not.toContain('/menu/ayam-pop/');
    // Each at the address its page is published at (no redirect on the CDN).
    for (const link of hrefs) expect(link).toMatch(/^\/menu\/[a-z0-9-]+\/$/);
    await related.first().click();
    await expect(page).toHaveURL(/\/menu\/rendang-daging\/$/);
  });

  test('a sold-out dish shows the red Habis badge and no spice level at 0', async ({ page }) => {
    await page.goto('/menu/kawa-daun');
    const badge = page.locator('.dish-info .badge');
    await expect(badge).toHaveText('Habis');
    expect(await badge.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(179, 38, 30)');
    await expect(page.getByText('Tingkat Pedas')).toHaveCount(0);
  });

  test('a broken image falls back to the default image', async ({ page }) => {
    await page.route('**/images/menu/ayam-pop.svg', (route) => route.abort());
    await page.goto('/menu/ayam-pop');
    await expect(page.locator('[data-main-image]')).toHaveAttribute('src', '/images/default-dish.svg');
  });

  test('an unknown dish shows Menu Not Found with a link home', async ({ page }) => {
    await page.goto('/menu/nasi-goreng-keju');
    await expect(page.getByRole('heading', { name: 'Menu Not Found' })).toBeVisible();
    await expect(page.getByText("The menu item you're looking for doesn't exist.")).toBeVisible();
    await expect(page.locator('[data-dish-not-found] a')).toHaveAttribute('href', '/');
  });

  test('ships no React on a dish page', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/menu/gulai-ikan-kakap');
    await page.waitForLoadState('networkidle');
    expect(await page.locator('astro-island').count()).toBe(0);
    expect(scripts.join(' ')).not.toMatch(/react|client\.[a-z0-9]+\.js/i);
  });
});

test.describe('search engines', () => {
  test('get structured data, a sitemap of every dish and robots.txt', async ({ page, request }) => {
    await page.goto('/');
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(ld['@type']).toBe('Restaurant');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Rumah Makan/);
    // The landing page and every dish it links, as published (another spec's dish may be live meanwhile).
    const paths = async () => {
      const sitemap = await (await request.get('/sitemap.xml')).text();
      const landing = await (await request.get('/')).text();
      const dishes = new Set([...landing.matchAll(/href="(\/menu\/[a-z0-9-]+\/)"/g)].map((m) => m[1] ?? ''));
      return {
        listed: [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname).sort(),
        linked: ['/', ...dishes].sort(),
      };
    };
    // What the one lists and the other does not, either way: nothing, once both are of the same build.
    const unmatched = async () => {
      const { listed, linked } = await paths();
      return [
        ...listed.filter((path) => !linked.includes(path)),
        ...linked.filter((path) => !listed.includes(path)),
      ];
    };
    await expect.poll(unmatched).toEqual([]);
    const { listed } = await paths();
    expect(listed.length).toBeGreaterThanOrEqual(10);
    expect(listed).toContain('/menu/sala-lauak/');
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
    await page.goto('/menu/es-tebak');
    const dishLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(dishLd).toMatchObject({ '@type': 'MenuItem', offers: { priceCurrency: 'IDR', price: 20000 } });
  });
});
