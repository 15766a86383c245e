import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { faviconHref, INLINE_ICON_MAX_BYTES } from '../../src/build/favicon.ts';
import { PUBLIC_DIR } from '../../src/build/image-size.ts';
import { DEFAULT_FAVICON_URL } from '../../src/domain/shared/assets.ts';

const DATA_SVG = 'data:image/svg+xml,';

describe('the icon the pages link', () => {
  it('is the starter icon itself, written into the page: the same picture, no file to ask for', async () => {
    const href = await faviconHref(DEFAULT_FAVICON_URL);
    expect(href.startsWith(DATA_SVG)).toBe(true);
    const shipped = await readFile(join(PUBLIC_DIR, 'favicon.svg'), 'utf8');
    const inline = decodeURIComponent(href.slice(DATA_SVG.length));
    expect(inline).toBe(shipped.trim().replace(/>\s+</g, '><'));
    expect(inline).toContain('Atap gonjong rumah gadang');
    // A valid address in an attribute: no space, quote or angle bracket left unescaped.
    expect(href).not.toMatch(/[\s"'<>]/);
  });

  it('stays an address for an upload, another site, a picture that is not SVG, or one too large', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'rmp-icon-'));
    await mkdir(join(dir, 'icons'));
    const large = `<svg xmlns="http://www.w3.org/2000/svg"><title>${'x'.repeat(INLINE_ICON_MAX_BYTES)}</title></svg>`;
    await writeFile(join(dir, 'icons', 'large.svg'), large);
    await writeFile(join(dir, 'icons', 'small.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(join(dir, 'icons', 'small.png'), 'not really a png');
    for (const url of [
      '/media/0123456789abcdef01234567.png',
      'https://cdn.example.com/icon.svg',
      '/icons/small.png',
      '/icons/large.svg',
      '/icons/missing.svg',
      '/../outside.svg',
    ])
      expect(await faviconHref(url, dir), url).toBe(url);
    expect(await faviconHref('/icons/small.svg', dir)).toBe(
      `${DATA_SVG}${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"/>')}`,
    );
  });
});
