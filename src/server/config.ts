import { AsyncLocalStorage } from 'node:async_hooks';

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

/** HS256 key for admin tokens: JWT_SECRET, at least 32 characters. */
export function jwtSecret(): Uint8Array {
  const secret = process.env.JWT_SECRET ?? '';
  if (secret.length < 32) {
    throw new ServerConfigError(
      'JWT_SECRET is not set (or shorter than 32 characters): admin sign-in is disabled',
    );
  }
  return new TextEncoder().encode(secret);
}

export function defaultAdminPassword(): string {
  return process.env.ADMIN_DEFAULT_PASSWORD || DOCUMENTED_DEFAULT_PASSWORD;
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
const invocationContexts = new AsyncLocalStorage<string | undefined>();

/** Runs one function invocation's work knowing the deploy context Netlify gave it. */
export function withDeployContext<T>(context: string | undefined, work: () => T): T {
  return invocationContexts.run(context || undefined, work);
}

export function deployContext(): string {
  return invocationContexts.getStore() || process.env.CONTEXT || 'dev';
}

/** The live site on Netlify. */
export const isProduction = () => deployContext() === 'production';

/**
 * A deploy preview or a branch deploy: a copy of the site to look at, never the restaurant's own data.
 * It keeps its content apart from production (see store/blobs.ts) and never asks for production builds.
 */
export const isPreview = () => ['deploy-preview', 'branch-deploy'].includes(deployContext());
