/**
 * QR codes for the printed menu and the table cards: the site, its menu, and each table (`/?meja=7`).
 * Made as SVG (sharp on paper at any size, no canvas on the server), by uqr's encoder.
 */
import { encode } from 'uqr';

/** The query parameter a table's code carries: `/?meja=7`. */
export const TABLE_PARAM = 'meja';
/** Table cards the admin makes at most. */
export const MAX_TABLES = 100;

/** The address a table's code opens: the landing page, with the table's number. */
export function tableLink(site: URL | string, table: number): string {
  const url = new URL('/', site);
  url.searchParams.set(TABLE_PARAM, String(table));
  return url.toString();
}

/** The table number a visit came with (`?meja=7`), or null when there is none or it is not one. */
export function tableFromSearch(search: string): number | null {
  const value = new URLSearchParams(search).get(TABLE_PARAM)?.trim() ?? '';
  if (!/^\d{1,3}$/.test(value)) return null;
  const table = Number(value);
  return table >= 1 && table <= MAX_TABLES ? table : null;
}

/**
 * A QR code of `text` as an SVG document: error correction M (a card survives a crease or a sauce stain),
 * the quiet zone of 4 modules the standard asks for, each row's dark runs drawn as one rectangle.
 * `label` names the image for screen readers.
 */
export function qrSvg(text: string, label: string): string {
  const { data, size } = encode(text, { ecc: 'M', border: 4 });
  let path = '';
  data.forEach((row, y) => {
    for (let x = 0; x < size; x++) {
      if (!row[x]) continue;
      let run = 1;
      while (row[x + run]) run++;
      path += `M${x} ${y}h${run}v1h-${run}z`;
      x += run;
    }
  });
  const title = label.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" role="img" aria-label="${title}" shape-rendering="crispEdges">` +
    `<title>${title}</title><rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${path}"/></svg>`
  );
}
