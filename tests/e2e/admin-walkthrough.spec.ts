/**
 * What a walk through the back-office found (issue 14), at the viewports where it was seen: phones
 * 390×844 and desktop 1280 wide. Each test names its item.
 */
import { expect, type Page, type Route, test } from '@playwright/test';
import { wednesdayAhead } from '../helpers/dates.ts';
import { adminApi, imageLinkField, loginAsAdmin, staffAccount } from './admin-fixtures.ts';

// These tests answer some of the admin's requests themselves (page.route), which the admin's service
// worker, once in control of the page, would bypass: it is kept out of them.
test.use({ serviceWorkers: 'block' });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
const category = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name}\\b`) });
const itemRow = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

/** A dish of the Lainnya category made through the API, for a test to work on. */
async function makeDish(page: Page, name: string) {
  const api = await adminApi(page.request);
  return api.send('POST', '/api/admin/menu/category/lainnya/item', {
    name,
    category: 'Lainnya',
    price: 'Rp 12.000',
    image: '/images/menu/ayam-pop.svg',
    description: 'Renyah dan gurih.',
  }) as Promise<{ id: string; slug: string }>;
}

/**
 * Holds the answers of GET `pattern` until released: what the page shows meanwhile can only come from
 * what it already had (the answer of a write, not a reload).
 */
async function holdReads(page: Page, pattern: string) {
  let held: Route[] = [];
  let holding = false;
  await page.route(pattern, (route) => {
    if (holding && route.request().method() === 'GET') held.push(route);
    else void route.continue();
  });
  return {
    start: () => {
      holding = true;
    },
    release: async () => {
      holding = false;
      const waiting = held;
      held = [];
      for (const route of waiting) await route.continue();
    },
  };
}

/** Whether the two boxes overlap. */
function overlaps(
  a: { x: number; y: number; width: number; height: number } | null,
  b: { x: number; y: number; width: number; height: number } | null,
) {
  if (!a || !b) return false;
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Opens an admin page through the phone's ☰ drawer. */
async function openFromDrawer(page: Page, linkName: string) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: linkName, exact: true })
    .click();
}

test.describe('item 4: typed changes are never dropped without asking', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    test(`Restaurant Info asks before a sidebar link leaves it, and keeps the text when staff stay (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await loginAsAdmin(page, { open: { path: '/admin/restaurant-info', heading: 'Restaurant Info' } });
      const tagline = page.getByRole('textbox', { name: 'Tagline', exact: true });
      await expect(tagline).toBeEditable();
      await tagline.fill('Belum disimpan');

      const asked: string[] = [];
      page.once('dialog', async (dialog) => {
        asked.push(dialog.message());
        await dialog.dismiss();
      });
      if (viewport === PHONE) await openFromDrawer(page, 'Menu');
      else
        await page
          .getByRole('navigation', { name: 'Admin' })
          .getByRole('link', { name: 'Menu', exact: true })
          .click();
      await expect.poll(() => asked.length).toBe(1);
      expect(asked[0]).toMatch(/unsaved changes/i);
      await expect(page.getByRole('heading', { level: 1, name: 'Restaurant Info' })).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/restaurant-info\/?$/);
      await expect(tagline).toHaveValue('Belum disimpan');

      // Leaving on purpose works.
      page.once('dialog', (dialog) => dialog.accept());
      if (viewport === PHONE) await openFromDrawer(page, 'Menu');
      else
        await page
          .getByRole('navigation', { name: 'Admin' })
          .getByRole('link', { name: 'Menu', exact: true })
          .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
    });
  }

  test('Settings, Restaurant Info and an open dish form ask before the page is reloaded or closed', async ({
    page,
  }) => {
    await loginAsAdmin(page, { open: { path: '/admin/settings', heading: 'Settings' } });
    const beforeUnload = async () => {
      const dialog = page.waitForEvent('dialog', { timeout: 5000 }).catch(() => null);
      await page.close({ runBeforeUnload: true });
      const shown = await dialog;
      await shown?.dismiss();
      return shown?.type() ?? null;
    };

    // Beside Save the page says the change is not saved yet; only then is it asked about.
    const unsaved = page.getByText('You have unsaved changes.');
    await expect(page.getByLabel('Page Title')).not.toHaveValue('');
    await expect(unsaved).toHaveCount(0);
    await page.getByLabel('Page Title').fill('Judul belum disimpan');
    await expect(unsaved.first()).toBeVisible();
    expect(await beforeUnload()).toBe('beforeunload');
    await expect(page.getByLabel('Page Title')).toHaveValue('Judul belum disimpan');

    await page.goto('/admin/restaurant-info');
    await expect(page.getByRole('textbox', { name: 'Tagline', exact: true })).toBeVisible();
    await expect(unsaved).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Tagline', exact: true }).fill('Tagline belum disimpan');
    await expect(unsaved).toBeVisible();
    expect(await beforeUnload()).toBe('beforeunload');
  });

  test('an open dish form asks before a sidebar link leaves the Menu page', async ({ page }) => {
    await loginAsAdmin(page, { open: { path: '/admin/menu', heading: 'Menu' } });
    await category(page, 'Minuman').getByRole('button', { name: 'Add Item to Minuman' }).click();
    const form = page.getByRole('form', { name: 'Add item to Minuman' });
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Es Belum Disimpan');
    const asked = page.waitForEvent('dialog');
    const click = page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Gallery', exact: true })
      .click();
    const dialog = await asked;
    expect(dialog.message()).toMatch(/unsaved changes/i);
    await dialog.dismiss();
    await click;
    await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Es Belum Disimpan');
  });
});

