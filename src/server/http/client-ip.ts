import type { Context } from '@netlify/functions';

/**
 * The address of the client, as Netlify's edge saw it. Never taken from anything the client controls
 * (X-Forwarded-For, the body): Netlify sets `context.ip` and overwrites x-nf-client-connection-ip.
 */
export function clientIp(request: Request, context: Pick<Context, 'ip'> | undefined): string {
  return context?.ip || request.headers.get('x-nf-client-connection-ip') || 'unknown';
}

/**
 * One client's key for limits counted per address: an IPv4 address as it is, an IPv6 address by its /64
 * network (what one home or host is given: its owner can use any address in it).
 */
export function clientKey(ip: string): string {
  const address = ip.replace(/%.*$/, '').toLowerCase();
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/);
  if (mapped?.[1]) return mapped[1];
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = address.includes('::') ? Math.max(0, 8 - left.length - right.length) : 0;
  const groups = [...left, ...Array<string>(missing).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
