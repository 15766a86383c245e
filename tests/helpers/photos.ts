import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** What a phone writes in a photo's EXIF: its make and model, and where it was taken (West Sumatra). */
export const CAMERA_EXIF = {
  IFD0: { Make: 'Kamera Saku', Model: 'Telepon 12' },
  IFD3: {
    GPSLatitudeRef: 'S',
    GPSLatitude: '0/1 57/1 0/1',
    GPSLongitudeRef: 'E',
    GPSLongitude: '100/1 21/1 0/1',
  },
};

/**
 * A photo as a phone takes it: 4032×3024 stored sideways (EXIF orientation 6), with the camera's make and
 * model and a GPS position (in West Sumatra) in its EXIF.
 */
export async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 4032, height: 3024, channels: 3, background: '#8b1a1a' } })
    .composite([
      { input: { create: { width: 600, height: 400, channels: 3, background: '#f5deb3' } }, top: 0, left: 0 },
    ])
    .withExif(CAMERA_EXIF)
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The GPSInfo tag (0x8825, little-endian as sharp writes EXIF): present when EXIF carries a position. */
export const GPS_TAG = Buffer.from([0x25, 0x88]);

/**
 * A small PNG whose header declares `width`×`height` (and `bitDepth` bits per channel): what a
 * decompression bomb looks like to a reader.
 */
export async function declaredPng(width: number, height: number, bitDepth: 8 | 16 = 8): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer(),
  );
  // IHDR: length (8), type (12), width (16), height (20), bit depth (24), …, its CRC over type and data (29).
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt8(bitDepth, 24);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}
