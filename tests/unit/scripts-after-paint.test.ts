import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  AFTER_PAINT_ATTRIBUTE,
  afterPaintSources,
  loadScriptsAfterPaint,
  SCRIPTS_LOADED_ATTRIBUTE,
} from '../../src/build/scripts-after-paint-integration.ts';

const POLICY =
  "<meta http-equiv=\"content-security-policy\" content=\"default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self'\">";
const page = (body: string) => `<!doctype html><html><head>${POLICY}</head><body>${body}</body></html>`;
const NAVBAR = '<script type="module" src="/_astro/Navbar.js"></script>';
const BASKET = '<script type="module" src="/_astro/OrderBasket.js"></script>';

const loaderOf = (html: string) =>
  new RegExp(`<script type="module" ${AFTER_PAINT_ATTRIBUTE}>(.*?)</script>`).exec(html)?.[1] ?? '';

describe("the public pages' scripts after the first paint", () => {
  it('are asked for by one loader at the end of the page, in their order, each once', () => {
    const html = loadScriptsAfterPaint(page(`<nav>${NAVBAR}</nav><main>${BASKET}${NAVBAR}</main>`));
    expect(html).not.toContain('src="/_astro/');
    const loader = loaderOf(html);
    expect(afterPaintSources(loader)).toEqual(['/_astro/Navbar.js', '/_astro/OrderBasket.js']);
    expect(html.indexOf(loader)).toBeGreaterThan(html.indexOf('</main>'));
    // Valid JavaScript (import() aside, which a Function body may not hold).
    expect(() => new Function(loader.replaceAll('import(src)', 'void src'))).not.toThrow();
    expect(loader).toContain(SCRIPTS_LOADED_ATTRIBUTE);
  });

  it('are loaded at the page\'s own end, not at a "</body>" written before it', () => {
    const html = loadScriptsAfterPaint(page(`<!-- ends with </body> -->${NAVBAR}<p>after</p>`));
    expect(html.indexOf(`<script type="module" ${AFTER_PAINT_ATTRIBUTE}>`)).toBeGreaterThan(
      html.indexOf('<p>after</p>'),
    );
    expect(html.endsWith('</script></body></html>')).toBe(true);
  });

  it("are allowed by the loader's hash, beside the hashes the page had", () => {
    const html = loadScriptsAfterPaint(page(NAVBAR));
    const hash = createHash('sha256').update(loaderOf(html), 'utf8').digest('base64');
    const scriptSrc = /script-src ([^;"]*)/.exec(html)?.[1] ?? '';
    expect(scriptSrc.split(' ')).toEqual(["'self'", "'sha256-abc='", `'sha256-${hash}'`]);
    expect(html).toContain("style-src 'self'");
  });

  it('leave a page without module scripts as it is, and a finished page finished', () => {
    const plain = page('<p>Menu</p><script type="application/ld+json">{}</script>');
    expect(loadScriptsAfterPaint(plain)).toBe(plain);
    const once = loadScriptsAfterPaint(page(NAVBAR));
    expect(loadScriptsAfterPaint(once)).toBe(once);
  });

  it('refuse a page with scripts but no policy to allow their loader', () => {
    expect(() => loadScriptsAfterPaint(`<html><body>${NAVBAR}</body></html>`)).toThrow(
      /Content-Security-Policy/,
    );
  });

  it('are found by no other inline script', () => {
    expect(afterPaintSources('const a=[1,2];import("/x.js")')).toEqual([]);
  });
});
