import { siteOrigin } from '../config.ts';

const hostOf = (origin: string | null): string | null => {
  try {
    return origin ? new URL(origin).host : null;
  } catch {
    return null;
  }
};

/**
 * Whether another site's page sent this request, as the browser tells: Sec-Fetch-Site says cross-site, or
 * Origin names another host than the one asked for (and than the site's configured origin), or no host
 * at all ("null": a sandboxed frame, a page without an origin). Browsers send Origin with every POST, also
 * those that send no Sec-Fetch-Site; a request telling neither comes from no browser page and is let
 * through. Hosts are compared without the scheme, so a site behind a TLS proxy still matches its own.
 */
export function isCrossSite(request: Request): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  const host = hostOf(origin);
  return host === null || (host !== new URL(request.url).host && host !== hostOf(siteOrigin()));
}
