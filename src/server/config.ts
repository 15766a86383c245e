import { AsyncLocalStorage } from 'node:async_hooks';
import { emailRecipients } from '../domain/notifications/channels.ts';
import { ORDERS_PER_CLIENT_DEFAULT } from '../domain/orders/order.ts';

/**
 * The one place that reads the environment. Read on each call (not at module load) so a function always
 * sees the environment of its own invocation.
 */

/** Default username of the first superadmin, created on first use. */
export const DEFAULT_ADMIN_USERNAME = 'admin';
/** Documented first password when ADMIN_DEFAULT_PASSWORD is not set; it must be changed after login. */
export const DOCUMENTED_DEFAULT_PASSWORD = 'padang123';

export class ServerConfigError extends Error {
  override name = 'ServerConfigError';
}

/**
 * The HS256 key of admin sessions from the environment: JWT_SECRET, at least 32 characters; null when not
 * set (the server then makes its own and keeps it in the admin store, see auth/signing-key.ts).
 */
export function jwtSecretFromEnv(): Uint8Array | null {
  const secret = process.env.JWT_SECRET ?? '';
  if (!secret) return null;
  if (secret.length < 32) {
    throw new ServerConfigError(
      'JWT_SECRET is shorter than 32 characters: set a longer one, or remove it (the server then makes its ' +
        'own). Admin sign-in is disabled until then.',
    );
  }
  return new TextEncoder().encode(secret);
}

/** Shortest first password accepted on a Netlify deploy (the rule for every new password, passwords.ts). */
const MIN_DEPLOYED_PASSWORD_LENGTH = 8;

/**
 * The first password of the `admin` account: ADMIN_DEFAULT_PASSWORD, else the documented default. On a
 * Netlify deploy (production, deploy previews and branch deploys, all reachable from the internet) the
 * variable is required and must not be guessable: the documented default is public, and whoever signs in
 * first would own the superadmin account. Checked before any account is created or any sign-in.
 */
export function defaultAdminPassword(): string {
  const configured = process.env.ADMIN_DEFAULT_PASSWORD;
  if (!isDeployed()) return configured || DOCUMENTED_DEFAULT_PASSWORD;
  if (!configured) {
    throw new ServerConfigError(
      "ADMIN_DEFAULT_PASSWORD is not set: set the first password of the admin account in the site's " +
        'environment variables on Netlify. Admin sign-in is disabled until then.',
    );
  }
  if (configured === DOCUMENTED_DEFAULT_PASSWORD || configured.length < MIN_DEPLOYED_PASSWORD_LENGTH) {
    throw new ServerConfigError(
      `ADMIN_DEFAULT_PASSWORD is too easy to guess (the documented default, or shorter than ${MIN_DEPLOYED_PASSWORD_LENGTH} ` +
        "characters): set another in the site's environment variables on Netlify. Admin sign-in is disabled until then.",
    );
  }
  return configured;
}

/**
 * Whether the first password is the built-in documented default, which the login page may show. Never
 * when it comes from the environment (the owner's choice, even if equal to the default): a password
 * set there is never sent to anyone.
 */
export const firstPasswordIsBuiltIn = () => !process.env.ADMIN_DEFAULT_PASSWORD && !isDeployed();

/**
 * BUILD_HOOK_URL: where saves request a rebuild of the site, when set in the environment (`npm start` sets
 * it to its own local hook). It takes precedence over the build hook stored from Settings → Publishing.
 */
export function buildHookUrlFromEnv(): string | null {
  return process.env.BUILD_HOOK_URL?.trim() || null;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * BUILD_HOOK_TEST_ORIGIN: a local receiver (`http://127.0.0.1:<port>`) taken in place of Netlify's origin
 * for a build hook pasted in the admin, so that the integration tests and the deploy rehearsal can stand
 * one in for Netlify. Never set on Netlify. Only a loopback origin counts, and only that one port: with it
 * unset, as on Netlify, nothing but https://api.netlify.com/build_hooks/<id> is taken.
 */
export function buildHookTestOrigin(): string | null {
  const value = process.env.BUILD_HOOK_TEST_ORIGIN?.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname) && url.port) return url.origin;
  } catch {
    // Not an address: refused below.
  }
  console.warn('BUILD_HOOK_TEST_ORIGIN is ignored: it must be http://127.0.0.1:<port> (a loopback origin).');
  return null;
}

/** OpenAI-compatible chat completions, when configured; otherwise the built-in writer is used. */
export function aiProviderConfig(): { baseUrl: string; apiKey: string; model: string } | null {
  const baseUrl = process.env.AI_BASE_URL?.trim();
  if (!baseUrl) return null;
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    apiKey: process.env.AI_API_KEY ?? '',
    model: process.env.AI_MODEL || 'gpt-4o-mini',
  };
}

/**
 * Netlify's deploy context of the running code: 'production', 'deploy-preview', 'branch-deploy', or 'dev'
 * (the local runtime and tests). Functions take it from their invocation (`context.deploy.context`, set
 * per request by `handle`); builds and build plugins from the CONTEXT variable Netlify gives them.
 */
