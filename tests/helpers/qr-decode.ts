import jsQR from 'jsqr';
import sharp from 'sharp';

/** What a phone's camera reads from a QR code given as SVG or as a PNG/JPEG: rasterised, then decoded. */
export async function decodeQr(image: string | Buffer, width = 360): Promise<string | null> {
  const input = typeof image === 'string' ? Buffer.from(image) : image;
  const { data, info } = await sharp(input, { density: 300 })
    .resize(width)
    .flatten({ background: '#fff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}
