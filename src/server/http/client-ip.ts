import type { Context } from '@netlify/functions';

/**
 * The address of the client, as Netlify's edge saw it. Never taken from anything the client controls
 * (X-Forwarded-For, the body): Netlify sets `context.ip` and overwrites x-nf-client-connection-ip.
 */
export function clientIp(request: Request, context: Pick<Context, 'ip'> | undefined): string {
  return context?.ip || request.headers.get('x-nf-client-connection-ip') || 'unknown';
}
