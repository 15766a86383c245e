import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import {
  acceptNextConfirm,
  confirmInPage,
  loginAsAdmin,
  adminApi as superadminApi,
} from './admin-fixtures.ts';
import { seriousViolations } from './axe.ts';

/** A toast whose message is exactly `text`. */
const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({
    has: page.locator('[data-title]', {
      hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    }),
  });

/** Calls the admin API as the default superadmin, with the session the admin screens sign in with. */
async function adminApi(page: Page, method: 'GET' | 'POST' | 'DELETE', path: string, data?: unknown) {
  const api = await superadminApi(page.request);
  return method === 'GET' ? api.get(path) : api.send(method, path, data);
}

test.describe('content history and backup', () => {
  test('a deleted gallery image comes back from "Recently deleted"', async ({ page }) => {
    const alt = `Foto uji pulih ${Date.now()}`;
    const image = await adminApi(page, 'POST', '/api/admin/gallery', {
      url: '/images/default-dish.svg',
      alt,
      category: 'food',
    });
    await loginAsAdmin(page, { open: { path: '/admin/gallery', heading: 'Gallery' } });
    const grid = page.getByRole('list', { name: 'Gallery images' });
    const trash = page.getByRole('list', { name: 'Recently deleted' });
    await expect(grid.getByText(alt, { exact: true })).toBeVisible();

    await page.getByRole('button', { name: `Delete ${alt}` }).click();

    await confirmInPage(page, 'Are you sure you want to delete this image?');
    await expect(toast(page, 'Image deleted')).toBeVisible();
    await expect(grid.getByText(alt, { exact: true })).toHaveCount(0);
    const entry = trash.getByRole('listitem').filter({ hasText: alt });
    await expect(entry).toContainText('Deleted by admin on');

    await entry.getByRole('button', { name: `Restore ${alt}` }).click();
    await expect(toast(page, 'Image restored')).toBeVisible();
    await expect(grid.getByText(alt, { exact: true })).toBeVisible();
    await expect(trash.getByText(alt)).toHaveCount(0);
    await page.reload();
    await expect(grid.getByText(alt, { exact: true })).toBeVisible();

    await adminApi(page, 'DELETE', `/api/admin/gallery/${image.id}`);
    await adminApi(page, 'DELETE', `/api/admin/trash/gallery-image/${image.id}`);
  });

  test('the restaurant info goes back to an earlier version from its history', async ({ page }) => {
    await loginAsAdmin(page, { open: { path: '/admin/restaurant-info', heading: 'Restaurant Info' } });
    const tagline = page.getByRole('textbox', { name: 'Tagline', exact: true });
    const original = await tagline.inputValue();
    const edited = `Tagline uji riwayat ${Date.now().toString(36)}`;
    await tagline.fill(edited);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Restaurant info updated successfully!')).toBeVisible();

    await page.getByRole('button', { name: 'History' }).click();
    const dialog = page.getByRole('dialog', { name: 'History: Restaurant info' });
    const version = dialog.getByRole('list', { name: 'Earlier versions' }).getByRole('listitem').first();
    await expect(version).toContainText('Replaced by an edit by admin');
    await expect(version).toContainText(`Tagline${original} (now: ${edited})`);
    const confirmed = acceptNextConfirm(
      page,
      'Restore this version? The website will show it again; the current version stays in the history.',
    );
    await version.getByRole('button', { name: /^Restore the version replaced on / }).click();
    await confirmed;
    await expect(toast(page, 'Version restored')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(tagline).toHaveValue(original);
    await page.reload();
    await expect(tagline).toHaveValue(original);
  });

  test('an edited event goes back to its previous version from its history', async ({ page }) => {
    const title = `Malam Uji Riwayat ${Date.now()}`;
    const edited = `${title} diubah`;
    const event = await adminApi(page, 'POST', '/api/admin/events', {
      title,
      date: 'Setiap Sabtu, 19:00 - 21:00',
      description: 'Deskripsi asli.',
    });
    await loginAsAdmin(page, { open: { path: '/admin/events', heading: 'Events' } });
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const form = page.getByRole('form', { name: `Edit ${title}` });
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill(edited);
    await form.getByRole('textbox', { name: 'Description', exact: true }).fill('Deskripsi baru.');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Event updated successfully')).toBeVisible();

    await page.getByRole('button', { name: `History of ${edited}` }).click();
    const dialog = page.getByRole('dialog', { name: `History: ${edited}` });
    const version = dialog.getByRole('list', { name: 'Earlier versions' }).getByRole('listitem').first();
    await expect(version).toContainText('Replaced by an edit by admin');
    await expect(version).toContainText(`Title${title} (now: ${edited})`);
    await expect(version).toContainText('DescriptionDeskripsi asli. (now: Deskripsi baru.)');

    const confirmed = acceptNextConfirm(
      page,
      'Restore this version? The website will show it again; the current version stays in the history.',
    );
    await version.getByRole('button', { name: /^Restore/ }).click();
    await confirmed;
    await expect(toast(page, 'Version restored')).toBeVisible();
    await expect(dialog).toBeHidden();
    const card = page.getByRole('list', { name: 'Events' }).getByRole('listitem').filter({ hasText: title });
    await expect(card.getByRole('heading', { name: title, exact: true })).toBeVisible();
    await expect(card).toContainText('Deskripsi asli.');
    const stored = (await adminApi(page, 'GET', '/api/admin/events')) as Array<{
      id: string;
      title: string;
      revision: number;
    }>;
    expect(stored.find((entry) => entry.id === event.id)).toMatchObject({ title, revision: 3 });

    await adminApi(page, 'DELETE', `/api/admin/events/${event.id}`);
    await adminApi(page, 'DELETE', `/api/admin/trash/event/${event.id}`);
  });

  test('a backup downloads as a JSON file, and an import is checked and previewed first', async ({
    page,
  }) => {
    await loginAsAdmin(page, { open: { path: '/admin/activity', heading: 'Activity & Backup' } });
    await expect(page.getByRole('table')).toContainText('Signed in');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download backup' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^rumah-makan-padang-backup-\d{4}-\d{2}-\d{2}\.json$/);
    await expect(toast(page, 'Backup downloaded')).toBeVisible();
    const text = await readFile(await download.path(), 'utf8');
    const backup = JSON.parse(text);
    expect(backup).toMatchObject({ format: 'rumah-makan-padang-backup', version: 1 });
    expect(backup.content.menu.length).toBeGreaterThan(0);
    expect(text).not.toMatch(/password_hash|access_token/);

    // Choosing the file shows what it holds; nothing changes before "Replace all content".
    const input = page.getByLabel('Backup file (.json)');
    await input.setInputFiles({
      name: 'cadangan.json',
      mimeType: 'application/json',
      buffer: Buffer.from(text),
    });
    const preview = page.getByRole('region', { name: 'Import preview' });
    await expect(preview).toContainText('Import “cadangan.json”?');
    await expect(preview).toContainText(`${backup.content.gallery.length} gallery images`);
    await expect(preview).toContainText(`${backup.content.events.length} events`);
    await preview.getByRole('button', { name: 'Cancel' }).click();
    await expect(preview).toBeHidden();

    // A file made with the guests' data says it holds reservations and orders, and what an import does to them.
    await input.setInputFiles({
      name: 'dengan-tamu.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ ...backup, reservations: [], orders: [] })),
    });
    await expect(preview).toContainText('0 reservations');
    await expect(preview).toContainText('0 orders');
    await expect(preview).toContainText('Each order in the file is put back as it was then');
    await preview.getByRole('button', { name: 'Cancel' }).click();
    await expect(preview).toBeHidden();

    const broken = structuredClone(backup);
    broken.content.gallery[0].category = 'people';
    await input.setInputFiles({
      name: 'rusak.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(broken)),
    });
    const refused = toast(page, 'This file cannot be imported');
    await expect(refused).toBeVisible();
    await expect(refused).toContainText('content.gallery.0.category');
    await expect(preview).toBeHidden();
  });

  // Activity & Backup is checked with the other admin screens (admin-accessibility.spec.ts).
  test('axe finds no serious or critical violation in the history dialog and Recently deleted', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // Something in Recently deleted, so its buttons are checked too.
    const event = await adminApi(page, 'POST', '/api/admin/events', {
      title: `Acara terhapus ${Date.now()}`,
      date: 'Minggu',
      description: 'Untuk pemeriksaan aksesibilitas.',
    });
    await adminApi(page, 'DELETE', `/api/admin/events/${event.id}`);
    await loginAsAdmin(page, { open: { path: '/admin/events', heading: 'Events' } });
    await expect(page.getByRole('button', { name: `Delete permanently: ${event.title}` })).toBeVisible();
    await page
      .getByRole('button', { name: /^History of / })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('status')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await adminApi(page, 'DELETE', `/api/admin/trash/event/${event.id}`);
    await context.close();
  });
});