test.describe('items 6 and 20: the Menu page answers at once, and deletes are asked in the page with Undo', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a delete asks in an in-page dialog naming the dish, shows progress at once, removes the row from the answer and can be undone', async ({
    page,
  }) => {
    const name = unique('Kerupuk Hapus');
    const dish = await makeDish(page, name);
    await loginAsAdmin(page, { open: { path: '/admin/menu', heading: 'Menu' } });
    const row = itemRow(page, name);
    const deleteButton = row.getByRole('button', { name: `Delete ${name}` });

    // The question names the dish, in the page (not the browser's pop-up); Esc keeps it.
    let browserDialogs = 0;
    page.on('dialog', (dialog) => {
      browserDialogs += 1;
      void dialog.dismiss();
    });
    await deleteButton.click();
    const ask = page.getByRole('alertdialog', { name: `Delete "${name}"?` });
    await expect(ask).toBeVisible();
    await expect(ask).toContainText('Are you sure you want to delete this item?');
    await page.keyboard.press('Escape');
    await expect(ask).toHaveCount(0);
    await expect(deleteButton).toBeFocused();
    await expect(row).toBeVisible();

    // The delete is held: the row says it is being deleted at once.
    const { promise: deleteHeld, resolve: releaseDelete } = Promise.withResolvers<void>();
    await page.route('**/api/admin/menu/category/*/item/*', async (route) => {
      if (route.request().method() === 'DELETE') await deleteHeld;
      await route.continue();
    });
    const reads = await holdReads(page, '**/api/admin/menu');
    await deleteButton.click();
    await ask.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(row).toContainText('Deleting…', { timeout: 1000 });
    // Answered: the dish leaves the list and the count drops while the menu is not read again.
    reads.start();
    const countBefore = await category(page, 'Lainnya').locator('.menu-count').textContent();
    releaseDelete();
    await expect(toast(page, 'Menu item deleted')).toBeVisible();
    await expect(row).toHaveCount(0, { timeout: 2000 });
    await expect(category(page, 'Lainnya').locator('.menu-count')).not.toHaveText(countBefore ?? '');
    await reads.release();

    // Undo in the toast brings it back.
    await toast(page, 'Menu item deleted').getByRole('button', { name: 'Undo' }).click();
    await expect(toast(page, 'Menu item restored')).toBeVisible();
    await expect(itemRow(page, name)).toBeVisible();
    expect(browserDialogs).toBe(0);

    // Leave the menu as it was for the other specs.
    const api = await adminApi(page.request);
    await api.send('DELETE', `/api/admin/menu/category/lainnya/item/${dish.id}`);
    await api.send('DELETE', `/api/admin/trash/menu-item/${dish.id}`);
  });

  test('after Add the category heading counts the new dish at once; a dish restored from Recently deleted is listed at once', async ({
    page,
  }) => {
    const name = unique('Rakik Uji');
    await loginAsAdmin(page, { open: { path: '/admin/menu', heading: 'Menu' } });
    const lainnya = category(page, 'Lainnya');
    const count = async () => Number((await lainnya.locator('.menu-count').textContent())?.match(/\d+/)?.[0]);
    const before = await count();
    const reads = await holdReads(page, '**/api/admin/menu');
    reads.start();

    await lainnya.getByRole('button', { name: 'Add Item to Lainnya' }).click();
    const form = page.getByRole('form', { name: 'Add item to Lainnya' });
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await form.getByRole('textbox', { name: 'Price', exact: true }).fill('Rp 8.000');
    await (await imageLinkField(form)).fill('/images/menu/ayam-pop.svg');
    await form.getByRole('textbox', { name: 'Description', exact: true }).fill('Rakik kacang.');
    await form.getByRole('button', { name: 'Save Item' }).click();
    await expect(toast(page, 'Menu item added successfully')).toBeVisible();
    await expect(itemRow(page, name)).toBeVisible({ timeout: 2000 });
    await expect(lainnya.locator('.menu-count')).toHaveText(`(${before + 1} items)`, { timeout: 2000 });
    await reads.release();

    // Deleted, then restored from Recently deleted while the menu is not read again.
    await itemRow(page, name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(itemRow(page, name)).toHaveCount(0);
    reads.start();
    const trash = page.getByRole('region', { name: /Recently deleted/ });
    await trash.getByRole('button', { name: `Restore ${name}` }).click();
    await expect(toast(page, 'Menu item restored')).toBeVisible();
    await expect(itemRow(page, name)).toBeVisible({ timeout: 2000 });
    await expect(lainnya.locator('.menu-count')).toHaveText(`(${before + 1} items)`);
    await reads.release();

    await itemRow(page, name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(itemRow(page, name)).toHaveCount(0);
  });

  test('gallery: the delete question names the image, in the page', async ({ page }) => {
    await loginAsAdmin(page, { open: { path: '/admin/gallery', heading: 'Gallery' } });
    const first = page.getByRole('list', { name: 'Gallery images' }).getByRole('listitem').first();
    const deleteButton = first.getByRole('button', { name: /^Delete / });
    const title = ((await deleteButton.getAttribute('aria-label')) ?? '').replace(/^Delete /, '');
    await deleteButton.click();
    const ask = page.getByRole('alertdialog', { name: `Delete "${title}"?` });
    await expect(ask).toContainText('Are you sure you want to delete this image?');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toHaveCount(0);
    await expect(deleteButton).toBeFocused();
  });
});

