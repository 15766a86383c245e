import { afterEach, describe, expect, it } from 'vitest';
import { isCrossSite } from '../../src/server/http/cross-site.ts';

const saved = process.env.SITE_URL;
afterEach(() => {
  if (saved === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = saved;
});

const post = (url: string, headers: Record<string, string>) => new Request(url, { method: 'POST', headers });

describe('a booking from another site', () => {
  it('is told by Sec-Fetch-Site, or by an Origin naming another host than the one asked for', () => {
    delete process.env.SITE_URL;
    const url = 'http://localhost:8888/api/reservations';
    expect(isCrossSite(post(url, { 'sec-fetch-site': 'cross-site' }))).toBe(true);
    expect(isCrossSite(post(url, { origin: 'http://evil.example' }))).toBe(true);
    expect(isCrossSite(post(url, { origin: 'http://localhost:9999' }))).toBe(true);
    expect(isCrossSite(post(url, { origin: 'null' }))).toBe(true);
    expect(isCrossSite(post(url, { origin: 'http://localhost:8888' }))).toBe(false);
    expect(isCrossSite(post(url, { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:8888' }))).toBe(
      false,
    );
    // No browser page sends a POST without Origin: other clients are not told apart here.
    expect(isCrossSite(post(url, {}))).toBe(false);
  });

  it('is not the site itself behind a TLS proxy, nor on its configured origin', () => {
    process.env.SITE_URL = 'https://rumahmakanpadang.id';
    const behindProxy = 'http://rumahmakanpadang.id/api/reservations';
    expect(isCrossSite(post(behindProxy, { origin: 'https://rumahmakanpadang.id' }))).toBe(false);
    const local = 'http://127.0.0.1:8888/api/reservations';
    expect(isCrossSite(post(local, { origin: 'https://rumahmakanpadang.id' }))).toBe(false);
    expect(isCrossSite(post(local, { origin: 'https://rumahmakanpadang.id.evil.example' }))).toBe(true);
  });
});
