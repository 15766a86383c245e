import { describe, expect, it } from 'vitest';
import {
  checkSize,
  checkType,
  formatBytes,
  scaledSize,
} from '../../src/admin/features/media/photo-uploads.ts';
import {
  MEDIA_MAX_BYTES,
  MEDIA_MAX_SIDE,
  MEDIA_TOO_LARGE,
  MEDIA_WRONG_TYPE,
} from '../../src/domain/media/media-library.ts';

describe('admin photo preparation', () => {
  it('scales the longest side down to MEDIA_MAX_SIDE and keeps the proportions', () => {
    expect(scaledSize(4000, 3000)).toEqual({ width: MEDIA_MAX_SIDE, height: 1920 });
    expect(scaledSize(3000, 4000)).toEqual({ width: 1920, height: MEDIA_MAX_SIDE });
    expect(scaledSize(10_000, 10)).toEqual({ width: MEDIA_MAX_SIDE, height: 3 });
  });

  it('never scales a picture up', () => {
    expect(scaledSize(800, 600)).toEqual({ width: 800, height: 600 });
    expect(scaledSize(MEDIA_MAX_SIDE, 1)).toEqual({ width: MEDIA_MAX_SIDE, height: 1 });
  });

  it('refuses a file over MEDIA_MAX_BYTES with the shared message', () => {
    expect(() => checkSize(new Blob([new Uint8Array(MEDIA_MAX_BYTES)]))).not.toThrow();
    expect(() => checkSize(new Blob([new Uint8Array(MEDIA_MAX_BYTES + 1)]))).toThrow(MEDIA_TOO_LARGE);
  });

  it('refuses a file the device says is no picture, and lets an unknown type through to the server', () => {
    expect(() => checkType(new File(['x'], 'menu.pdf', { type: 'application/pdf' }))).toThrow(
      MEDIA_WRONG_TYPE,
    );
    expect(() => checkType(new File(['x'], 'IMG_0001.HEIC', { type: '' }))).not.toThrow();
    expect(() => checkType(new File(['x'], 'IMG_0001.HEIC', { type: 'image/heic' }))).not.toThrow();
  });

  it('writes sizes in KB below a megabyte and in MB above', () => {
    expect(formatBytes(348_160)).toBe('340 KB');
    expect(formatBytes(200)).toBe('1 KB');
    expect(formatBytes(1_258_291)).toBe('1.2 MB');
  });
});

describe('the hint of an image address field', () => {
  it('says when a typed address on another site reaches guests as it is, not made smaller', async () => {
    const { IMAGE_ADDRESS_HINT, REMOTE_IMAGE_NOTE, imageAddressHint } = await import(
      '../../src/admin/components/ImageUpload.tsx'
    );
    expect(imageAddressHint('https://images.example.com/rendang.jpg')).toBe(REMOTE_IMAGE_NOTE);
    expect(imageAddressHint('/media/a1b2c3d4e5f6a7b8c9d0e1f2.jpg')).toBe(IMAGE_ADDRESS_HINT);
    expect(imageAddressHint('/images/menu/rendang-daging.svg')).toBe(IMAGE_ADDRESS_HINT);
    expect(imageAddressHint('')).toBe(IMAGE_ADDRESS_HINT);
    expect(imageAddressHint('https://images.example.com/', 'Own hint')).toBe(REMOTE_IMAGE_NOTE);
  });
});
