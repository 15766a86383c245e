import { expect, type Locator, type Page, test } from '@playwright/test';
import { wednesdayAhead } from '../helpers/dates.ts';
import { loginAsAdmin, openAdminPage } from './admin-fixtures.ts';
import { hydrate } from './fixtures.ts';

// These tests answer the admin's API calls themselves (page.route), which a service worker in control of
// the page can bypass: a list answered by the real server instead of the test's 503 failed a full run.
test.use({ serviceWorkers: 'block' });

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Counts the saves of restaurant info the page sends from now on. */
function countSaves(page: Page): () => number {
  let saves = 0;
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname === '/api/admin/restaurant') saves++;
  });
  return () => saves;
}

test.describe('admin restaurant info', () => {
  test.beforeEach(async ({ page }) => {
    await loginAsAdmin(page, { open: { path: '/admin/restaurant-info', heading: 'Restaurant Info' } });
    await expect(page.getByLabel('Restaurant Name')).not.toHaveValue('');
  });

  test('shows every section and field of the form', async ({ page }) => {
    for (const section of [
      'Basic Information',
      'Contact Information',
      'Social Media',
      'Location',
      'Opening Hours',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(page.getByLabel('WhatsApp')).toHaveAccessibleDescription(/without plus sign/i);
    await expect(page.getByLabel('Maps Embed URL')).toHaveAccessibleDescription(/Share → Embed a map/);
    await expect(page.getByLabel('Address')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Sunday' })).toBeVisible();
    await expect(page.getByLabel('Time zone')).toHaveValue('Asia/Jakarta');
  });

  test('saves the tagline and opening hours, which are still there after a reload', async ({ page }) => {
    const tagline = page.getByRole('textbox', { name: 'Tagline', exact: true });
    const closes = page.getByLabel('Monday, Closes 1');
    const original = { tagline: await tagline.inputValue(), closes: await closes.inputValue() };
    const newTagline = `Rendang paling enak di Padang ${Date.now().toString(36)}`;

    await tagline.fill(newTagline);
    await closes.fill('21:30');
    // Hold the save a little so the busy state can be seen.
    await page.route('**/api/admin/restaurant', async (route) => {
      if (route.request().method() === 'PUT') await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(toast(page, 'Restaurant info updated successfully!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    await page.unrouteAll();

    await page.reload();
    await expect(tagline).toHaveValue(newTagline);
    await expect(closes).toHaveValue('21:30');

    // Put the starter values back for the other specs.
    await tagline.fill(original.tagline);
    await closes.fill(original.closes);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Restaurant info updated successfully!').first()).toBeVisible();
    const stored = await page.evaluate(async () => {
      const response = await fetch('/api/admin/restaurant', {
        headers: { authorization: `Bearer ${localStorage.getItem('admin_token')}` },
      });
      return response.json();
    });
    expect(stored.tagline).toBe(original.tagline);
    expect(stored.openingHours.week.monday.ranges[0].closes).toBe(original.closes);
  });

  test('refuses an invalid email with a message and keeps everything typed', async ({ page }) => {
    const saves = countSaves(page);
    const email = page.getByLabel('Email');
    await page.getByRole('textbox', { name: 'Tagline', exact: true }).fill('Tagline that must survive');
    await email.fill('not-an-email');
    await page.getByRole('button', { name: 'Save Changes' }).click();

    await expect(page.getByText('Email must be a valid email address')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/must be a valid email address/);
    await expect(toast(page, 'Failed to update restaurant info')).toBeVisible();
    await expect(email).toHaveValue('not-an-email');
    await expect(page.getByRole('textbox', { name: 'Tagline', exact: true })).toHaveValue(
      'Tagline that must survive',
    );
    expect(saves()).toBe(0);

    // Correcting the field clears its message.
    await email.fill('halo@example.com');
    await expect(page.getByText('Email must be a valid email address')).toBeHidden();
  });

  test('a save the server refuses shows its reason and keeps everything typed', async ({ page }) => {
    await page.route('**/api/admin/restaurant', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 503, json: { detail: 'The content store is unavailable' } })
        : route.continue(),
    );
    await page.getByRole('textbox', { name: 'Tagline', exact: true }).fill('Typed before the failure');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const failure = toast(page, 'Failed to update restaurant info');
    await expect(failure).toBeVisible();
    await expect(failure).toContainText('The content store is unavailable');
    await expect(page.getByRole('textbox', { name: 'Tagline', exact: true })).toHaveValue(
      'Typed before the failure',
    );
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  test("a save over a colleague's save made meanwhile is refused, keeps the edits, and a second Save replaces theirs", async ({
    page,
  }) => {
    const tagline = page.getByRole('textbox', { name: 'Tagline', exact: true });
    const original = await tagline.inputValue();
    const mine = `Versi saya ${Date.now().toString(36)}`;
    await tagline.fill(mine);

    // A colleague saves the restaurant info in between, from the version they opened.
    const token = await page.evaluate(() => localStorage.getItem('admin_token'));
    const headers = { authorization: `Bearer ${token}` };
    const opened = await page.request.get('/api/admin/restaurant', { headers });
    const theirs = await page.request.put('/api/admin/restaurant', {
      headers: { ...headers, 'if-match': opened.headers().etag as string },
      data: { ...(await opened.json()), phone: '0751 999 999', tagline: 'Versi rekan' },
    });
    expect(theirs.ok()).toBe(true);

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Failed to update restaurant info')).toContainText(
      'Someone else saved the restaurant info after you opened them',
    );
    await expect(page.getByRole('alert').filter({ hasText: 'Your changes are still here' })).toBeVisible();
    await expect(tagline).toHaveValue(mine);
    expect((await (await page.request.get('/api/admin/restaurant', { headers })).json()).tagline).toBe(
      'Versi rekan',
    );

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Restaurant info updated successfully!')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Your changes are still here' })).toBeHidden();
    const stored = await (await page.request.get('/api/admin/restaurant', { headers })).json();
    expect(stored.tagline).toBe(mine);

    // Put back what the other specs expect.
    await page.request.put('/api/admin/restaurant', {
      headers,
      data: { ...stored, tagline: original, phone: (await opened.json()).phone },
    });
  });
});

test('admin users: the admin is listed as superadmin, and a superadmin can add users', async ({ page }) => {
  await loginAsAdmin(page, { open: { path: '/admin/users', heading: 'Users' } });
  for (const column of ['User', 'Email', 'Role', 'Status', 'Last Login']) {
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  const row = page.getByRole('row').filter({ has: page.getByText('admin', { exact: true }) });
  const cells = row.getByRole('cell');
  await expect(cells.nth(2)).toHaveText('Superadmin');
  await expect(row.getByRole('img', { name: 'Superadmin' })).toBeVisible();
  await expect(cells.nth(3)).toHaveText('Active');
  // Just logged in: a date, not "Never".
  await expect(cells.nth(4)).toHaveText(/\d{4}/);
  await expect(page.getByRole('button', { name: 'Add User', exact: true })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Add User (Coming Soon)' })).toHaveCount(0);
});

test('admin users: a failed load says so', async ({ page }) => {
  await page.route('**/api/admin/users', (route) =>
    route.fulfill({ status: 500, json: { detail: 'Something broke' } }),
  );
  await loginAsAdmin(page, { open: { path: '/admin/users', heading: 'Users' } });
  await expect(toast(page, 'Failed to load users')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

/**
 * A guest books a table through the landing page form; returns the booking id the toast shows.
 * Every spec books from 127.0.0.1 (the e2e server allows 100 a client per 10 minutes).
 */
async function bookAsGuest(
  page: Page,
  guest: { name: string; phone: string; date: string; guests: string },
): Promise<string> {
  await page.goto('/#reservation');
  await hydrate(page, '.reservation-form');
  const form = page.locator('.reservation-form');
  await form.getByLabel('Nama Lengkap').fill(guest.name);
  await form.getByLabel('Nomor Telepon').fill(guest.phone);
  await form.getByLabel('Tanggal').fill(guest.date);
  await form.getByLabel('Waktu').selectOption('19:00');
  await form.getByLabel('Jumlah Tamu').selectOption(guest.guests);
  await form.getByRole('button', { name: 'Kirim Reservasi' }).click();
  const booked = toast(page, 'Reservasi Anda berhasil! Kami akan menghubungi Anda segera.');
  await expect(booked).toContainText(/ID Booking: RMP[A-Z0-9]{9}/);
  const id = (await booked.textContent())?.match(/RMP[A-Z0-9]{9}/)?.[0];
  if (!id) throw new Error('No booking id in the toast');
  return id;
}

/** The prefilled WhatsApp link of a reservation row: the number it opens and the message. */
async function whatsappOf(row: Locator): Promise<{ chat: string; text: string }> {
  const href = await row.getByRole('link', { name: /^WhatsApp/ }).getAttribute('href');
  const url = new URL(href ?? '');
  return { chat: `${url.origin}${url.pathname}`, text: url.searchParams.get('text') ?? '' };
}

test.describe('admin reservations', () => {
  // A booking on the website, a login and several lists: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('a guest books a table; staff find it pending, confirm it and can WhatsApp the guest', async ({
    page,
  }) => {
    const name = `Siti Rahmah ${Date.now().toString(36)}`;
    const date = wednesdayAhead();
    const id = await bookAsGuest(page, { name, phone: '0812 3456 7890', date, guests: '3-4' });

    await loginAsAdmin(page, { open: { path: '/admin/reservations', heading: 'Reservations' } });
    await expect(page.getByText('View and manage customer reservations', { exact: true })).toBeVisible();
    for (const column of ['Customer', 'Contact', 'Date & Time', 'Guests', 'Status', 'Actions']) {
      await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    const row = page.getByRole('row').filter({ hasText: id });
    await expect(row.getByRole('cell').first()).toContainText(name);
    await expect(row.getByRole('cell', { name: '3-4 orang', exact: true })).toBeVisible();
    await expect(row.getByText('Pending', { exact: true })).toHaveClass(/badge-gold/);
    await expect(row.getByRole('link', { name: '0812-3456-7890' })).toHaveAttribute(
      'href',
      'tel:+6281234567890',
    );
    expect((await whatsappOf(row)).text).toContain('sudah kami terima');

    // The filters: that day and Pending show it; Confirmed does not.
    await page.getByLabel('Date', { exact: true }).fill(date);
    const status = page.getByLabel('Status', { exact: true });
    await status.selectOption('Confirmed');
    await expect(row).toHaveCount(0);
    await status.selectOption('Pending');
    await expect(row).toBeVisible();

    // Confirm asks first, like Decline.
    page.once('dialog', (dialog) => dialog.accept());
    await row.getByRole('button', { name: /^Confirm/ }).click();
    await expect(toast(page, 'Reservation confirmed')).toBeVisible();
    await expect(row.getByText('Confirmed', { exact: true })).toHaveClass(/badge-green/);
    await expect(row.getByRole('button', { name: /^Confirm/ })).toHaveCount(0);
    await expect(row.getByRole('button', { name: /^Decline/ })).toHaveCount(0);
    const whatsapp = await whatsappOf(row);
    expect(whatsapp.chat).toBe('https://wa.me/6281234567890');
    expect(whatsapp.text).toContain(`ID Booking: ${id}`);
    expect(whatsapp.text).toContain('telah kami konfirmasi');
    expect(whatsapp.text).toContain(`Halo ${name},`);

    // Stored: still confirmed after a reload, and no longer among the pending ones.
    await page.reload();
    await expect(
      page.getByRole('row').filter({ hasText: id }).getByText('Confirmed', { exact: true }),
    ).toBeVisible();
    await page.getByLabel('Status', { exact: true }).selectOption('Pending');
    await expect(page.getByRole('row').filter({ hasText: id })).toHaveCount(0);
  });

  test('declining asks first, then the guest gets a polite message', async ({ page }) => {
    const name = `Budi Santoso ${Date.now().toString(36)}`;
    const id = await bookAsGuest(page, {
      name,
      phone: '0813-1111-2222',
      date: wednesdayAhead(),
      guests: '2',
    });

    await loginAsAdmin(page, { open: { path: '/admin/reservations', heading: 'Reservations' } });
    const row = page.getByRole('row').filter({ hasText: id });
    await expect(row.getByText('Pending', { exact: true })).toBeVisible();

    // Changing one's mind keeps it pending.
    page.once('dialog', (dialog) => dialog.dismiss());
    await row.getByRole('button', { name: /^Decline/ }).click();
    await expect(row.getByText('Pending', { exact: true })).toBeVisible();

    const asked = new Promise<string>((resolve) =>
      page.once('dialog', async (dialog) => {
        resolve(dialog.message());
        await dialog.accept();
      }),
    );
    await row.getByRole('button', { name: /^Decline/ }).click();
    expect(await asked).toMatch(
      new RegExp(`^Decline the reservation of ${name} for 2 orang on .+ at 19:00\\?$`),
    );
    await expect(toast(page, 'Reservation declined')).toBeVisible();
    await expect(row.getByText('Declined', { exact: true })).toHaveClass(/badge-grey/);
    const whatsapp = await whatsappOf(row);
    expect(whatsapp.chat).toBe('https://wa.me/6281311112222');
    expect(whatsapp.text).toContain('mohon maaf');
    expect(whatsapp.text).toContain(`ID Booking: ${id}`);
  });

  test("a reservation someone else already decided: the server's reason is shown", async ({ page }) => {
    const pending = {
      id: 'RMPTEST00001',
      name: 'Tamu Percobaan',
      phone: '6281234567890',
      date: wednesdayAhead(),
      time: '19:00',
      guests: '2',
      status: 'pending',
      position: 1,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
      updated_by: null,
    };
    let refused = false;
    await page.route('**/api/admin/reservations**', (route) => {
      if (route.request().method() === 'PUT') {
        refused = true;
        return route.fulfill({
          status: 409,
          json: { detail: 'This reservation was already confirmed by dewi' },
        });
      }
      // The list as the page asks for it (the dashboard's pending list and the sidebar's count are not it).
      const url = new URL(route.request().url());
      if (url.searchParams.has('status') || url.pathname.endsWith('/pending-count')) return route.continue();
      // After the refusal the page asks again, and sees what was decided. The page may also ask before
      // (a changed pending count refreshes the list): until the refusal the booking is still pending.
      const status = refused ? { status: 'confirmed', updated_by: 'dewi' } : {};
      return route.fulfill({ json: [{ ...pending, ...status }] });
    });
    await loginAsAdmin(page, { open: { path: '/admin/reservations', heading: 'Reservations' } });
    const row = page.getByRole('row').filter({ hasText: pending.id });
    page.once('dialog', (dialog) => dialog.accept());
    await row.getByRole('button', { name: /^Confirm/ }).click();
    const failure = toast(page, 'Failed to confirm reservation');
    await expect(failure).toContainText('This reservation was already confirmed by dewi');
    await expect(row.getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(row).toContainText('by dewi');
  });

  test('empty and failed lists say so', async ({ page }) => {
    let fail = true;
    // The pending count stays unanswered: its answer would refresh the list by itself, racing the click.
    await page.route('**/api/admin/reservations**', (route) =>
      new URL(route.request().url()).pathname.endsWith('/pending-count')
        ? route.abort()
        : fail
          ? route.fulfill({ status: 503, json: { detail: 'The store is unavailable' } })
          : route.fulfill({ json: [] }),
    );
    await loginAsAdmin(page, { open: { path: '/admin/reservations', heading: 'Reservations' } });
    await expect(toast(page, 'Failed to load reservations')).toContainText('The store is unavailable');
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('No reservations yet', { exact: true })).toBeVisible();
  });

  test('a list that fails says so even when the pending count answers before it', async ({ page }) => {
    // The pending count's answer asks the list to refresh while the list's own first request is still
    // out (on a slow connection, right after signing in): the failure must be said, not swallowed.
    let listAsked: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => {
      listAsked = resolve;
    });
    // The list's first answer is held until the page has heard the pending count (the event that asks
    // the list to refresh): the refresh then always starts while that answer is still out.
    const heard = Promise.withResolvers<void>();
    await page.exposeBinding('pendingHeard', () => heard.resolve());
    await page.addInitScript(() =>
      window.addEventListener('admin:pending', () =>
        (window as unknown as { pendingHeard: () => void }).pendingHeard(),
      ),
    );
    let first = true;
    await page.route('**/api/admin/reservations**', async (route) => {
      const url = new URL(route.request().url());
      if (url.pathname.endsWith('/pending-count')) {
        await asked;
        return route.continue();
      }
      // The dashboard's bookings of today (signing in opens it) are not the Reservations list.
      if (url.searchParams.has('date')) return route.continue();
      if (url.searchParams.has('limit') && first) {
        first = false;
        listAsked();
        await heard.promise;
      }
      await route.fulfill({ status: 503, json: { detail: 'The store is unavailable' } });
    });
    await loginAsAdmin(page);
    await openAdminPage(page, 'Reservations');
    await expect(toast(page, 'Failed to load reservations')).toContainText('The store is unavailable');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();

    // The next pending count asks again, and the list fails again: the failure stays said once, not stacked
    // in a second toast that reads the same.
    const again = page.waitForResponse(
      (response) => response.url().includes('/api/admin/reservations?') && response.status() === 503,
    );
    await page.evaluate(() =>
      window.dispatchEvent(
        new CustomEvent('admin:pending', {
          detail: { pending: 0, latest_id: null, new_booking: true, after_own_write: false },
        }),
      ),
    );
    await again;
    await expect(toast(page, 'Failed to load reservations')).toHaveCount(1);
    await expect(toast(page, 'Failed to load reservations')).toContainText('The store is unavailable');
  });
});
