import { expect, type Page, test } from '@playwright/test';
import { adminApi, confirmInPage, loginAsAdmin } from './admin-fixtures.ts';

// These tests answer some of the admin's requests themselves (page.route), which the admin's service
// worker, once in control of the page, would bypass: it is kept out of them.
test.use({ serviceWorkers: 'block' });

/**
 * Settings → Publishing on a phone: the owner connects the website by pasting the build hook Netlify
 * made. The test server is `npm start`, whose own local hook is BUILD_HOOK_URL: it takes precedence, as
 * the card says, so Publish now rebuilds the local site.
 */

const PHONE = { width: 360, height: 740 };
const ID = '5f0c1a2b3c4d5e6f7a8b9c0d';
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('Settings → Publishing on a 360 px phone', () => {
  test.use({ viewport: PHONE });

  test.afterEach(async ({ request }) => {
    await (await adminApi(request)).send('DELETE', '/api/admin/build-hook');
  });

  test('says where Netlify makes a build hook, takes one, tests it with Publish now, and removes it', async ({
    page,
  }) => {
    await loginAsAdmin(page, { open: { path: '/admin/settings', heading: 'Settings' } });
    const card = page.getByRole('region', { name: 'Publishing' });
    // The screen may draw the card anew while its data arrive (the element first found is then gone).
    await expect(async () => card.scrollIntoViewIfNeeded({ timeout: 2000 })).toPass();
    await expect(card.getByRole('list').first().getByRole('listitem')).toHaveText([
      'Open your site on app.netlify.com.',
      'Go to Site configuration → Build & deploy → Continuous deployment → Build hooks.',
      'Choose Add build hook, name it (for example "Admin"), keep the production branch, and save.',
      'Copy the address Netlify shows (https://api.netlify.com/build_hooks/…) and paste it here.',
    ]);
    await expect(card.getByText('Connected', { exact: true })).toBeVisible();
    await expect(card).toContainText(
      "BUILD_HOOK_URL is set in the server's environment: saves use that build hook, which takes precedence over one saved here.",
    );

    const field = card.getByRole('textbox', { name: 'Build hook address' });
    await field.fill(`https://example.com/build_hooks/${ID}`);
    await card.getByRole('button', { name: 'Save build hook' }).click();
    await expect(card.getByText('This is not a Netlify build hook address', { exact: false })).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    await field.fill(`https://api.netlify.com/build_hooks/${ID}`);
    await card.getByRole('button', { name: 'Save build hook' }).click();
    await expect(page.getByText('Build hook saved: the website is connected')).toBeVisible();
    await expect(card).toContainText('Build hook saved here: …9c0d, by admin,');
    await expect(card.getByRole('textbox', { name: 'Another build hook address' })).toHaveValue('');
    // Never shown back whole.
    await expect(page.locator('body')).not.toContainText(ID);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await card.getByRole('button', { name: 'Publish now' }).click();
    await expect(
      page.getByText('The build hook took the request: the website is being updated'),
    ).toBeVisible();
    await expect(card.getByRole('heading', { name: 'Last publish' })).toBeVisible();
    await expect(card).toContainText(/Requested .+: taken by the build hook/);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await card.getByRole('button', { name: 'Remove build hook' }).click();
    await confirmInPage(
      page,
      'Saves will no longer update the website until another build hook is saved.',
      'Remove build hook',
    );
    await expect(page.getByText('Build hook removed')).toBeVisible();
    await expect(card).not.toContainText('Build hook saved here');
    await expect(card.getByRole('textbox', { name: 'Build hook address' })).toBeVisible();
  });

  test('a save before any hook exists says the website is not connected yet, linking to the card', async ({
    page,
  }) => {
    // A fresh Netlify site: no build hook anywhere (this server always has its own, so the answer says so).
    await page.route('**/api/admin/publish-status', async (route) => {
      const answer = await route.fetch();
      const status = await answer.json();
      await route.fulfill({
        response: answer,
        json: {
          ...status,
          content_revision: `unpublished-${status.content_revision}`,
          hook_configured: false,
        },
      });
    });
    await loginAsAdmin(page, { open: { path: '/admin/restaurant-info', heading: 'Restaurant Info' } });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Restaurant info updated successfully!')).toBeVisible();

    const status = page.locator('.publish-status');
    await expect(status).toHaveAttribute('data-publish-state', 'unconnected');
    await expect(status.getByRole('status')).toHaveText(
      'Saved; the website is not connected yet: Settings → Publishing',
    );
    await expect(status).not.toContainText('Publish failed');
    await expect(status.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await status.getByRole('link', { name: 'Settings → Publishing' }).click();
    await expect(page).toHaveURL(/\/admin\/settings#publishing$/);
    const card = page.getByRole('region', { name: 'Publishing' });
    await expect(card.getByRole('textbox', { name: 'Build hook address' })).toBeInViewport();
    // The header reads the status every few seconds: a read still in the handler when the page closes
    // would fail outside the test (it did, at the end of a run).
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});

/**
 * A save, as the header shows it, in the owner's language: the header's own status read asked for just
 * before the save (the owner came back to the tab and saved at once) is answered after the save. The live
 * site is held at the build before the save, so from the save's answer on the header may only say
 * publishing.
 */
const HEADER_WORDS = {
  en: {
    heading: 'Restaurant Info',
    tagline: 'Tagline',
    save: 'Save Changes',
    saved: 'Restaurant info updated successfully!',
    live: /^Saved · on the website at \d\d:\d\d/,
    publishing: 'Saved · publishing to the website…',
  },
  id: {
    heading: 'Info Restoran',
    tagline: 'Slogan',
    save: 'Simpan Perubahan',
    saved: 'Info restoran berhasil diperbarui!',
    live: /^Tersimpan · sudah di situs pukul \d\d:\d\d/,
    publishing: 'Tersimpan · sedang diterbitkan ke situs…',
  },
} as const;

test.describe('the header after a save, on a 360 px phone', () => {
  test.use({ viewport: PHONE });

  for (const language of ['id', 'en'] as const) {
    test(`says publishing from the save's answer on, never the time of the last publish (${language})`, async ({
      page,
    }) => {
      const words = HEADER_WORDS[language];
      const api = await adminApi(page.request);
      const restaurant = await api.get('/api/admin/restaurant');
      // Something saved and published, so the header says when it went on the website.
      await api.send('PUT', '/api/admin/restaurant', { ...restaurant, tagline: `Sebelum ${Date.now()}` });
      await api.send('PUT', '/api/admin/auth/language', { language });
      try {
        await loginAsAdmin(page, { open: { path: '/admin/restaurant-info', heading: words.heading } });
        const status = page.locator('.publish-status');
        await expect(status.getByRole('status')).toHaveText(words.live, { timeout: 45_000 });

        // The website stays at this build for the rest of the test.
        const built = await (await page.request.get('/build-info.json')).json();
        await page.route('**/build-info.json', (route) => route.fulfill({ json: built }));
        // Every change of the header, with the moment the save's answer came.
        await page.evaluate(() => {
          const seen: string[] = [];
          Object.assign(window, { headerSeen: seen });
          const element = document.querySelector('.publish-status');
          const note = () => {
            const said = element?.querySelector('[role="status"]')?.textContent ?? '';
            if (seen.at(-1) !== said) seen.push(said);
          };
          if (element)
            new MutationObserver(note).observe(element, {
              attributes: true,
              childList: true,
              subtree: true,
              characterData: true,
            });
          const answered = window.fetch;
          window.fetch = async (...args) => {
            const response = await answered(...args);
            if (args[1]?.method === 'PUT') seen.push('(save answered)');
            return response;
          };
        });

        // The status read asked for on coming back to the tab is answered only after the save.
        const released = Promise.withResolvers<void>();
        const askedBefore = Promise.withResolvers<void>();
        const heldAnswered = Promise.withResolvers<void>();
        await page.route('**/api/admin/publish-status', async (route) => {
          const answer = await route.fetch();
          askedBefore.resolve();
          await released.promise;
          await route.fulfill({ response: answer });
          heldAnswered.resolve();
        });
        await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
        await askedBefore.promise;
        await page.unroute('**/api/admin/publish-status');

        await page.getByRole('textbox', { name: words.tagline, exact: true }).fill(`Sesudah ${Date.now()}`);
        const saved = page.waitForResponse(
          (response) =>
            response.url().endsWith('/api/admin/restaurant') && response.request().method() === 'PUT',
        );
        await page.getByRole('button', { name: words.save }).click();
        await saved;
        await expect(page.locator('[data-sonner-toast]').filter({ hasText: words.saved })).toBeVisible();
        await expect(status.getByRole('status')).toHaveText(words.publishing, { timeout: 300 });
        released.resolve();
        await heldAnswered.promise;
        // The header's next read, asked after the held answer came: whatever that answer changed has shown.
        const nextRead = await page.waitForRequest((request) =>
          request.url().endsWith('/api/admin/publish-status'),
        );
        await nextRead.response();
        await expect(status.getByRole('status')).toHaveText(words.publishing);
        const seen = await page.evaluate(() => (window as unknown as { headerSeen: string[] }).headerSeen);
        const answered = seen.indexOf('(save answered)');
        expect(answered, 'the save was answered').toBeGreaterThanOrEqual(0);
        // What the header said from the save's answer on: what it showed then, and every change after it. A
        // status read that reached the server after the save was stored may have said so before the answer.
        const shownThen = seen.slice(answered + 1)[0] ?? seen.slice(0, answered).at(-1);
        expect([shownThen, ...seen.slice(answered + 2)]).toEqual([words.publishing]);
      } finally {
        await api.send('PUT', '/api/admin/auth/language', { language: 'en' });
        await api.send('PUT', '/api/admin/restaurant', restaurant);
      }
    });
  }
});
