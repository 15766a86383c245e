/**
 * BlurHash (https://blurha.sh), the short text Netlify Image CDN answers for `fm=blurhash`: the image as a
 * few cosine components, for a placeholder a page can paint before the image arrives. The encoder of the
 * reference implementation, for 8-bit pixels.
 */

const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~';

function base83(value: number, length: number): string {
  let text = '';
  for (let i = 1; i <= length; i++) text += DIGITS[Math.floor(value / 83 ** (length - i)) % 83];
  return text;
}

const toLinear = (value: number) => {
  const v = value / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};

const toSrgb = (value: number) => {
  const v = Math.max(0, Math.min(1, value));
  return v <= 0.0031308
    ? Math.trunc(v * 12.92 * 255 + 0.5)
    : Math.trunc((1.055 * v ** (1 / 2.4) - 0.055) * 255 + 0.5);
};

const signedPow = (value: number, exponent: number) => Math.sign(value) * Math.abs(value) ** exponent;

/**
 * The BlurHash of `pixels` (8-bit, `channels` per pixel, the first three red, green and blue), with
 * `componentsX` × `componentsY` components (1 to 9 each).
 */
export function encodeBlurhash(
  pixels: Uint8Array,
  width: number,
  height: number,
  channels: number,
  componentsX = 4,
  componentsY = 3,
): string {
  const factors: Array<[number, number, number]> = [];
  for (let j = 0; j < componentsY; j++) {
    for (let i = 0; i < componentsX; i++) {
      const normalisation = i === 0 && j === 0 ? 1 : 2;
      const factor: [number, number, number] = [0, 0, 0];
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const basis =
            normalisation * Math.cos((Math.PI * i * x) / width) * Math.cos((Math.PI * j * y) / height);
          const at = (y * width + x) * channels;
          factor[0] += basis * toLinear(pixels[at] ?? 0);
          factor[1] += basis * toLinear(pixels[at + 1] ?? 0);
          factor[2] += basis * toLinear(pixels[at + 2] ?? 0);
        }
      }
      const scale = 1 / (width * height);
      factors.push([factor[0] * scale, factor[1] * scale, factor[2] * scale]);
    }
  }
  const [dc = [0, 0, 0], ...ac] = factors;
  let hash = base83(componentsX - 1 + (componentsY - 1) * 9, 1);
  let maximum = 1;
  if (ac.length > 0) {
    const largest = Math.max(...ac.flat().map(Math.abs));
    const quantised = Math.floor(Math.max(0, Math.min(82, Math.floor(largest * 166 - 0.5))));
    maximum = (quantised + 1) / 166;
    hash += base83(quantised, 1);
  } else {
    hash += base83(0, 1);
  }
  hash += base83((toSrgb(dc[0]) << 16) + (toSrgb(dc[1]) << 8) + toSrgb(dc[2]), 4);
  for (const [r, g, b] of ac) {
    const quantise = (value: number) =>
      Math.floor(Math.max(0, Math.min(18, Math.floor(signedPow(value / maximum, 0.5) * 9 + 9.5))));
    hash += base83(quantise(r) * 19 * 19 + quantise(g) * 19 + quantise(b), 2);
  }
  return hash;
}
