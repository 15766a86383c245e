import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { securityHeaders } from '../../src/build/security-headers-integration.ts';
import {
  inlineScripts,
  mapFrameOrigin,
  mergePolicies,
  parsePolicy,
  SECURITY_HEADERS,
} from '../../src/server/http/security-headers.ts';

const hash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
const page = (policy: string, body: string) =>
  `<!doctype html><html><head><meta http-equiv="content-security-policy" content="${policy}"></head><body>${body}</body></html>`;

describe('security headers', () => {
  it('netlify.toml sends every file the headers the functions send', async () => {
    const toml = await readFile(new URL('../../netlify.toml', import.meta.url), 'utf8');
    const block = toml.split('[[headers]]').find((part) => /for\s*=\s*"\/\*"/.test(part)) ?? '';
    const values = Object.fromEntries(
      [...block.matchAll(/^\s*([\w-]+)\s*=\s*"([^"]*)"\s*$/gm)]
        .map(([, name, value]) => [name, value])
        .filter(([name]) => name !== 'for'),
    );
    expect(values).toEqual(SECURITY_HEADERS);
    expect(SECURITY_HEADERS['Strict-Transport-Security']).toMatch(/max-age=31536000/);
  });

  it('merges policies directive by directive, keeping the first of a repeated directive', () => {
    const merged = mergePolicies([
      parsePolicy("script-src 'self' 'sha256-a'; object-src 'none'; script-src *"),
      parsePolicy("script-src 'self' 'sha256-b'; frame-src https://maps.example"),
    ]);
    expect([...(merged.get('script-src') ?? [])]).toEqual(["'self'", "'sha256-a'", "'sha256-b'"]);
    expect([...(merged.get('frame-src') ?? [])]).toEqual(['https://maps.example']);
  });

  it("merges a page that frames nothing with one that frames the map into the map alone, not 'none' too", () => {
    const merged = mergePolicies([
      parsePolicy("frame-src 'none'; object-src 'none'"),
      parsePolicy("frame-src https://maps.example; object-src 'none'"),
    ]);
    expect([...(merged.get('frame-src') ?? [])]).toEqual(['https://maps.example']);
    expect([...(merged.get('object-src') ?? [])]).toEqual(["'none'"]);
  });

  it('lets pages frame only an https map', () => {
    expect(mapFrameOrigin('https://www.openstreetmap.org/export/embed.html?bbox=1')).toBe(
      'https://www.openstreetmap.org',
    );
    expect(mapFrameOrigin('')).toBeNull();
    expect(mapFrameOrigin('http://maps.example/embed')).toBeNull();
  });
});

describe('finding inline scripts', () => {
  it('finds script elements, not markup shown as text in attributes, comments or styles', () => {
    const html = [
      '<img alt="Gulai <script>window.__xss = 1</script>" src="/a.svg">',
      `<astro-island props='{"name":"<script>alert(1)</script>"}'></astro-island>`,
      '<!-- <script>old()</script> -->',
      '<style>p::after { content: "<script>x()</script>" }</style>',
      '<SCRIPT type="module">run("</p>")</SCRIPT>',
      '<script src="/x.js"></script>',
      '<script type="application/ld+json">{"a":1}</script>',
    ].join('');
    expect(inlineScripts(html)).toEqual([
      { attributes: ' type="module"', code: 'run("</p>")' },
      { attributes: ' type="application/ld+json"', code: '{"a":1}' },
    ]);
  });

  it('reads an unclosed script to the end of the document', () => {
    expect(inlineScripts('<p>x</p><script>tail()')).toEqual([{ attributes: '', code: 'tail()' }]);
  });
});

describe('the build step writing _headers', () => {
  let dir: string;
  const logger = { info: () => undefined };
  const run = () =>
    (securityHeaders().hooks['astro:build:done'] as (options: unknown) => Promise<void>)({
      dir: pathToFileURL(`${dir}/`),
      logger,
    });

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'rmp-headers-'));
    await mkdir(join(dir, 'admin', 'login'), { recursive: true });
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('serves each page policy as a header: the site may be framed by itself, the admin by nobody', async () => {
    const island = 'customElements.define("x", class {})';
    const admin = 'console.log(1)';
    await writeFile(
      join(dir, 'index.html'),
      page(
        `default-src 'self'; frame-src https://maps.example; script-src 'self' ${hash(island)}`,
        `<script>${island}</script><script type="application/ld+json">{"@type":"Restaurant"}</script>`,
      ),
    );
    await writeFile(
      join(dir, 'admin', 'login', 'index.html'),
      page(
        `default-src 'self'; script-src 'self' ${hash(admin)}`,
        `<script>${admin}</script><script src="/x.js"></script>`,
      ),
    );
    await run();
    const rules = (await readFile(join(dir, '_headers'), 'utf8')).split(/^(?=\/)/m).slice(1);
    const [site, adminRule] = rules.map((rule) =>
      parsePolicy(rule.split('Content-Security-Policy: ')[1] ?? ''),
    );
    expect(rules[0]).toMatch(/^\/\*\n/);
    expect(rules[1]).toMatch(/^\/admin\/\*\n/);
    for (const policy of [site, adminRule]) {
      expect(policy?.get('script-src')).toEqual(new Set(["'self'", hash(island), hash(admin)]));
    }
    expect(site?.get('frame-ancestors')).toEqual(new Set(["'self'"]));
    expect(site?.get('frame-src')).toEqual(new Set(['https://maps.example']));
    expect(adminRule?.get('frame-ancestors')).toEqual(new Set(["'none'"]));
    expect(adminRule?.get('frame-src')).toEqual(new Set(["'none'"]));
  });

  it('fails the build when a page holds an inline script its policy would block', async () => {
    await writeFile(join(dir, 'index.html'), page("script-src 'self'", '<script>alert(1)</script>'));
    await expect(run()).rejects.toThrow(/Inline scripts the page's policy would block:\n\/index\.html/);
  });

  it('accepts a page whose text and attributes quote script markup', async () => {
    const shown = '&lt;script&gt;alert(1)&lt;/script&gt;';
    await writeFile(
      join(dir, 'index.html'),
      page("script-src 'self'", `<h1>${shown}</h1><img alt="<script>alert(1)</script>" src="/a.svg">`),
    );
    await expect(run()).resolves.toBeUndefined();
  });

  it('fails the build when a page has no policy at all', async () => {
    await writeFile(join(dir, 'index.html'), '<!doctype html><p>Hi</p>');
    await expect(run()).rejects.toThrow(/\/index\.html has no Content-Security-Policy/);
  });
});
