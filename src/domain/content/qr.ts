/**
 * QR codes for the printed menu and the table cards: the site, its menu, and each table (`/?meja=7`).
 * Made as SVG (sharp on paper at any size, no canvas on the server), by uqr's encoder.
 */
import { encode } from 'uqr';
import { TABLE_PARAM } from './table-name.ts';

// How a table is named and read from a link lives in table-name.ts (the public pages' scripts read it
// without the QR encoder); it is part of this module's answer.
export { TABLE_PARAM, tableFromSearch, tableLabel, tableName } from './table-name.ts';

/** Table cards the admin makes at most. */
export const MAX_TABLES = 100;

/** What a table card says to guests (in Indonesian, whatever the admin's language). */
export const TABLE_CARD_CALL = 'Scan untuk lihat menu & pesan';

/** The address a table's code opens: the landing page, with the table's number. */
export function tableLink(site: URL | string, table: number): string {
  const url = new URL('/', site);
  url.searchParams.set(TABLE_PARAM, String(table));
  return url.toString();
}

/**
 * A QR code of `text` as drawing instructions: error correction M (a card survives a crease or a sauce
 * stain), the quiet zone of 4 modules the standard asks for, each row's dark runs one rectangle of `path`
 * in a square of `size` modules.
 */
export function qrPath(text: string): { size: number; path: string } {
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
  return { size, path };
}

/** A QR code of `text` as an SVG document; `label` names the image for screen readers. */
export function qrSvg(text: string, label: string): string {
  const { size, path } = qrPath(text);
  const title = label.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" role="img" aria-label="${title}" shape-rendering="crispEdges">` +
    `<title>${title}</title><rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${path}"/></svg>`
  );
}