test.describe('item 7: the publish badge, worded for staff', () => {
  /**
   * Opens Restaurant Info once the website shows every save, changes the tagline and saves it while the
   * badge's own status reads are held: what the badge says then comes from the save's answer. Gives back
   * the badge and the tagline as it was.
   */
  async function saveWithStatusHeld(page: Page) {
    await loginAsAdmin(page, { open: { path: '/admin/restaurant-info', heading: 'Restaurant Info' } });
    const status = page.locator('.publish-status');
    await expect(status).toContainText(/Saved · on the website at \d\d:\d\d/, { timeout: 45_000 });
    // Nothing is explained only on hover (phones have none).
    await expect(status.locator('[title]')).toHaveCount(0);

    await page.evaluate(() => {
      const seconds: number[] = [];
      (window as unknown as { publishSeconds: number[] }).publishSeconds = seconds;
      const element = document.querySelector('.publish-status');
      if (!element) return;
      new MutationObserver(() => {
        const match = element.textContent?.match(/(\d+) s/);
        if (match) seconds.push(Number(match[1]));
      }).observe(element, { childList: true, subtree: true, characterData: true });
    });
    const statusReads = await holdReads(page, '**/api/admin/publish-status');
    statusReads.start();
    const tagline = page.getByRole('textbox', { name: 'Tagline', exact: true });
    const original = await tagline.inputValue();
    await tagline.fill(`${original} ${Date.now().toString(36)}`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Restaurant info updated successfully!')).toBeVisible();
    await expect(status).toContainText(/publishing to the website/i, { timeout: 1000 });
    return { status, original, statusReads };
  }

  async function restoreTagline(page: Page, original: string) {
    await page.getByRole('textbox', { name: 'Tagline', exact: true }).fill(original);
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/admin/restaurant') && response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save Changes' }).click();
    expect((await saved).ok()).toBe(true);
  }

  test(`a save shows "Publishing…" the moment it is answered, never counts backwards, then says when it is on the website (${DESKTOP.width} px)`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(DESKTOP);
    const { status, original, statusReads } = await saveWithStatusHeld(page);
    await statusReads.release();
    await expect(status).toContainText(/Saved · on the website at \d\d:\d\d/, { timeout: 45_000 });
    const seconds = await page.evaluate(
      () => (window as unknown as { publishSeconds: number[] }).publishSeconds,
    );
    for (let i = 1; i < seconds.length; i++) expect(seconds[i]).toBeGreaterThanOrEqual(seconds[i - 1] ?? 0);
    await expect(status.locator('[title]')).toHaveCount(0);
    await restoreTagline(page, original);
  });

  // The same save at phone width: the badge, publishing, stays whole on the screen and explains nothing
  // only on hover. How it goes on to say when the save is on the website is the desktop test's.
  test(`a save shows "Publishing…" the moment it is answered, whole on the screen (${PHONE.width} px)`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(PHONE);
    const { status, original, statusReads } = await saveWithStatusHeld(page);
    await expect(status).toBeInViewport({ ratio: 1 });
    await expect(status.locator('[title]')).toHaveCount(0);
    await statusReads.release();
    await restoreTagline(page, original);
  });
});

