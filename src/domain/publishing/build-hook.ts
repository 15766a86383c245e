import { z } from 'zod';

/**
 * Publishing connected from the admin (Settings → Publishing): the Netlify build hook that saves call to
 * rebuild the public site, pasted by a superadmin and kept in the admin store. Only a Netlify build hook
 * address is taken: the server POSTs to it after every save, so any other address would let a session
 * make the server call a host of its choosing.
 */

/** Where Netlify's build hooks live. */
export const NETLIFY_BUILD_HOOK_ORIGIN = 'https://api.netlify.com';
/** A build hook's path: its id is 24 hexadecimal characters. */
const BUILD_HOOK_PATH = /^\/build_hooks\/[0-9a-f]{24}$/i;
const MAX_ADDRESS_LENGTH = 500;

export const BUILD_HOOK_PROBLEM = `must be a Netlify build hook address (${NETLIFY_BUILD_HOOK_ORIGIN}/build_hooks/ followed by its id)`;

/**
 * The build hook `address` as saves call it, or null unless it is exactly
 * `https://api.netlify.com/build_hooks/<id>`: no user or password, no other port, path, query or fragment.
 * `testOrigin` (BUILD_HOOK_TEST_ORIGIN) is taken in place of Netlify's origin, with the same path: a local
 * receiver standing in for Netlify in tests and the deploy rehearsal.
 */
export function netlifyBuildHook(address: string, testOrigin: string | null = null): string | null {
  const text = address.trim();
  if (text.length > MAX_ADDRESS_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const netlify = url.protocol === 'https:' && url.hostname === 'api.netlify.com' && url.port === '';
  const standIn = testOrigin !== null && url.origin === testOrigin;
  if (!netlify && !standIn) return null;
  if (!BUILD_HOOK_PATH.test(url.pathname)) return null;
  // Written plainly: nothing the parser dropped or resolved (a user, a port, `..`, a query, a fragment).
  const hook = `${url.origin}${url.pathname}`;
  return hook.toLowerCase() === text.toLowerCase() ? hook : null;
}

/** The last characters of a stored address: enough to recognise it, never enough to call it. */
export const buildHookEnding = (address: string) => address.slice(-4);

/** PUT /api/admin/build-hook. */
export const BuildHookInputSchema = z.object({
  url: z.string().max(MAX_ADDRESS_LENGTH, `must be at most ${MAX_ADDRESS_LENGTH} characters`),
});

/** GET (and PUT, DELETE) /api/admin/build-hook. */
export const BuildHookSettingsSchema = z.object({
  /**
   * Where saves request rebuilds: BUILD_HOOK_URL in the server's environment (it takes precedence), the
   * address stored here, or nowhere yet (null).
   */
  source: z.enum(['environment', 'admin']).nullable(),
  /** The address stored from the admin, by its last characters only; null when none is stored. */
  stored: z
    .object({
      ending: z.string(),
      set_at: z.string(),
      set_by: z.string(),
    })
    .nullable(),
});
export type BuildHookSettings = z.infer<typeof BuildHookSettingsSchema>;
