import { expect, test } from '@playwright/test';
import { wednesdayAhead } from '../helpers/dates.ts';
import { holdInlineScript, hydrate } from './fixtures.ts';

test.describe('landing page', () => {
  test('has the sections and navigation labels of the spec', async ({ page }) => {
    await page.goto('/');
    for (const id of ['home', 'about', 'menu', 'gallery', 'events', 'reservation', 'contact']) {
      await expect(page.locator(`#${id}`)).toHaveCount(1);
    }
    const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
    for (const label of ['Home', 'Tentang', 'Menu', 'Galeri', 'Event', 'Kontak']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Lihat Menu' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reservasi Meja' })).toBeVisible();
    for (const social of ['Instagram', 'WhatsApp', 'Facebook']) {
      await expect(nav.getByRole('link', { name: social })).toHaveCount(1);
    }
    await expect(page).toHaveTitle('Rumah Makan | Padang Sederhana Rasa');
  });

  test('a navigation choice scrolls its section to 80 px below the top', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Navigasi utama' })
      .getByRole('link', { name: 'Galeri' })
      .click();
    await expect
      .poll(() => page.locator('#gallery').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(80);
    await expect(page).toHaveURL(/#gallery$/);
  });

  test('for visitors who asked for less motion, a navigation choice jumps without animating', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const positions = await page.evaluate(async () => {
      const link = document.querySelector<HTMLAnchorElement>('a[data-scroll][href="#events"]');
      const section = document.querySelector('#events');
      if (!link || !section) return [];
      link.click();
      const seen = [Math.round(section.getBoundingClientRect().top)];
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      seen.push(Math.round(section.getBoundingClientRect().top));
      return seen;
    });
    // At its place at once, and still there two frames later: no animation.
    expect(positions).toEqual([80, 80]);
  });

  test('the hero buttons scroll to the menu and the reservation form', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Lihat Menu' }).click();
    await expect
      .poll(() => page.locator('#menu').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(80);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('link', { name: 'Reservasi Meja' }).click();
    // The reservation section sits near the end: the page scrolls as far as it can towards 80 px.
    await expect(page).toHaveURL(/#reservation$/);
    // Smooth scrolling: the section's top falls towards its resting place, which is at least 80 px.
    const top = () =>
      page.locator('#reservation').evaluate((el) => Math.round(el.getBoundingClientRect().top));
    await expect.poll(top).toBeLessThan(400);
    expect(await top()).toBeGreaterThanOrEqual(80);
    await expect(page.getByLabel('Nama Lengkap')).toBeInViewport();
  });

  test('the bar turns solid after more than 50 px of scroll', async ({ page }) => {
    await page.goto('/');
    const bar = page.locator('[data-navbar]');
    await expect(bar).not.toHaveClass(/is-solid/);
    await page.evaluate(() => window.scrollTo(0, 40));
    await page.waitForTimeout(100);
    await expect(bar).not.toHaveClass(/is-solid/);
    await page.evaluate(() => window.scrollTo(0, 60));
    await expect(bar).toHaveClass(/is-solid/);
    // The colour fades in (a CSS transition): wait for it rather than reading it once.
    await expect
      .poll(() => bar.evaluate((el) => getComputedStyle(el).backgroundColor))
      .not.toBe('rgba(0, 0, 0, 0)');
  });

  test('on a phone the menu opens and closes after a choice', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Buka menu navigasi' });
    const tentang = page
      .getByRole('navigation', { name: 'Navigasi utama' })
      .getByRole('link', { name: 'Tentang' });
    await expect(tentang).toBeHidden();
    await toggle.click();
    await expect(tentang).toBeVisible();
    await tentang.click();
    await expect(tentang).toBeHidden();
    await expect
      .poll(() => page.locator('#about').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(80);
  });

  test('menu tabs: the first is selected, another shows its category and dishes', async ({ page }) => {
    await page.goto('/#menu');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['Makanan', 'Minuman', 'Lainnya']);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    const makanan = page.getByRole('tabpanel', { name: 'Makanan' });
    await expect(makanan.getByText('Lauk utama khas Minang')).toBeVisible();
    await expect(makanan.getByRole('link', { name: /Rendang Daging/ })).toHaveAttribute(
      'href',
      '/menu/rendang-daging/',
    );

    await page.getByRole('tab', { name: 'Minuman' }).click();
    await expect(page.getByRole('tab', { name: 'Minuman' })).toHaveAttribute('aria-selected', 'true');
    await expect(makanan).toBeHidden();
    const minuman = page.getByRole('tabpanel', { name: 'Minuman' });
    await expect(minuman.getByText('Minuman tradisional penyegar')).toBeVisible();
    await expect(minuman.getByRole('link', { name: /Es Teh Talua/ })).toHaveAttribute(
      'href',
      '/menu/es-teh-talua/',
    );
    // A sold-out dish says so on its badge, and its basket button cannot add it.
    await expect(minuman.locator('[data-status-for="kawa-daun"]')).toHaveText('Habis');
    await expect(minuman.getByRole('button', { name: 'Habis', exact: true })).toBeDisabled();

    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Lainnya' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Lainnya' })).toHaveAttribute('aria-selected', 'true');
  });

  test('before the scripts arrive the menu is already laid out as tabs, so it does not jump when they do', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    // The tabs' script held back, as on a slow line: what the guest sees is the page as served, with its CSS.
    const release = await holdInlineScript(page, /\/$/, 'menu-tab');
    await page.goto('/#menu', { waitUntil: 'commit' });
    const menu = page.locator('#menu');
    const makanan = menu.getByRole('link', { name: /Rendang Daging/ });
    await expect(makanan).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Minuman', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: /Es Teh Talua/ })).toBeHidden();
    // Where the first dish stands on the page (not in the window, which may scroll to #menu meanwhile).
    const top = () => makanan.evaluate((link) => link.getBoundingClientRect().top + window.scrollY);
    const before = await top();
    release();
    await expect(page.getByRole('tab', { name: 'Makanan' })).toHaveAttribute('aria-selected', 'true');
    expect(await top()).toBe(before);
  });

  test('events show date, title and description', async ({ page }) => {
    await page.goto('/');
    const events = page.locator('#events');
    await expect(events.getByRole('heading', { name: 'Malam Randai' })).toBeVisible();
    // A photo placed on the site always says what it shows: an event's photo takes its title.
    await expect(events.getByRole('img', { name: 'Malam Randai' })).toHaveCount(1);
    await expect(events.getByText('Sabtu pertama setiap bulan, 19:30 - 21:30')).toBeVisible();
  });

  test('footer shows contact, opening hours, the map and the copyright', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('#contact');
    await expect(footer.getByText('Senin - Jumat: 10:00 - 22:00')).toBeVisible();
    await expect(footer.getByText('Sabtu - Minggu: 09:00 - 23:00')).toBeVisible();
    await expect(footer.getByRole('link', { name: '(0751) 812 345' })).toHaveAttribute(
      'href',
      'tel:0751812345',
    );
    // The map is framed once the guest scrolls near it.
    await footer.locator('.footer-map-frame').scrollIntoViewIfNeeded();
    await expect(footer.locator('iframe')).toHaveAttribute('src', /^https:\/\//);
    await expect(footer.getByText(/© \d{4} Rumah Makan Padang Sederhana Rasa/)).toBeVisible();
  });
});