test.describe("item 16: Generate never silently replaces a hand-written Chef's Recommendation", () => {
  test('it asks first; Cancel keeps the text and sends nothing; after replacing, Undo brings it back', async ({
    page,
  }) => {
    await loginAsAdmin(page, { open: { path: '/admin/menu', heading: 'Menu' } });
    await category(page, 'Lainnya').getByRole('button', { name: 'Add Item to Lainnya' }).click();
    const form = page.getByRole('form', { name: 'Add item to Lainnya' });
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Keripik Balado Cabe Merah');
    await form.getByRole('button', { name: 'Show advanced fields' }).click();
    const ai = form.getByLabel("Chef's Recommendation (AI description)");
    await ai.fill('Tulisan chef sendiri.');
    let generated = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/ai/describe-menu')) generated += 1;
    });

    await form.getByRole('button', { name: 'Generate' }).click();
    const ask = page.getByRole('alertdialog', { name: /Replace your Chef's Recommendation\?/ });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ai).toHaveValue('Tulisan chef sendiri.');
    expect(generated).toBe(0);

    await form.getByRole('button', { name: 'Generate' }).click();
    await ask.getByRole('button', { name: 'Replace' }).click();
    await expect(ai).toHaveValue(/Keripik Balado Cabe Merah/);
    await expect(ai).not.toHaveValue(/tanpa pedas/);
    await toast(page, 'AI description generated successfully!').getByRole('button', { name: 'Undo' }).click();
    await expect(ai).toHaveValue('Tulisan chef sendiri.');
    await form.getByRole('button', { name: 'Cancel' }).click();
  });
});

