import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { remoteImagePatterns } from '../../scripts/local/image-cdn.ts';
import {
  DISH_PHOTO_WIDTHS,
  fixedHeightImage,
  IMAGE_SIZES,
  imageCdnUrl,
  imageDimensions,
  isTransformable,
  REMOTE_IMAGE_PATTERNS,
  responsiveImage,
} from '../../src/domain/media/images.ts';

const MEDIA = '/media/0123456789abcdef01234567.jpg';

/** The widths of a srcset, and the address of each. */
const candidates = (srcset = '') =>
  srcset.split(', ').map((candidate) => {
    const [url = '', descriptor = ''] = candidate.split(' ');
    return { params: new URL(url, 'http://site').searchParams, descriptor };
  });

describe('image CDN addresses', () => {
  it('resize an uploaded photo to each width, leaving the format to the CDN', () => {
    const image = responsiveImage(MEDIA, { sizes: IMAGE_SIZES.menuCard });
    expect(image.sizes).toBe(IMAGE_SIZES.menuCard);
    const list = candidates(image.srcset);
    expect(list.map((c) => c.descriptor)).toEqual(['320w', '480w', '640w', '800w', '1080w', '1200w']);
    for (const { params, descriptor } of list) {
      expect(params.get('url')).toBe(MEDIA);
      expect(`${params.get('w')}w`).toBe(descriptor);
      expect(params.has('fm')).toBe(false);
    }
    expect(image.src).toBe(`/.netlify/images?url=${encodeURIComponent(MEDIA)}&w=800&q=45`);
  });

  it("offer a dish photo on a 3x phone a file as wide as its slot's device pixels, or the photo's own", () => {
    // What the browser takes: the narrowest candidate at least as wide as the slot at the screen's density.
    const chosen = (srcset: string | undefined, slot: number, density: number) => {
      const widths = candidates(srcset).map((c) => Number.parseInt(c.descriptor, 10));
      return widths.find((width) => width >= slot * density) ?? widths.at(-1);
    };
    // calc(100vw - 2rem): 358 px on a 390 px phone (1,074 device pixels), 398 px on a 430 px one.
    for (const sizes of [IMAGE_SIZES.dishMain, IMAGE_SIZES.menuCard]) {
      expect(chosen(responsiveImage(MEDIA, { sizes }).srcset, 358, 3)).toBe(1080);
      expect(chosen(responsiveImage(MEDIA, { sizes }).srcset, 398, 3)).toBe(1200);
      expect(chosen(responsiveImage(MEDIA, { sizes, intrinsicWidth: 1000 }).srcset, 358, 3)).toBe(1000);
      // A 2x phone still takes less than the widest.
      expect(chosen(responsiveImage(MEDIA, { sizes }).srcset, 358, 2)).toBe(800);
    }
    // A dish page's photo, its largest paint, has a file for a phone's slot at 1.75x to 2x.
    const dishPhoto = responsiveImage(MEDIA, {
      sizes: IMAGE_SIZES.dishMain,
      widths: DISH_PHOTO_WIDTHS,
    }).srcset;
    expect(chosen(dishPhoto, 380, 1.75)).toBe(720);
    expect(chosen(dishPhoto, 358, 2)).toBe(720);
    expect(chosen(dishPhoto, 358, 3)).toBe(1080);
    // Other dishes, listed under this one on a phone, are 96 px rows: a small file even at 3x.
    expect(chosen(responsiveImage(MEDIA, { sizes: IMAGE_SIZES.relatedCard }).srcset, 96, 3)).toBe(320);
    // The src of browsers without srcset stays at 800.
    expect(new URL(responsiveImage(MEDIA, { sizes: '100vw' }).src, 'http://site').searchParams.get('w')).toBe(
      '800',
    );
  });

  it('make the files only 1.7x and denser screens take at a lower quality, the others at the CDN default', () => {
    const quality = (srcset: string | undefined) =>
      Object.fromEntries(candidates(srcset).map((c) => [c.descriptor, c.params.get('q')]));
    expect(quality(responsiveImage(MEDIA, { sizes: IMAGE_SIZES.dishMain }).srcset)).toEqual({
      '320w': null,
      '480w': null,
      '640w': null,
      '800w': '45',
      '1080w': '45',
      '1200w': '45',
    });
    // A lower quality asked for stays; the photo's own width, when over 800, is a dense file too.
    expect(quality(responsiveImage(MEDIA, { sizes: '100vw', quality: 40 }).srcset)['1080w']).toBe('40');
    expect(quality(responsiveImage(MEDIA, { sizes: '100vw', quality: 40 }).srcset)['800w']).toBe('40');
    expect(quality(responsiveImage(MEDIA, { sizes: '100vw', intrinsicWidth: 700 }).srcset)['700w']).toBe(
      '45',
    );
    expect(quality(responsiveImage(MEDIA, { sizes: '100vw', intrinsicWidth: 1000 }).srcset)['1000w']).toBe(
      '45',
    );
  });

  it('never ask for a file wider than the photo itself', () => {
    const image = responsiveImage(MEDIA, { sizes: '100vw', intrinsicWidth: 700 });
    expect(candidates(image.srcset).map((c) => c.descriptor)).toEqual(['320w', '480w', '640w', '700w']);
    expect(new URL(image.src, 'http://site').searchParams.get('w')).toBe('700');
  });

  it('encode the source address and pass the documented parameters', () => {
    expect(
      imageCdnUrl('/uploads/a b.png', { width: 400, height: 300, fit: 'cover', format: 'webp', quality: 70 }),
    ).toBe('/.netlify/images?url=%2Fuploads%2Fa%20b.png&w=400&h=300&fit=cover&fm=webp&q=70');
  });

  it('leave SVG, the CDN itself and addresses that are no image unchanged', () => {
    for (const url of [
      '/images/menu/rendang-daging.svg',
      '/uploads/logo.svg',
      '/.netlify/images?url=/x.jpg',
      '//evil.example/x.jpg',
      '/media/abc',
      '',
    ]) {
      expect(responsiveImage(url, { sizes: '100vw' })).toEqual({ src: url });
      expect(fixedHeightImage(url, 40)).toEqual({ src: url });
    }
  });

  it('take site photos (uploads, media, shipped rasters)', () => {
    for (const url of [MEDIA, '/media/0123456789abcdef01234567.avif', '/uploads/logo.png', '/images/a.JPG']) {
      expect(isTransformable(url)).toBe(true);
    }
  });

  it('take a remote photo only over https from an allowed origin', () => {
    const allowed = ['https://images\\.example\\.com/.*'];
    expect(isTransformable('https://images.example.com/rendang.jpg', allowed)).toBe(true);
    expect(isTransformable('https://evil.example/rendang.jpg', allowed)).toBe(false);
    expect(isTransformable('http://images.example.com/rendang.jpg', allowed)).toBe(false);
    expect(isTransformable('https://images.example.com/logo.svg', allowed)).toBe(false);
    // The site's own list (empty in the starter project) lets no remote image through.
    expect(responsiveImage('https://images.example.com/rendang.jpg', { sizes: '100vw' })).toEqual({
      src: 'https://images.example.com/rendang.jpg',
    });
  });

  it('keep the allowed remote origins equal to netlify.toml', async () => {
    const toml = await readFile(new URL('../../netlify.toml', import.meta.url), 'utf8');
    expect(remoteImagePatterns(toml)).toEqual([...REMOTE_IMAGE_PATTERNS]);
    expect(
      remoteImagePatterns('[images]\n  remote_images = ["https://a\\\\.com/.*", \'https://b\\.com/.*\']\n'),
    ).toEqual(['https://a\\.com/.*', 'https://b\\.com/.*']);
  });

  it('give a logo a 1x and a 2x file of its shown height', () => {
    const logo = fixedHeightImage('/uploads/logo.png', 40);
    expect(logo.src).toBe('/.netlify/images?url=%2Fuploads%2Flogo.png&h=40');
    expect(logo.srcset).toBe(
      '/.netlify/images?url=%2Fuploads%2Flogo.png&h=40 1x, /.netlify/images?url=%2Fuploads%2Flogo.png&h=80 2x',
    );
  });

  it('reserve the known size, else the box', () => {
    expect(imageDimensions({ width: 2000, height: 1500 }, { width: 800, height: 450 })).toEqual({
      width: 2000,
      height: 1500,
    });
    expect(imageDimensions(null, { width: 800, height: 450 })).toEqual({ width: 800, height: 450 });
    expect(imageDimensions({ width: 0 }, { width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
  });
});
