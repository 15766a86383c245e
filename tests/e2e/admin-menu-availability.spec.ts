import { expect, type Page, test } from '@playwright/test';
import { adminApi, loginAsAdmin } from './admin-fixtures.ts';

/**
 * Sold out in one tap (issue 17): the Tersedia/Habis switch on every row of the admin menu saves at once,
 * survives a reload, reaches guests through the availability overlay before any rebuild, works from the
 * keyboard, and a switch shown from an outdated dish says so and shows the dish as it really is.
 */

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const itemRow = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
const switchOf = (page: Page, name: string) =>
  itemRow(page, name).getByRole('switch', { name: `${name} available`, exact: true });
/** A toast with this text (the first, when an earlier one with the same text is still shown). */
const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').getByText(text, { exact: true }).first();

function newDish(name: string) {
  return {
    name,
    category: 'Minuman',
    description: `${name}, segar.`,
    price: 'Rp 15.000',
    image: '/images/menu/ayam-pop.svg',
  };
}

test.describe('the Tersedia/Habis switch', () => {
  test.describe.configure({ timeout: 90_000 });

  test('one tap marks a row Habis at once; it stays after a reload and guests see it', async ({
    page,
    request,
    context,
  }) => {
    const api = await adminApi(request);
    const name = unique('Es Campur');
    const dish = await api.send('POST', '/api/admin/menu/category/minuman/item', newDish(name));
    try {
      await loginAsAdmin(page, { open: { path: '/admin/menu', heading: 'Menu' } });
      const toggle = switchOf(page, name);
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
      await expect(toggle).toHaveText('Tersedia');

      // The answer is held back: the row must change before the server has answered.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/availability', async (route) => {
        await held;
        await route.continue();
      });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      await expect(toggle.getByText('Habis', { exact: true })).toHaveCSS('color', 'rgb(166, 27, 27)');
      release();
      await expect(toast(page, `${name} is now Habis (sold out)`)).toBeVisible();
      await expect(toggle).not.toHaveAttribute('aria-busy');
      await page.unroute('**/availability');

      await page.reload();
      await expect(switchOf(page, name)).toHaveAttribute('aria-checked', 'false');
      await expect(switchOf(page, name)).toHaveText('Habis');

      // Guests: the availability overlay says Habis (cached for at most 15 s) and the dish's badge follows.
      await expect
        .poll(async () => (await (await request.get('/api/menu-availability')).json())[dish.slug], {
          timeout: 20_000,
        })
        .toBe('Habis');
      expect((await (await request.get(`/api/menu/${dish.slug}`)).json()).status).toBe('Habis');
      const guest = await context.newPage();
      await guest.goto(`/menu/${dish.slug}/`);
      await expect(guest.locator(`[data-status-for="${dish.slug}"]`).first()).toHaveText('Habis', {
        timeout: 20_000,
      });
      await guest.close();
    } finally {
      await api.send('DELETE', `/api/admin/menu/category/minuman/item/${dish.id}`);
    }
  });

  test('the switch works from the keyboard, and in the dish detail and edit form', async ({
    page,
    request,
  }) => {
    const api = await adminApi(request);
    const name = unique('Es Doger');
    const dish = await api.send('POST', '/api/admin/menu/category/minuman/item', newDish(name));
    try {
      await loginAsAdmin(page, { open: { path: '/admin/menu', heading: 'Menu' } });
      const toggle = switchOf(page, name);
      await toggle.focus();
      await page.keyboard.press('Space');
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      await expect(toast(page, `${name} is now Habis (sold out)`)).toBeVisible();
      await expect(toggle).not.toHaveAttribute('aria-busy');
      await expect(toggle).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
      await expect(toast(page, `${name} is now Tersedia`)).toBeVisible();
      await expect(toggle).not.toHaveAttribute('aria-busy');
      expect((await api.get(`/api/menu/${dish.slug}`)).status).toBe('Tersedia');

      // The detail dialog has the same switch.
      await itemRow(page, name)
        .getByRole('button', { name: `View ${name}` })
        .click();
      const dialog = page.getByRole('dialog', { name });
      const inDialog = dialog.getByRole('switch', { name: `${name} available` });
      await inDialog.click();
      await expect(inDialog).toHaveAttribute('aria-checked', 'false');
      await expect(inDialog).not.toHaveAttribute('aria-busy');
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(toggle).toHaveAttribute('aria-checked', 'false');

      // The edit form: the switch saves at once, and a later Save of the other fields is not refused.
      await itemRow(page, name)
        .getByRole('button', { name: `Edit ${name}` })
        .click();
      const edit = page.getByRole('form', { name: `Edit ${name}` });
      const inForm = edit.getByRole('switch', { name: `${name} available` });
      await expect(inForm).toHaveAttribute('aria-checked', 'false');
      await inForm.click();
      await expect(inForm).toHaveAttribute('aria-checked', 'true');
      await expect(toast(page, `${name} is now Tersedia`)).toBeVisible();
      await expect(inForm).not.toHaveAttribute('aria-busy');
      expect((await api.get(`/api/menu/${dish.slug}`)).status).toBe('Tersedia');
      await edit.getByRole('textbox', { name: 'Price', exact: true }).fill('Rp 16.000');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expect(toast(page, 'Menu item updated successfully')).toBeVisible();
      expect(await api.get(`/api/menu/${dish.slug}`)).toMatchObject({
        status: 'Tersedia',
        price: 'Rp 16.000',
      });
    } finally {
      await api.send('DELETE', `/api/admin/menu/category/minuman/item/${dish.id}`);
    }
  });

  test('a switch shown from an outdated dish says someone changed it, and shows the dish as saved', async ({
    page,
    request,
  }) => {
    const api = await adminApi(request);
    const name = unique('Es Selasih');
    const dish = await api.send('POST', '/api/admin/menu/category/minuman/item', newDish(name));
    try {
      await loginAsAdmin(page, { open: { path: '/admin/menu', heading: 'Menu' } });
      const toggle = switchOf(page, name);
      await expect(toggle).toHaveAttribute('aria-checked', 'true');

      // Someone else saves the dish meanwhile: a new price, and sold out.
      await api.send('PUT', `/api/admin/menu/category/minuman/item/${dish.id}`, {
        ...newDish(name),
        price: 'Rp 19.000',
        status: 'Habis',
        revision: 1,
      });

      await toggle.click();
      await expect(
        toast(
          page,
          `${name} was changed by someone else meanwhile. It now shows as saved: Habis. Tap the switch again if that is not right.`,
        ),
      ).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      await expect(itemRow(page, name)).toContainText('Rp 19.000');
      // Nothing of theirs was overwritten.
      expect(await api.get(`/api/menu/${dish.slug}`)).toMatchObject({
        status: 'Habis',
        price: 'Rp 19.000',
        revision: 2,
      });

      // The row now holds the saved revision: the next tap lands.
      await expect(toggle).not.toHaveAttribute('aria-busy');
      await toggle.click();
      await expect(toast(page, `${name} is now Tersedia`)).toBeVisible();
      expect((await api.get(`/api/menu/${dish.slug}`)).status).toBe('Tersedia');
    } finally {
      await api.send('DELETE', `/api/admin/menu/category/minuman/item/${dish.id}`);
    }
  });
});