test.describe('item 17: a first password chosen by a superadmin must be changed first', () => {
  test('the new editor is taken to the change form, with confirmation and show/hide, and can work once it is changed', async ({
    page,
  }) => {
    const api = await adminApi(page.request);
    const username = `editor-${Date.now().toString(36)}`;
    await api.send('POST', '/api/admin/users', { username, role: 'editor', password: 'Pertama-Kali-1' });
    await loginAsAdmin(page, { username, password: 'Pertama-Kali-1' });

    // Not "the default password": a superadmin chose it.
    await expect(page.getByText(/default password/i)).toHaveCount(0);
    const notice = page.getByText(/password a superadmin gave you/i);
    await expect(notice).toBeVisible();
    await page.getByRole('link', { name: /Change it now/ }).click();
    await expect(page.getByLabel('Current Password')).toBeFocused();

    // Any page shows the form until it is changed; no failure toasts from refused calls.
    await page.goto('/admin/menu');
    await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Add Item/ })).toHaveCount(0);
    await expect(toast(page, 'Failed to load menu')).toHaveCount(0);

    const form = page.getByRole('region', { name: 'Change Password' });
    await form.getByLabel('Current Password').fill('Pertama-Kali-1');
    await form.getByLabel(/^New Password/).fill('Milik-Sendiri-22');
    await form.getByLabel('Confirm New Password').fill('Milik-Sendiri-23');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(form.getByText('The new passwords do not match')).toBeVisible();
    await expect(form.getByLabel('Confirm New Password')).toBeFocused();

    const newPassword = form.getByLabel(/^New Password/);
    await expect(newPassword).toHaveAttribute('type', 'password');
    // The second show/hide toggle is the new password's.
    await form.getByRole('button', { name: 'Show password' }).nth(1).click();
    await expect(newPassword).toHaveAttribute('type', 'text');

    await form.getByLabel('Confirm New Password').fill('Milik-Sendiri-22');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(toast(page, 'Password changed successfully!')).toBeVisible();
    await expect(page.getByRole('button', { name: /Add Item/ }).first()).toBeVisible();
  });
});

test.describe('item 18: the reservations list', () => {
  test.describe.configure({ timeout: 90_000 });

  test('new bookings appear without Refresh, sorted by booking date and time; Confirm asks first and can be undone', async ({
    page,
  }) => {
    await page.clock.install();
    await loginAsAdmin(page, { open: { path: '/admin/reservations', heading: 'Reservations' } });
    await expect(page.getByText('View and manage customer reservations', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();

    const date = wednesdayAhead(8);
    const later = unique('Tamu Malam');
    const earlier = unique('Tamu Siang');
    // Booked in this order: the evening first, then the lunch of the same day.
    for (const [name, time] of [
      [later, '19:00'],
      [earlier, '12:00'],
    ] as const) {
      const response = await page.request.post('/api/reservations', {
        data: { name, phone: '081266123456', date, time, guests: '2' },
      });
      expect(response.status(), await response.text()).toBe(201);
    }
    await page.clock.fastForward(61_000);
    const rows = page.getByRole('row').filter({ hasText: /Tamu (Malam|Siang)/ });
    await expect(rows.filter({ hasText: later })).toBeVisible();
    await expect(rows.filter({ hasText: earlier })).toBeVisible();
    const names = await rows.allTextContents();
    const order = names.map((text) =>
      text.includes(earlier) ? 'lunch' : text.includes(later) ? 'dinner' : '',
    );
    expect(order.indexOf('lunch')).toBeLessThan(order.indexOf('dinner'));

    const row = rows.filter({ hasText: earlier });
    const asked: string[] = [];
    page.once('dialog', async (dialog) => {
      asked.push(dialog.message());
      await dialog.dismiss();
    });
    await row.getByRole('button', { name: /^Confirm/ }).click();
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toMatch(
      new RegExp(`^Confirm the reservation of ${earlier} for 2 orang on .+ at 12:00\\?$`),
    );
    await expect(row.getByText('Pending', { exact: true })).toBeVisible();

    page.once('dialog', (dialog) => dialog.accept());
    await row.getByRole('button', { name: /^Confirm/ }).click();
    await expect(row.getByText('Confirmed', { exact: true })).toBeVisible();
    await toast(page, 'Reservation confirmed').getByRole('button', { name: 'Undo' }).click();
    await expect(row.getByText('Pending', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: /^Confirm/ })).toBeVisible();
  });
});

test.describe('item 19: saving the site settings', () => {
  test('says so once and never reloads the page by itself; the form stays usable', async ({ page }) => {
    // The page's clock is the test's: the seconds after the save pass at once, with every timer due in them.
    await page.clock.install();
    await loginAsAdmin(page, { open: { path: '/admin/settings', heading: 'Settings' } });
    const title = page.getByLabel('Page Title');
    const original = await title.inputValue();
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    let reloads = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) reloads++;
    });
    await title.fill(`${original} (uji)`);
    await page.getByRole('button', { name: 'Save Site Settings' }).click();
    await expect(toast(page, 'Site settings updated!')).toBeVisible();
    await page.clock.runFor(3000);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    await expect(page.getByRole('button', { name: 'Save Site Settings' })).toBeEnabled();
    await title.fill(original);
    await page.getByRole('button', { name: 'Save Site Settings' }).click();
    await expect(page.getByRole('button', { name: 'Save Site Settings' })).toBeEnabled();
    expect(reloads, 'the page reloaded by itself').toBe(0);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  });
});

