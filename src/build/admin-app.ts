/**
 * The back-office as an app staff install on their phones: its web app manifest and icons, made at build
 * time from the restaurant's brand (the navbar's text, and its logo when the navbar shows one), so a
 * saved brand reaches the installed app with the rebuild the save requests. The public site is no app.
 * Build-time only (Node, sharp); served from /admin/ by src/pages/admin/manifest.webmanifest.ts and
 * src/pages/admin/[icon].png.ts.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { ContentSnapshot } from '../domain/content/site-content.ts';
import { resolveBrand } from '../domain/content/site-settings.ts';
import { ADMIN_SCOPE, HOME_PATH } from '../domain/shared/admin-paths.ts';
import { publicFilePath } from './image-size.ts';

/** The site's maroon (--maroon in global.css), the admin's header and the pages' theme-color. */
export const ADMIN_THEME_COLOR = '#7a1a1a';
/** The admin pages' background: the splash screen while the app starts. */
export const ADMIN_BACKGROUND_COLOR = '#f7f3ec';
/** The site's cream (--cream): the initial, and the ground of a logo on a maskable icon. */
const CREAM = '#fff8e7';

/** The app icons, by file name (`/admin/<name>.png`): what Chrome needs to offer installing the app. */
export const ADMIN_ICONS = {
  'icon-192': { size: 192, purpose: 'any' },
  'icon-512': { size: 512, purpose: 'any' },
  // Cut to the launcher's shape (circle, squircle): drawn to the edges, what matters within the safe zone.
  'icon-maskable-512': { size: 512, purpose: 'maskable' },
} as const;
export type AdminIconName = keyof typeof ADMIN_ICONS;
type IconSpec = (typeof ADMIN_ICONS)[AdminIconName];

/** Where an icon is served (the manifest adds the brand's version, so a new brand gets a new address). */
export const adminIconPath = (name: AdminIconName) => `${ADMIN_SCOPE}${name}.png`;

/** Changes every icon's address when the drawing below changes. */
const ICON_VERSION = '1';

interface AdminBrand {
  /** The brand as the navbar names it (its text, or the logo's alternative text). */
  name: string;
  /** The logo, when the navbar shows one this build can read; else the icons show the name's initial. */
  logo: Buffer | null;
  /** Names this brand's icons, so a new brand gets new addresses (browsers keep icons by address). */
  version: string;
}

async function readBrand(snapshot: ContentSnapshot): Promise<AdminBrand> {
  const brand = resolveBrand(snapshot.content.settings);
  const name = brand.kind === 'image' ? brand.alt : brand.text;
  let logo: Buffer | null = null;
  if (brand.kind === 'image') {
    // A stored logo came with the snapshot; one shipped with the site is read from public/.
    const shipped = publicFilePath(brand.src);
    logo = snapshot.brand_logo
      ? Buffer.from(snapshot.brand_logo, 'base64')
      : shipped
        ? await readFile(shipped).catch(() => null)
        : null;
  }
  const version = createHash('sha256')
    .update(`${ICON_VERSION}\0${name}\0`)
    .update(logo ?? '')
    .digest('hex')
    .slice(0, 12);
  return { name, logo, version };
}

let read: { snapshot: ContentSnapshot; brand: Promise<AdminBrand> } | undefined;

/** The brand of the build of `snapshot` (read once per snapshot). */
function getAdminBrand(snapshot: ContentSnapshot): Promise<AdminBrand> {
  if (read?.snapshot !== snapshot) read = { snapshot, brand: readBrand(snapshot) };
  return read.brand;
}

/** The web app manifest of the admin. */
export async function adminManifest(snapshot: ContentSnapshot): Promise<Record<string, unknown>> {
  const brand = await getAdminBrand(snapshot);
  return {
    id: ADMIN_SCOPE,
    name: `${brand.name} · Admin`,
    short_name: brand.name,
    start_url: HOME_PATH,
    scope: ADMIN_SCOPE,
    display: 'standalone',
    theme_color: ADMIN_THEME_COLOR,
    background_color: ADMIN_BACKGROUND_COLOR,
    icons: Object.entries(ADMIN_ICONS).map(([name, { size, purpose }]) => ({
      src: `${adminIconPath(name as AdminIconName)}?v=${brand.version}`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    })),
  };
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The first letter of the brand, as a person reads it ("É", "明"), in capitals. */
export function brandInitial(name: string): string {
  const first = new Intl.Segmenter().segment(name.trim())[Symbol.iterator]().next().value?.segment;
  return (first ?? 'A').toLocaleUpperCase();
}

/** The brand's initial in cream on maroon: a rounded square, or (maskable) the whole square. */
function initialSvg(name: string, { size, purpose }: IconSpec): Buffer {
  const maskable = purpose === 'maskable';
  // Within the maskable safe zone (a circle of 40% of the size) the letter must be smaller.
  const fontSize = Math.round(size * (maskable ? 0.46 : 0.62));
  const radius = maskable ? 0 : Math.round(size * 0.18);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">` +
      `<rect width="${size}" height="${size}" rx="${radius}" fill="${ADMIN_THEME_COLOR}"/>` +
      `<text x="50%" y="${Math.round(size / 2 + fontSize * 0.36)}" text-anchor="middle" font-size="${fontSize}" ` +
      `font-weight="700" font-family="DejaVu Serif, Georgia, Liberation Serif, serif" fill="${CREAM}">` +
      `${escapeXml(brandInitial(name))}</text></svg>`,
  );
}

/** Draws one icon as PNG: the logo (whole, or within the maskable safe zone on cream), else the initial. */
async function drawIcon(brand: AdminBrand, spec: IconSpec): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  if (!brand.logo) return sharp(initialSvg(brand.name, spec)).png().toBuffer();
  const { size, purpose } = spec;
  const maskable = purpose === 'maskable';
  // A square inside the safe zone's circle (radius 40%) has sides of at most 56% of the icon.
  const inner = Math.round(size * (maskable ? 0.56 : 0.92));
  const logo = await sharp(brand.logo, { density: 300 })
    .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  return sharp({
    create: {
      width: size,
      height: size,
      channels: 4,
      background: maskable ? CREAM : { r: 0, g: 0, b: 0, alpha: 0 },
    },
  })
    .composite([{ input: logo, gravity: 'centre' }])
    .png()
    .toBuffer();
}

/** The PNG of app icon `name` of the build of `snapshot`. */
export async function renderAdminIcon(snapshot: ContentSnapshot, name: string): Promise<Buffer> {
  const spec = ADMIN_ICONS[name as AdminIconName];
  if (!spec) throw new Error(`No admin icon ${name}`);
  return drawIcon(await getAdminBrand(snapshot), spec);
}
