/** Image formats accepted for uploads, recognised by content, never by file name. */
export type ImageKind = 'png' | 'jpeg' | 'svg';

export const IMAGE_CONTENT_TYPES: Record<ImageKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The kind of image `data` really is, or null. */
export function detectImageKind(data: Buffer): ImageKind | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  const head = data
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  // An XML declaration, comments or a doctype may come before the root element; the root must be <svg>.
  const withoutProlog = head.replace(/^\s*(<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>|\s)*/i, '');
  if (/^<svg[\s>]/i.test(withoutProlog)) return 'svg';
  return null;
}

/** Photo formats of the media library, told apart by content; HEIC is recognised only to be refused. */
export type PhotoKind = 'jpeg' | 'png' | 'webp' | 'avif' | 'heic';

/** ISO base media file brands (the `ftyp` box) of AVIF and of HEIC/HEIF photos. */
const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs', 'mif1', 'msf1']);

/** The kind of photo `data` really is (by its first bytes), or null. */
export function detectPhotoKind(data: Buffer): PhotoKind | null {
  const kind = detectImageKind(data);
  if (kind === 'png' || kind === 'jpeg') return kind;
  if (
    data.length >= 12 &&
    data.toString('latin1', 0, 4) === 'RIFF' &&
    data.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  if (data.length >= 16 && data.toString('latin1', 4, 8) === 'ftyp') {
    // The major brand, then the compatible ones: an AVIF may declare the generic "mif1" first, so any
    // AVIF brand among them makes it an AVIF; a HEIF brand alone makes it a HEIC.
    const boxSize = Math.min(data.readUInt32BE(0), data.length, 256);
    const brands = [data.toString('latin1', 8, 12)];
    for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(data.toString('latin1', at, at + 4));
    if (brands.some((brand) => AVIF_BRANDS.has(brand))) return 'avif';
    if (brands.some((brand) => HEIC_BRANDS.has(brand))) return 'heic';
  }
  return null;
}
