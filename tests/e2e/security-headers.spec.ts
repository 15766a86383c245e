import { expect, type Page, type Response, test } from '@playwright/test';
import { SECURITY_HEADERS } from '../../src/server/http/security-headers.ts';
import { loginAsAdmin } from './admin-fixtures.ts';
import { waitForIslands, waitForPageScripts } from './fixtures.ts';

/** Records every Content-Security-Policy violation the page reports, from its first script on. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

function policyOf(response: Response | null): Map<string, string> {
  const text = response?.headers()['content-security-policy'] ?? '';
  return new Map(
    text
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name as string, sources.join(' ')]),
  );
}

function expectSharedHeaders(response: Response | null) {
  const headers = response?.headers() ?? {};
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    expect(headers[name.toLowerCase()]).toBe(value);
}

test.describe('security headers', () => {
  test('public pages: strict script policy, framed only by the site, framing only the map', async ({
    page,
  }) => {
    const violations = await recordViolations(page);
    const response = await page.goto('/');
    expectSharedHeaders(response);
    const policy = policyOf(response);
    expect(policy.get('script-src')).toMatch(/^'self'( 'sha256-[\w+/=]+')+$/);
    expect(policy.get('object-src')).toBe("'none'");
    expect(policy.get('base-uri')).toBe("'none'");
    expect(policy.get('frame-ancestors')).toBe("'self'");
    // The map is framed once the guest scrolls near it.
    await page.locator('.footer-map-frame').scrollIntoViewIfNeeded();
    await expect(page.locator('.footer-map iframe')).toHaveAttribute('src', /^https:/);
    const mapSrc = await page.locator('.footer-map iframe').getAttribute('src');
    expect(policy.get('frame-src')).toBe(new URL(mapSrc ?? '').origin);
    // Editors choose the map: it is framed from its own origin, never this site's, so it can neither read
    // nor script the page. Images come over https only.
    expect(new URL(mapSrc ?? '').origin).not.toBe(new URL(page.url()).origin);
    expect(policy.get('img-src')).toBe("'self' https: data: blob:");

    // Every island hydrates and works under the policy: the lightbox, the reservation form's toast.
    await waitForIslands(page);
    await page.getByRole('link', { name: /Ruang makan dengan ornamen rumah gadang/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(await violations()).toEqual([]);

    const dish = await page.goto('/menu/rendang-daging');
    expectSharedHeaders(dish);
    expect(policyOf(dish).get('frame-ancestors')).toBe("'self'");
    // The thumbnails switch the photo once the page's scripts, loaded after its first paint, have run.
    await waitForPageScripts(page);
    await page.locator('[data-thumb]').nth(1).click();
    await expect(page.locator('[data-thumb]').nth(1)).toHaveAttribute('aria-pressed', 'true');
    expect(await violations()).toEqual([]);
  });

  test('the policy is enforced: an injected inline script does not run', async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto('/');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.body.append(script);
      return (window as unknown as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
    expect((await violations()).join('\n')).toContain('script-src');
  });

  test('admin pages are never framed, frame nothing, and run under the policy', async ({ page }) => {
    const violations = await recordViolations(page);
    const response = await page.goto('/admin/login');
    expectSharedHeaders(response);
    const policy = policyOf(response);
    expect(policy.get('frame-ancestors')).toBe("'none'");
    expect(policy.get('frame-src')).toBe("'none'");
    expect(policy.get('script-src')).not.toContain('unsafe-inline');
    // A toast (its styles are injected at run time) and the dashboard after login.
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Login Failed' })).toBeVisible();
    await loginAsAdmin(page);
    expect(await violations()).toEqual([]);
  });

  test('a missing admin page frames nothing its policy forbids, and still leads to the map', async ({
    page,
  }) => {
    const violations = await recordViolations(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const response = await page.goto('/admin/does-not-exist');
    expect(response?.status()).toBe(404);
    expect(policyOf(response).get('frame-src')).toBe("'none'");
    await page.locator('#contact').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
    expect(errors.filter((text) => /Content Security Policy|frame/i.test(text))).toEqual([]);
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.locator('#contact').getByRole('link', { name: 'Buka peta lokasi' })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
  });

  test('another site cannot frame the admin or the public pages', async ({ page, baseURL }) => {
    const url = (path: string) => new URL(path, baseURL).href;
    await page.setContent(
      `<iframe id="own" srcdoc="<h1>Framed</h1>"></iframe>
       <iframe id="admin" src="${url('/admin/login/')}"></iframe>
       <iframe id="site" src="${url('/')}"></iframe>`,
      { waitUntil: 'load' },
    );
    // The check can see a framed page: the page's own frame shows its heading; the others stay empty.
    await expect(page.frameLocator('#own').locator('h1')).toHaveText('Framed');
    await expect(page.frameLocator('#admin').locator('astro-island')).toHaveCount(0);
    await expect(page.frameLocator('#site').locator('#main')).toHaveCount(0);
  });

  test('function responses carry the headers, and admin answers are never cached', async ({ request }) => {
    const admin = await request.get('/api/admin/menu');
    expect(admin.status()).toBe(401);
    expect(admin.headers()['cache-control']).toBe('no-store');
    expect(admin.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(admin.headers()[name.toLowerCase()]).toBe(value);
    const dish = await request.get('/api/menu/rendang-daging');
    expect(dish.ok()).toBe(true);
    expect(dish.headers()['x-content-type-options']).toBe('nosniff');
    expect(dish.headers()['strict-transport-security']).toBe(SECURITY_HEADERS['Strict-Transport-Security']);
  });
});
