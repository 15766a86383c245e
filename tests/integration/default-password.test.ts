/**
 * The first password of the `admin` account (ADMIN_DEFAULT_PASSWORD) and the login hint. The login page
 * may show the built-in default (`padang123`, SPEC §2) while it is in use, never a password the owner
 * chose; on Netlify deploys (production, deploy previews, branch deploys) the variable is required, so the
 * first visitor of a fresh deploy cannot take the superadmin account with a password anyone can read.
 *
 * Each case calls the function modules themselves (as Netlify does: a Request and a context carrying the
 * deploy context) over a blob store of its own, with the environment it needs.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Context } from '@netlify/functions';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import login from '../../netlify/functions/auth-login.mts';
import loginHint from '../../netlify/functions/auth-login-hint.mts';
import { type LocalBlobs, startLocalBlobs } from '../../scripts/local/blob-server.ts';
import { FIRST_PASSWORD } from '../helpers/first-password.ts';

const OWNER_PASSWORD = 'Sambal-Hijau-Rahasia-2026';
const saved = {
  blobs: process.env.NETLIFY_BLOBS_CONTEXT,
  password: process.env.ADMIN_DEFAULT_PASSWORD,
  context: process.env.CONTEXT,
};
let blobs: LocalBlobs;
let directory: string;

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'rmp-default-password-'));
  blobs = await startLocalBlobs(directory);
  process.env.NETLIFY_BLOBS_CONTEXT = blobs.context;
  delete process.env.ADMIN_DEFAULT_PASSWORD;
  delete process.env.CONTEXT;
});
afterEach(async () => {
  const restore = (name: string, value: string | undefined) => {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  };
  restore('NETLIFY_BLOBS_CONTEXT', saved.blobs);
  restore('ADMIN_DEFAULT_PASSWORD', saved.password);
  restore('CONTEXT', saved.context);
  await blobs.stop();
  await rm(directory, { recursive: true, force: true });
});

/** What Netlify hands a function: the deploy context it runs in ('dev' for the local runtime). */
const contextOf = (deploy: string | undefined): Context =>
  ({ params: {}, ip: '127.0.0.1', deploy: deploy ? { context: deploy } : undefined }) as unknown as Context;

async function answer(response: Response) {
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) as Record<string, unknown> };
}

const hint = async (deploy?: string) =>
  answer(await loginHint(new Request('http://localhost/api/admin/auth/login-hint'), contextOf(deploy)));

const signIn = async (password: string, deploy?: string) =>
  answer(
    await login(
      new Request('http://localhost/api/admin/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password }),
      }),
      contextOf(deploy),
    ),
  );

/** Every file the blob server holds, in any store: none means no account (nor anything else) was made. */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

describe('login hint', () => {
  it('shows the built-in default password while the admin account still has it', async () => {
    const { status, body } = await hint();
    expect(status).toBe(200);
    expect(body).toEqual({ username: 'admin', password: FIRST_PASSWORD });
    expect((await signIn(FIRST_PASSWORD)).status).toBe(200);
  });

  it('never sends a first password set through ADMIN_DEFAULT_PASSWORD, but still the username', async () => {
    process.env.ADMIN_DEFAULT_PASSWORD = OWNER_PASSWORD;
    const { status, body, text } = await hint();
    expect(status).toBe(200);
    expect(body).toEqual({ username: 'admin' });
    expect(text).not.toContain(OWNER_PASSWORD);
    // It is the account's first password all the same.
    const signedIn = await signIn(OWNER_PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.must_change_password).toBe(true);
  });

  it('sends no password from the environment even when it equals the built-in default', async () => {
    process.env.ADMIN_DEFAULT_PASSWORD = FIRST_PASSWORD;
    const { status, body } = await hint();
    expect(status).toBe(200);
    expect(body).toEqual({ username: 'admin' });
  });

  it('does not show the built-in default for an account whose first password came from the environment', async () => {
    process.env.ADMIN_DEFAULT_PASSWORD = OWNER_PASSWORD;
    expect((await hint()).body).toEqual({ username: 'admin' });
    delete process.env.ADMIN_DEFAULT_PASSWORD;
    const { body, text } = await hint();
    expect(body.password).toBeUndefined();
    expect(text).not.toContain(OWNER_PASSWORD);
  });
});

describe('ADMIN_DEFAULT_PASSWORD on Netlify deploys', () => {
  it.each(['production', 'deploy-preview', 'branch-deploy'])(
    '%s without it: sign-in and the hint answer 503 naming the variable, and no account is created',
    async (deploy) => {
      const signedIn = await signIn(FIRST_PASSWORD, deploy);
      expect(signedIn.status).toBe(503);
      expect(signedIn.body.detail).toEqual(expect.stringContaining('ADMIN_DEFAULT_PASSWORD'));
      expect(signedIn.body.access_token).toBeUndefined();
      const shown = await hint(deploy);
      expect(shown.status).toBe(503);
      expect(shown.body.detail).toEqual(expect.stringContaining('ADMIN_DEFAULT_PASSWORD'));
      expect(shown.text).not.toContain(FIRST_PASSWORD);
      expect(await storedFiles()).toEqual([]);
    },
  );

  it('production known only from the CONTEXT variable is refused the same way', async () => {
    process.env.CONTEXT = 'production';
    const signedIn = await signIn(FIRST_PASSWORD);
    expect(signedIn.status).toBe(503);
    expect(signedIn.body.detail).toEqual(expect.stringContaining('ADMIN_DEFAULT_PASSWORD'));
    expect(await storedFiles()).toEqual([]);
  });

  it.each([FIRST_PASSWORD, 'rendang'])(
    'production refuses an ADMIN_DEFAULT_PASSWORD anyone could guess (%s): the documented one, or under 8 characters',
    async (guessable) => {
      process.env.ADMIN_DEFAULT_PASSWORD = guessable;
      const signedIn = await signIn(guessable, 'production');
      expect(signedIn.status).toBe(503);
      expect(signedIn.body.detail).toEqual(expect.stringContaining('ADMIN_DEFAULT_PASSWORD'));
      expect(await storedFiles()).toEqual([]);
    },
  );

  it('production with it set: the admin signs in with it, and the hint shows the username only', async () => {
    process.env.ADMIN_DEFAULT_PASSWORD = OWNER_PASSWORD;
    const shown = await hint('production');
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({ username: 'admin' });
    expect(shown.text).not.toContain(OWNER_PASSWORD);
    expect((await signIn(FIRST_PASSWORD, 'production')).status).toBe(401);
    const signedIn = await signIn(OWNER_PASSWORD, 'production');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({
      admin: { username: 'admin', role: 'superadmin' },
      must_change_password: true,
    });
  });

  it('the local runtime and tests (context dev) keep the built-in default', async () => {
    const signedIn = await signIn(FIRST_PASSWORD, 'dev');
    expect(signedIn.status).toBe(200);
    expect((await hint('dev')).body).toEqual({ username: 'admin', password: FIRST_PASSWORD });
  });
});
