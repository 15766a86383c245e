import { describe, expect, it } from 'vitest';
import { MAX_TABLES, qrSvg, tableFromSearch, tableLink, tableName } from '../../src/domain/content/qr.ts';
import { decodeQr } from '../helpers/qr-decode.ts';

describe('QR codes', () => {
  it.each([
    'https://rumahmakan.example/',
    'https://rumahmakan.example/#menu',
    tableLink('https://rumahmakan.example', 1),
    tableLink('https://rumah-makan-padang-sederhana-rasa.netlify.app', MAX_TABLES),
  ])('decode to their link: %s', async (link) => {
    expect(await decodeQr(qrSvg(link, 'QR'))).toBe(link);
  });

  it('still decode when printed small (a 2.5 cm code on a table card at 150 dpi)', async () => {
    const link = tableLink('https://rumah-makan-padang-sederhana-rasa.netlify.app', 42);
    expect(await decodeQr(qrSvg(link, 'Meja 42'), 150)).toBe(link);
  });

  it('are named for screen readers, the name escaped', () => {
    const svg = qrSvg('https://rumahmakan.example/', 'Menu "Sederhana" <Rasa> & co');
    expect(svg).toContain('role="img"');
    expect(svg).toContain('<title>Menu &#34;Sederhana&#34; &#60;Rasa&#62; &#38; co</title>');
    expect(svg).not.toContain('<Rasa>');
  });
});

describe('table numbers', () => {
  it('link to the landing page with the table', () => {
    expect(tableLink('https://rumahmakan.example/menu/rendang', 7)).toBe(
      'https://rumahmakan.example/?meja=7',
    );
  });

  it.each([
    ['?meja=7', '7'],
    ['?meja=100', '100'],
    ['?utm_source=qr&meja=%207%20', '7'],
    ['?meja=A5', 'A5'],
    ['?meja=a12', 'A12'],
    // Only what a table is called: words would arrive in the order ("Nomor meja: 5 LUNAS").
    ['?meja=5%20LUNAS', null],
    ['?meja=Teras+2', null],
    ['?meja=LUNAS', null],
    ['?meja=AB12', null],
    ['?meja=12A', null],
    ['', null],
    ['?meja=', null],
    ['?meja=12345678901', null],
    ['?meja=7%3Cscript%3E', null],
    ['?meja=7%0A8', null],
    ['?meja=%E2%80%AE7', null],
  ])('are read from %j as %j', (search, table) => {
    expect(tableFromSearch(search)).toBe(table);
  });

  it('are what a table is called wherever they come from (a link, or typed into the basket)', () => {
    expect(tableName(' a12 ')).toBe('A12');
    expect(tableName('7')).toBe('7');
    for (const words of ['5 LUNAS', 'teras', '', null, undefined])
      expect(tableName(words), String(words)).toBeNull();
  });
});
