/**
 * The built-in `admin` account starts on its documented first password (SPEC §2), and the server holds it
 * there (403 on everything but its own session, the password change and logout) until it is changed. Tests
 * and benches that need a working superadmin do what the owner does on the first start: sign in with the
 * first password and replace it.
 */
export const FIRST_PASSWORD = 'padang123';

/** The password tests and benches give the built-in admin on a fresh store. */
export const OWNER_PASSWORD = 'Rendang-Daging-Uji-2026';

async function post(base: string, path: string, body: unknown, token?: string) {
  const response = await fetch(new URL(path, base), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: reported below by status and text
  }
  return { status: response.status, text, json };
}

/**
 * A token of the built-in admin on `password`. While the login page offers the first password (a fresh
 * store), it signs in with it and replaces it by `password`; else `password` signs in directly. No wrong
 * password is ever sent, so the login throttle and the activity log see nothing.
 */
export async function ownerToken(base: string, password = OWNER_PASSWORD): Promise<string> {
  const hint = (await (await fetch(new URL('/api/admin/auth/login-hint', base))).json()) as {
    password?: string;
  };
  if (hint.password) {
    const first = await post(base, '/api/admin/auth/login', { username: 'admin', password: hint.password });
    if (first.status !== 200) throw new Error(`login with the first password: ${first.status} ${first.text}`);
    const changed = await post(
      base,
      '/api/admin/auth/change-password',
      { old_password: hint.password, new_password: password },
      first.json.access_token as string,
    );
    if (changed.status !== 200) throw new Error(`first password change: ${changed.status} ${changed.text}`);
    return changed.json.access_token as string;
  }
  const signedIn = await post(base, '/api/admin/auth/login', { username: 'admin', password });
  if (signedIn.status !== 200) throw new Error(`login as admin: ${signedIn.status} ${signedIn.text}`);
  return signedIn.json.access_token as string;
}
