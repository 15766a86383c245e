import { expect, type Page, test } from '@playwright/test';
import { adminApi, confirmInPage, loginAsAdmin } from './admin-fixtures.ts';

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
    await card.scrollIntoViewIfNeeded();
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
  });
});
