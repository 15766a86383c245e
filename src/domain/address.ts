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

/**
 * The coordinates a map address carries, or null: OpenStreetMap's `marker=lat,lon`, Google Maps embeds'
 * `!3d<lat>` with `!2d<lon>`, and `q=`, `ll=`, `center=` or `@lat,lon` of a shared Google Maps link.
 */
export function coordinatesFromMapUrl(url: string): Coordinates | null {
  let text: string;
  try {
    text = decodeURIComponent(url);
  } catch {
    text = url;
  }
  const google = text.match(new RegExp(`!3d${NUMBER}`))?.[1];
  const googleLon = text.match(new RegExp(`!2d${NUMBER}`))?.[1];
  if (google && googleLon) return inRange(Number(google), Number(googleLon));
  const pair =
    text.match(new RegExp(`[?&](?:marker|q|ll|center|mlat)=${NUMBER},\\s*${NUMBER}`)) ??
    text.match(new RegExp(`@${NUMBER},${NUMBER}`));
  if (pair) return inRange(Number(pair[1]), Number(pair[2]));
  return null;
}