interface Deploy {
  context?: string;
  id?: string;
}
interface Invocation extends Deploy {
  siteUrl?: string;
}
const invocations = new AsyncLocalStorage<Invocation>();

/**
 * Runs one function invocation's work knowing what Netlify told it: its deploy (`context.deploy`) and the
 * site's address (`context.site.url`; the local runtime gives its own).
 */
export function withInvocation<T>(
  invocation: { deploy?: Deploy; site?: { url?: string } } | undefined,
  work: () => T,
): T {
  const { deploy, site } = invocation ?? {};
  return invocations.run(
    { context: deploy?.context || undefined, id: deploy?.id || undefined, siteUrl: site?.url || undefined },
    work,
  );
}

export function deployContext(): string {
  return invocations.getStore()?.context || process.env.CONTEXT || 'dev';
}

/** The id of the running deploy on Netlify (a build has it as DEPLOY_ID); undefined locally. */
export function deployId(): string | undefined {
  return invocations.getStore()?.id || process.env.DEPLOY_ID || undefined;
}

/**
 * The site's public origin, for links sent out of it (the admin link in booking notifications): SITE_URL
 * when set, else the site's address as Netlify gives it (`context.site.url`, or the URL variable), which
 * the local runtime sets to its own. Never the request's Host, which the client chooses. Null when none is
 * known.
 */
export function siteOrigin(): string | null {
  for (const candidate of [process.env.SITE_URL, invocations.getStore()?.siteUrl, process.env.URL]) {
    // Not set, or not an address: the next one (without an exception: this runs for every order).
    const text = candidate?.trim();
    const url = text ? URL.parse(text) : null;
    if (url && (url.protocol === 'https:' || url.protocol === 'http:')) return url.origin;
  }
  return null;
}

/** The live site on Netlify. */
export const isProduction = () => deployContext() === 'production';

/**
 * A deploy preview or a branch deploy: a copy of the site to look at, never the restaurant's own data.
 * It keeps its content apart from production (see store/blobs.ts) and never asks for production builds.
 */
export const isPreview = () => ['deploy-preview', 'branch-deploy'].includes(deployContext());

/** Running on Netlify, reachable from the internet: production, a deploy preview or a branch deploy. */
export const isDeployed = () => isProduction() || isPreview();

/**
 * How many reservations one client (one address) may make per 10 minutes: RESERVATIONS_PER_CLIENT, default
 * 5. A restaurant whose guests book from one shared address (an office, a hotel) may raise it.
 */
export function reservationsPerClient(): number {
  const value = Number(process.env.RESERVATIONS_PER_CLIENT);
  return Number.isInteger(value) && value > 0 ? value : 5;
}

/**
 * How many orders one client (one address) may send per 10 minutes: ORDERS_PER_CLIENT, default 5. A
 * restaurant whose guests order from one shared address (an office, a campus) may raise it.
 */
export function ordersPerClient(): number {
  const value = Number(process.env.ORDERS_PER_CLIENT);
  return Number.isInteger(value) && value > 0 ? value : ORDERS_PER_CLIENT_DEFAULT;
}

/** The SMTP server new-booking e-mails go through (SMTP_URL); null when the server cannot send mail. */
export function mailServerUrl(): string | null {
  return process.env.SMTP_URL?.trim() || null;
}

/** Whether NOTIFY_EMAIL_TO names addresses of the server's own for the new-booking e-mail. */
export const serverEmailRecipients = (): boolean =>
  emailRecipients(process.env.NOTIFY_EMAIL_TO ?? '', []).length > 0;

/**
 * E-mail to the restaurant about each new booking, when SMTP_URL (smtp://user:pass@host:587, or smtps://
 * for TLS from the start) is set and there is someone to send it to: the addresses of NOTIFY_EMAIL_TO
 * (comma-separated) and those `saved` in Settings → Notifications, each once. NOTIFY_EMAIL_FROM is the
 * sender, by default the SMTP user (or the first recipient).
 */
export function notifyEmailConfig(
  saved: readonly string[] = [],
): { smtpUrl: string; to: string; from: string } | null {
  const smtpUrl = mailServerUrl();
  const recipients = emailRecipients(process.env.NOTIFY_EMAIL_TO ?? '', saved);
  if (!smtpUrl || recipients.length === 0) return null;
  const to = recipients.join(', ');
  let user = '';
  try {
    user = decodeURIComponent(new URL(smtpUrl).username);
  } catch {
    // An address that is not a URL: the mailer reports it when sending, as a delivery failure.
  }
  const from = process.env.NOTIFY_EMAIL_FROM?.trim() || (user.includes('@') ? user : recipients[0]);
  return { smtpUrl, to, from: from || to };
}

/** A generic webhook told about each new booking (JSON POST): NOTIFY_WEBHOOK_URL, http(s) only. */
export function notifyWebhookUrl(): string | null {
  const url = process.env.NOTIFY_WEBHOOK_URL?.trim();
  return url ? url : null;
}

