// Where the restaurant is: the street line staff always had, and the parts search engines need. Free of
// the schema library: the admin's form and the pages both read it.

/** Latitude and longitude in degrees (WGS 84), as maps give them. */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** The address parts of the restaurant info. */
export interface AddressParts {
  /** Street, number and neighbourhood ("Jl. Khatib Sulaiman No. 45, Lolong Belanti"). */
  address: string;
  /** Kota or kabupaten ("Kota Padang", "Kabupaten Bogor"). */
  city: string;
  province: string;
  postalCode: string;
}

/**
 * The address as guests read it, on one line: the street line, then the city, then province and postal
 * code, each part left out when empty. Information saved before the parts existed shows its line as it was.
 */
export function fullAddress({ address, city, province, postalCode }: AddressParts): string {
  const region = [province, postalCode].filter(Boolean).join(' ');
  return [address, city, region].filter(Boolean).join(', ');
}

const inRange = (latitude: number, longitude: number): Coordinates | null =>
  Number.isFinite(latitude) &&
  Number.isFinite(longitude) &&
  Math.abs(latitude) <= 90 &&
  Math.abs(longitude) <= 180 &&
  !(latitude === 0 && longitude === 0)
    ? { latitude, longitude }
    : null;

const NUMBER = '(-?\\d{1,3}(?:\\.\\d+)?)';
// Between the two numbers of a pair: a comma, perhaps with a space (typed, or "+" in a query).
const COMMA = '(?:,|%2C)[\\s+]*';

/**
 * The coordinates a map address carries, or null: a Google Maps embed's `!3d<lat>` with `!2d<lon>`, a
 * place page's pin (`!3d<lat>!4d<lon>`), `q=`, `query=`, `ll=`, `center=` or `@lat,lon` of a shared
 * Google Maps link, and OpenStreetMap's `marker=lat,lon` or `mlat=…&mlon=…`.
 */
export function coordinatesFromMapUrl(url: string): Coordinates | null {
  let text: string;
  try {
    text = decodeURIComponent(url);
  } catch {
    text = url;
  }
  const first = (pattern: string) => text.match(new RegExp(pattern));
  // A place page's pin is where the restaurant is; its `@` is only where the map was looked at.
  const pin = first(`!3d${NUMBER}!4d${NUMBER}`);
  if (pin) return inRange(Number(pin[1]), Number(pin[2]));
  const embedLatitude = first(`!3d${NUMBER}`)?.[1];
  const embedLongitude = first(`!2d${NUMBER}`)?.[1];
  if (embedLatitude && embedLongitude) return inRange(Number(embedLatitude), Number(embedLongitude));
  const pair =
    first(`[?&](?:marker|q|query|ll|center)=${NUMBER}${COMMA}${NUMBER}(?![\\d.])`) ??
    first(`@${NUMBER},${NUMBER}`);
  if (pair) return inRange(Number(pair[1]), Number(pair[2]));
  const osmLatitude = first(`[?&]mlat=${NUMBER}`)?.[1];
  const osmLongitude = first(`[?&]mlon=${NUMBER}`)?.[1];
  if (osmLatitude && osmLongitude) return inRange(Number(osmLatitude), Number(osmLongitude));
  return null;
}

/**
 * The coordinates after the map address changed from `before` to `after`: those of the new address when
 * it carries others than the old one did (a new map pasted: the old coordinates would be stale), else
 * `geo` as it is (coordinates typed by hand are kept while the map stays where it was).
 */
export function coordinatesAfterMapChange(
  before: string,
  after: string,
  geo: Coordinates | null,
): Coordinates | null {
  const now = coordinatesFromMapUrl(after);
  if (!now) return geo;
  const was = coordinatesFromMapUrl(before);
  const moved = !was || was.latitude !== now.latitude || was.longitude !== now.longitude;
  return moved ? now : geo;
}

/**
 * A link pasted into the map embed field that no page can frame: a share link (maps.app.goo.gl,
 * goo.gl/maps, g.page) or a Google Maps page (/maps/place/…, /maps/@…, ?q= without output=embed). Google
 * refuses to show those inside another site, so the footer's map would be an error box. Null for an
 * embed src, another maps service's address, or no link.
 */
export function mapLinkProblem(url: string): { kind: 'share' | 'page'; host: string } | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  const host = parsed.hostname.toLowerCase().replace(/^www\./, '');
  const path = parsed.pathname.toLowerCase();
  const share =
    host === 'maps.app.goo.gl' ||
    (host === 'goo.gl' && path.startsWith('/maps')) ||
    host === 'g.page' ||
    (host === 'g.co' && path.startsWith('/kgs'));
  if (share) return { kind: 'share', host: parsed.hostname };
  const google = /^(maps\.)?google\.[a-z]{2,3}(\.[a-z]{2})?$/.test(host);
  const onMaps = host.startsWith('maps.') || path === '/maps' || path.startsWith('/maps/');
  if (!google || !onMaps) return null;
  const output = parsed.searchParams.get('output');
  const embed = path.split('/').includes('embed') || output === 'embed' || output === 'svembed';
  return embed ? null : { kind: 'page', host: parsed.hostname };
}
