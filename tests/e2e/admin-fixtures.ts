import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { OWNER_PASSWORD } from '../helpers/first-password.ts';

export { FIRST_PASSWORD } from '../helpers/first-password.ts';

export const ADMIN_USERNAME = 'admin';
/** The built-in admin's password once admin-first-start.first.spec.ts has replaced the first one. */
export const ADMIN_PASSWORD = OWNER_PASSWORD;

interface Session {
  token: string;
  info: string;
}

/**
 * Sessions signed in during this run, by account. A sign-in hashes the password (scrypt, ~0.4 s of a core):
 * most tests only need to be signed in, so a session still valid (checked against /auth/me, which hashes
 * nothing) is used again. One revoked meanwhile (logout, password change, deactivation) is replaced by a
 * fresh sign-in. Tests of the sign-in itself use the login form.
 */
const sessions = new Map<string, Session>();

/** Keeps a session of the account signed in as `username`, as the login page stores it (token and info). */
function remember(
  username: string,
  password: string,
  token: string,
  account: { username: string; role: string },
): Session {
  const session = { token, info: JSON.stringify({ username: account.username, role: account.role }) };
  sessions.set(`${username}\n${password}`, session);
  return session;
}

async function signIn(request: APIRequestContext, username: string, password: string): Promise<Session> {
  const key = `${username}\n${password}`;
  const known = sessions.get(key);
  if (known) {
    const me = await request.get('/api/admin/auth/me', {
      headers: { authorization: `Bearer ${known.token}` },
    });
    if (me.ok()) {
      const account = await me.json();
      // The role as it is now (a superadmin may have changed it), as a fresh sign-in would store it.
      if (!account.password_change_required) return remember(username, password, known.token, account);
    }
    sessions.delete(key);
  }
  const response = await request.post('/api/admin/auth/login', { data: { username, password } });
  expect(response.ok(), `login as ${username}: ${response.status()}`).toBe(true);
  const { access_token, admin } = await response.json();
  const session = remember(username, password, access_token, admin);
  expect(session.info, 'the account as the login page stores it').toBe(JSON.stringify(admin));
  return session;
}

/**
 * Signs in as the default superadmin (or the account given) and opens the dashboard (or the admin page
 * `open` names, and waits for its heading). The session is stored
 * exactly as the login page stores it (admin_token and admin_info in local storage), without its form and
 * its 1 s welcome: admin-auth.spec.ts and admin-users.spec.ts test the form itself.
 */
export async function loginAsAdmin(
  page: Page,
  {
    username = ADMIN_USERNAME,
    password = ADMIN_PASSWORD,
    open = { path: '/admin/dashboard', heading: 'Dashboard' },
  } = {},
): Promise<void> {
  const { token, info } = await signIn(page.request, username, password);
  await page.goto('/robots.txt');
  await page.evaluate(
    ({ token, info }) => {
      localStorage.setItem('admin_token', token);
      localStorage.setItem('admin_info', info);
    },
    { token, info },
  );
  await page.goto(open.path);
  await expect(page.getByRole('heading', { level: 1, name: open.heading })).toBeVisible();
}

/**
 * The address field of an image ("Image URL"), unfolded as staff unfold it: Upload and Choose from library
 * come first, and an empty address is folded under "or paste a link".
 */
/** Signs in, opens the menu and a dish's edit form: the dish's row and its form. */
export async function openDishEditor(page: Page, name: string): Promise<{ row: Locator; edit: Locator }> {
  await loginAsAdmin(page, { open: { path: '/admin/menu', heading: 'Menu' } });
  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  return { row, edit: page.getByRole('form', { name: `Edit ${name}` }) };
}

export async function imageLinkField(scope: Locator, name = 'Image URL'): Promise<Locator> {
  const field = scope.getByLabel(name, { exact: true });
  const fold = scope.locator('details', { has: scope.page().getByLabel(name, { exact: true }) });
  if (!(await fold.evaluate((details: HTMLDetailsElement) => details.open)))
    await fold.locator('summary').click();
  await expect(field).toBeVisible();
  return field;
}

/** Opens an admin page from the sidebar, as staff do. */
export async function openAdminPage(page: Page, linkName: string, heading = linkName): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: linkName, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** Accepts the next confirm() and checks its text (SPEC §5 delete confirmations). */
export function acceptNextConfirm(page: Page, expectedMessage: string): Promise<void> {
  return new Promise((resolve, reject) => {
    page.once('dialog', async (dialog) => {
      try {
        expect(dialog.type()).toBe('confirm');
        expect(dialog.message()).toBe(expectedMessage);
        await dialog.accept();
        resolve();
      } catch (error) {
        await dialog.dismiss().catch(() => undefined);
        reject(error);
      }
    });
  });
}

/** Answers the question the admin asks in the page (delete confirmations): checks its text, then says yes. */
export async function confirmInPage(page: Page, expectedMessage: string, button = 'Delete'): Promise<void> {
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText(expectedMessage);
  await question.getByRole('button', { name: button, exact: true }).click();
  await expect(question).toHaveCount(0);
}

/** The admin API as the default superadmin, for tests that change content without the admin screens. */
export async function adminApi(request: APIRequestContext) {
  const headers = {
    authorization: `Bearer ${(await signIn(request, ADMIN_USERNAME, ADMIN_PASSWORD)).token}`,
  };
  return {
    get: async (path: string) => (await request.get(path, { headers })).json(),
    send: async (method: 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown) => {
      const response = await request.fetch(path, { method, headers, data });
      expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
      return response.json();
    },
  };
}

/** A staff account (an editor unless told) that has already replaced its first password. */
export async function staffAccount(
  page: Page,
  role: 'editor' | 'manager_reservasi' | 'superadmin' = 'editor',
): Promise<{ username: string; password: string }> {
  const username = `kasir-${Date.now().toString(36)}`;
  const first = 'Sambal-Lado-Awal-7';
  const password = 'Gulai-Tunjang-2026';
  const admin = await adminApi(page.request);
  await admin.send('POST', '/api/admin/users', { username, role, password: first });
  const login = await page.request.post('/api/admin/auth/login', { data: { username, password: first } });
  const changed = await page.request.post('/api/admin/auth/change-password', {
    headers: { authorization: `Bearer ${(await login.json()).access_token}` },
    data: { old_password: first, new_password: password },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  // The session the change answers with is this account's first: signing in again would only hash again.
  remember(username, password, (await changed.json()).access_token, { username, role });
  return { username, password };
}