/**
 * The VAPID key pair new-booking pushes are signed with, when VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are
 * set (base64url, as `npx web-push generate-vapid-keys` prints them); null when neither is, and the server
 * then makes a pair once and keeps it in the admin store. One without the other, or a malformed one, is
 * refused (named, never shown).
 */
export function vapidKeysFromEnv(): { publicKey: string; privateKey: string } | null {
  const publicKey = process.env.VAPID_PUBLIC_KEY?.trim() ?? '';
  const privateKey = process.env.VAPID_PRIVATE_KEY?.trim() ?? '';
  if (!publicKey && !privateKey) return null;
  if (!publicKey || !privateKey)
    throw new ServerConfigError(
      `${publicKey ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'} is not set: set both VAPID keys, or neither ` +
        '(the server then makes its own). Notifications to devices are off until then.',
    );
  // A P-256 public key (65 bytes) and its secret (32 bytes), in base64url without padding.
  if (!/^[A-Za-z0-9_-]{87}$/.test(publicKey))
    throw new ServerConfigError('VAPID_PUBLIC_KEY is not a P-256 public key in base64url (87 characters)');
  if (!/^[A-Za-z0-9_-]{43}$/.test(privateKey))
    throw new ServerConfigError('VAPID_PRIVATE_KEY is not a P-256 private key in base64url (43 characters)');
  return { publicKey, privateKey };
}

/**
 * Whom push services may contact about the site's pushes (the VAPID `sub`): VAPID_SUBJECT, a mailto: or
 * https: address; null when not set (the restaurant's e-mail is used then).
 */
export function vapidSubject(): string | null {
  return process.env.VAPID_SUBJECT?.trim() || null;
}

/**
 * PUSH_SERVICE_TEST_ORIGIN: a stand-in push service on this machine (`http://127.0.0.1:<port>`, loopback
 * only) whose endpoints are taken besides the browsers' push services, so that the tests can receive the
 * pushes they cause. Never on Netlify (ignored there), and only that one port: unset, nothing but the
 * browsers' push services is taken.
 */
export function pushServiceTestOrigin(): string | null {
  const value = process.env.PUSH_SERVICE_TEST_ORIGIN?.trim();
  if (!value) return null;
  if (!isDeployed()) {
    try {
      const url = new URL(value);
      if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname) && url.port) return url.origin;
    } catch {
      // Not an address: refused below.
    }
  }
  // Said once: it is read for every endpoint a booking's pushes would go to.
  warnOnce(
    'PUSH_SERVICE_TEST_ORIGIN is ignored: it must be http://127.0.0.1:<port> (a loopback origin), and is never taken on Netlify.',
  );
  return null;
}

/**
 * PASSWORD_HASH_TEST_COST=1: new password hashes use scrypt's lowest cost that stored hashes may ask for
 * (N=2^14, about eight times cheaper than the OWASP strength the server uses otherwise), so that test runs
 * which create and sign in many accounts do not spend their time hashing. Tests only, never on Netlify
 * (ignored there); hashes already stored keep their own cost, and unknown usernames are still checked
 * against the full-cost decoy.
 */
export function passwordHashTestCost(): boolean {
  if (process.env.PASSWORD_HASH_TEST_COST !== '1') return false;
  if (!isDeployed()) return true;
  // Said once: it is read for every password hashed.
  warnOnce('PASSWORD_HASH_TEST_COST is ignored on Netlify.');
  return false;
}

/** Warnings about a setting read again and again, each said once per instance. */
const warned = new Set<string>();
function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(message);
}

/** This site's Netlify id (SITE_ID): deploy events of another site are not this site's builds. */
export const netlifySiteId = (): string | undefined => process.env.SITE_ID;

/** How long one store call may take (STORE_TIMEOUT_MS overrides, default 8 s). */
export const storeTimeoutMs = () => Number(process.env.STORE_TIMEOUT_MS) || 8000;

/** How long all the store calls of one request may take together (REQUEST_TIMEOUT_MS overrides, default 20 s). */
export const requestBudgetMs = () => Number(process.env.REQUEST_TIMEOUT_MS) || 20_000;

/**
 * The blob context this process works in (NETLIFY_BLOBS_CONTEXT, or the one Netlify set on globalThis),
 * so what is kept per store never mixes contexts when a process switches (tests).
 */
export const blobsContextScope = (): string =>
  `${process.env.NETLIFY_BLOBS_CONTEXT ?? ''}|${String((globalThis as { netlifyBlobsContext?: unknown }).netlifyBlobsContext ?? '')}`;

/** When sold-out dishes are available again each day (MENU_AVAILABLE_AGAIN_AT), as written; unset when off. */
export const AVAILABLE_AGAIN_ENV = 'MENU_AVAILABLE_AGAIN_AT';
export const availableAgainFromEnv = (): string | undefined => process.env[AVAILABLE_AGAIN_ENV];