test.describe('gallery lightbox', () => {
  test('opens with the caption, locks scroll, traps focus and closes with Esc, restoring focus', async ({
    page,
  }) => {
    await page.goto('/#gallery');
    await hydrate(page, '.gallery-grid');
    const opener = page.getByRole('link', { name: /Ruang makan dengan ornamen rumah gadang/ });
    await opener.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('figcaption')).toHaveText('Ruang makan dengan ornamen rumah gadang');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await expect(dialog.getByRole('button', { name: 'Tutup' })).toBeFocused();
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('closes with the close button and with a click on the backdrop', async ({ page }) => {
    await page.goto('/#gallery');
    await hydrate(page, '.gallery-grid');
    const first = page.locator('.gallery-button').first();
    await first.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Tutup' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await first.click();
    await page.getByRole('dialog').click({ position: { x: 5, y: 300 } });
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test.describe('reservation form', () => {
  test('sends, shows the booking id for 5 s and starts the next booking from a cleared form', async ({
    page,
  }) => {
    await page.goto('/#reservation');
    await hydrate(page, '.reservation-form');
    const form = page.locator('.reservation-form');
    await expect(form.getByLabel('Nomor Telepon')).toHaveAttribute('placeholder', '08xx xxxx xxxx');
    await expect(form.getByLabel('Nomor Telepon')).toHaveAttribute('type', 'tel');
    const values = await form
      .getByLabel('Jumlah Tamu')
      .locator('option:not([disabled])')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(values).toEqual(['1', '2', '3-4', '5-8', '8+']);

    await form.getByLabel('Nama Lengkap').fill('Siti Rahmah');
    await form.getByLabel('Nomor Telepon').fill('0812 3456 7890');
    await form.getByLabel('Tanggal').fill(wednesdayAhead());
    await form.getByLabel('Waktu').selectOption('19:00');
    await form.getByLabel('Jumlah Tamu').selectOption('3-4');
    // The booking is held back until the sending state has been seen (a fast server answers at once).
    const { promise: sent, resolve: send } = Promise.withResolvers<void>();
    await page.route('**/api/reservations', async (route) => {
      await sent;
      await route.continue();
    });
    // When each toast appears and leaves, by the page's own clock: how long one stays is then measured
    // exactly, however slowly this test runs alongside it.
    await page.evaluate(() => {
      const times: { shown?: number; gone?: number } = {};
      (window as unknown as { toastTimes: typeof times }).toastTimes = times;
      new MutationObserver(() => {
        const shown = document.querySelector('[data-sonner-toast]');
        if (shown && times.shown === undefined) times.shown = performance.now();
        if (!shown && times.shown !== undefined && times.gone === undefined) times.gone = performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await form.getByRole('button', { name: 'Kirim Reservasi' }).click();

    const sending = form.getByRole('button', { name: 'Mengirim...' });
    await expect(sending).toBeDisabled();
    send();
    const toast = page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Reservasi Anda berhasil! Kami akan menghubungi Anda segera.' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(/ID Booking: RMP[A-Z0-9]{9}/);
    // The summary takes the form's place (issue 14, item 10); the next booking starts from an empty form.
    await page.getByRole('button', { name: 'Buat reservasi lain' }).click();
    await expect(form.getByLabel('Nama Lengkap')).toHaveValue('');
    await expect(form.getByLabel('Jumlah Tamu')).toHaveValue('');
    await expect(form.getByRole('button', { name: 'Kirim Reservasi' })).toBeEnabled();
    await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-y-position', 'top');
    await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-x-position', 'right');
    // Shown 5 s, not the default 4 s, then it goes by itself.
    await expect(toast).toHaveCount(0, { timeout: 20_000 });
    const { shown, gone } = await page.evaluate(
      () => (window as unknown as { toastTimes: { shown: number; gone: number } }).toastTimes,
    );
    expect(gone - shown).toBeGreaterThan(4_800);
  });

  test('requires every field', async ({ page }) => {
    await page.goto('/#reservation');
    await hydrate(page, '.reservation-form');
    const form = page.locator('.reservation-form');
    await form.getByRole('button', { name: 'Kirim Reservasi' }).click();
    for (const label of ['Nama Lengkap', 'Nomor Telepon', 'Tanggal', 'Waktu', 'Jumlah Tamu']) {
      expect(
        await form.getByLabel(label).evaluate((el) => (el as HTMLInputElement).validity.valueMissing),
      ).toBe(true);
    }
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  });
});