test.describe('item 24: the shell and the dashboard', () => {
  test('Esc closes the phone menu and gives the focus back to ☰', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await loginAsAdmin(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect(page.locator('.menu-toggle')).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(page.locator('.menu-toggle')).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('.menu-toggle')).toBeFocused();
    await expect(page.getByRole('navigation', { name: 'Admin' })).not.toBeInViewport();
  });

  test('Menu rows say what each button does on a phone', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await loginAsAdmin(page, { open: { path: '/admin/menu', heading: 'Menu' } });
    const row = page.locator('.menu-item').first();
    for (const label of ['View', 'Edit', 'History', 'Delete']) {
      const button = row.getByRole('button', { name: new RegExp(`^${label}`) });
      await expect(button).toContainText(label);
      await expect(button.getByText(label, { exact: true })).toBeVisible();
    }
  });

  test('dashboard counters are links, with a spinner while they load', async ({ page }) => {
    await loginAsAdmin(page);
    const reads = await holdReads(page, '**/api/admin/menu');
    reads.start();
    await page.reload();
    const menuCounter = page.getByRole('link', { name: /Menu Items/ });
    await expect(menuCounter).toHaveAttribute('href', '/admin/menu');
    await expect(menuCounter.getByRole('status')).toHaveText(/Loading/);
    // Not a bare "…" as the count.
    await expect(page.getByTestId('count-Menu Items')).not.toHaveText('…');
    await reads.release();
    await expect(menuCounter).toContainText(/\d+/);
    await expect(page.getByRole('link', { name: /Admin Users/ })).toHaveAttribute('href', '/admin/users');
    await menuCounter.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
  });

  test('a reservations manager is welcomed with their own work, not "dishes and prices"', async ({
    page,
  }) => {
    const { username, password } = await staffAccount(page, 'manager_reservasi');
    await loginAsAdmin(page, { username, password });
    const welcome = page.getByRole('heading', { name: /^Welcome/ }).locator('..');
    await expect(welcome).toContainText(/reservations/i);
    await expect(welcome).not.toContainText(/dishes|prices|gallery/i);
  });
});

test.describe('item 25: admin cosmetics', () => {
  test('on a phone, toasts leave ☰ and the page title visible', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await loginAsAdmin(page, { open: { path: '/admin/settings', heading: 'Settings' } });
    await page
      .getByRole('region', { name: 'Change Password' })
      .getByRole('button', { name: 'Change Password' })
      .click();
    const shown = toast(page, 'Please fill in all fields');
    await expect(shown).toBeVisible();
    // Where the toast comes to rest, not where its entrance animation happens to be.
    let box: Awaited<ReturnType<typeof shown.boundingBox>> = null;
    await expect
      .poll(async () => {
        const previous = box;
        box = await shown.boundingBox();
        return previous !== null && box !== null && previous.x === box.x && previous.y === box.y;
      })
      .toBe(true);
    expect(overlaps(box, await page.locator('.menu-toggle').boundingBox())).toBe(false);
    expect(overlaps(box, await page.getByRole('heading', { level: 1 }).boundingBox())).toBe(false);
  });

  test('the login form marks Username and Password alike', async ({ page }) => {
    await page.goto('/admin/login');
    const label = (name: string) => page.locator('label').filter({ hasText: new RegExp(`^${name}`) });
    await expect(label('Username')).toHaveText('Username *');
    await expect(label('Password')).toHaveText('Password *');
  });
});
