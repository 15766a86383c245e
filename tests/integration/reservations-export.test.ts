/**
 * Reservations → Export: the bookings of a date range as a CSV file, for the roles that handle
 * reservations, in the activity log. Bookings are entered by staff on days of their own (2031) so that no
 * other file's bookings fall in the range.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, staffToken } from '../helpers/admin.ts';
import { api, baseUrl } from '../helpers/http.ts';

let token: string;
const ids: string[] = [];

const enter = async (booking: Record<string, unknown>) => {
  const { status, body } = await api('/api/admin/reservations', {
    method: 'POST',
    token,
    json: { phone: '0812 3456 7890', guests: '2', source: 'phone', time: '19:00', ...booking },
  });
  expect(status).toBe(201);
  return (body.reservation as { id: string }).id;
};

/** The export as the browser downloads it: status, headers and the text with its byte order mark. */
async function download(query: string, as = token) {
  const response = await fetch(new URL(`/api/admin/reservations/export${query}`, baseUrl()), {
    headers: { authorization: `Bearer ${as}` },
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes, text: new TextDecoder().decode(bytes) };
}

beforeAll(async () => {
  token = await adminToken();
  ids.push(await enter({ name: 'Siti Rahmah', date: '2031-03-03', note: 'kursi bayi, dekat jendela' }));
  ids.push(await enter({ name: '=HYPERLINK("http://contoh.id","klik")', date: '2031-03-04', time: '12:00' }));
  ids.push(await enter({ name: 'Di luar rentang', date: '2031-03-09' }));
});

/**
 * The cells of a CSV file as a spreadsheet splitting on `delimiter` reads them (Excel and LibreOffice on
 * an Indonesian installation split on `;`, their list separator): a quote opens a quoted part only at the
 * start of a cell (elsewhere it is a character), `""` inside one is a quote, and a line break outside
 * one ends the row.
 */
function spreadsheetCells(text: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  let atStart = true;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (char === '"' && atStart) {
      quoted = true;
      atStart = false;
    } else if (char === delimiter || char === '\r' || char === '\n') {
      if (char !== '\n' || text[i - 1] !== '\r') cells.push(cell);
      cell = '';
      atStart = true;
    } else {
      cell += char;
      atStart = false;
    }
  }
  cells.push(cell);
  return cells;
}

describe('the reservations export', () => {
  it('downloads the bookings of the range as CSV with a byte order mark, formulas neutralised', async () => {
    const { status, headers, bytes, text } = await download('?from=2031-03-01&to=2031-03-05');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(headers.get('content-disposition')).toBe(
      'attachment; filename="reservasi-2031-03-01-2031-03-05.csv"',
    );
    expect(headers.get('cache-control')).toBe('no-store');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(rows[0]).toBe(
      'Booking ID,Date,Time,Name,Phone,Guests,Status,Source,Staff note,Created (WIB),Last changed (WIB)',
    );
    // Made by this file a moment ago, written on the restaurant's clock as spreadsheets read a date and time.
    const made = rows[1]?.split(',').at(-2) ?? '';
    expect(made).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(Math.abs(Date.parse(`${made.replace(' ', 'T')}:00+07:00`) - Date.now())).toBeLessThan(10 * 60_000);
    expect(rows).toHaveLength(4);
    expect(rows[1]).toMatch(
      new RegExp(
        `^${ids[0]},2031-03-03,19:00,Siti Rahmah,0812-3456-7890,2,Confirmed,Phone,"kursi bayi, dekat jendela",`,
      ),
    );
    expect(rows[2]).toContain(`${ids[1]},2031-03-04,12:00,"'=HYPERLINK(""http://contoh.id"",""klik"")",`);
    expect(text).not.toContain('Di luar rentang');
  });

  it("is in the language the admin shows (?lang=), whatever the account's saved language", async () => {
    // The account never chose one: its saved language is English, the admin on an Indonesian phone shows Indonesian.
    const manager = await staffToken('manager_reservasi', 'ekspor-bahasa');
    const { status, text } = await download('?from=2031-03-01&to=2031-03-05&lang=id', manager);
    expect(status).toBe(200);
    const rows = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(rows[0]).toBe(
      'ID Booking,Tanggal,Waktu,Nama,Telepon,Jumlah tamu,Status,Sumber,Catatan staf,Dibuat (WIB),Terakhir diubah (WIB)',
    );
    expect(rows[1]).toContain(',Siti Rahmah,0812-3456-7890,2,Dikonfirmasi,Telepon,');
    const english = await download('?from=2031-03-01&to=2031-03-05&lang=en', manager);
    expect(english.text).toContain(',Siti Rahmah,0812-3456-7890,2,Confirmed,Phone,');
  });

  it('runs no formula in a spreadsheet splitting on commas, semicolons or tabs', async () => {
    const from = '2031-04-01';
    await enter({ name: 'Budi;=1+1;', date: from, time: '12:00' });
    await enter({ name: 'Sari;=HYPERLINK("http://contoh.id";"klik")', date: from, time: '12:30' });
    await enter({ name: 'Tono;+62 812;@SUM(A1)', date: from, time: '13:00' });
    await enter({ name: 'Rina', note: 'kursi bayi;"-2+3";\n=1+1, @A1', date: from, time: '13:30' });
    const { status, text } = await download(`?from=${from}&to=${from}`);
    expect(status).toBe(200);
    for (const delimiter of [',', ';', '\t']) {
      const cells = spreadsheetCells(text.replace(/^\uFEFF/, ''), delimiter);
      expect(
        cells.filter((cell) => /^[=+\-@]/.test(cell)),
        JSON.stringify(delimiter),
      ).toEqual([]);
    }
    // Split on commas as the file is meant to be read, the names are all there.
    const cells = spreadsheetCells(text.replace(/^\uFEFF/, ''), ',');
    expect(cells).toContain("Budi;'=1+1;");
    expect(cells).toContain('Sari;\'=HYPERLINK("http://contoh.id";"klik")');
  });

  it('is in the activity log with the count and the range', async () => {
    await download('?from=2031-03-01&to=2031-03-31');
    const { body } = await api('/api/admin/audit?limit=5', { token });
    expect((body as unknown as Array<Record<string, string>>)[0]).toMatchObject({
      by: 'admin',
      action: 'reservations-export',
      summary: 'Exported 3 reservations dated 2031-03-01 to 2031-03-31 as CSV',
    });
  });

  it('is for the reservations manager too, and for nobody else', async () => {
    const manager = await staffToken('manager_reservasi', 'ekspor-manajer');
    const editor = await staffToken('editor', 'ekspor-editor');
    const asManager = await download('?from=2031-03-01&to=2031-03-05', manager);
    expect(asManager.status).toBe(200);
    expect(asManager.text).toContain('Siti Rahmah');
    const asEditor = await download('?from=2031-03-01&to=2031-03-05', editor);
    expect(asEditor.status).toBe(403);
    expect(asEditor.text).not.toContain('Siti Rahmah');
    const anonymous = await fetch(
      new URL('/api/admin/reservations/export?from=2031-03-01&to=2031-03-05', baseUrl()),
    );
    expect(anonymous.status).toBe(401);
  });

  it('refuses a missing, malformed or reversed range with 400 and why', async () => {
    for (const [query, words] of [
      ['', 'from'],
      ['?from=2031-03-01', 'to'],
      ['?from=2031-02-30&to=2031-03-01', 'from'],
      ['?from=2031-03-05&to=2031-03-01', 'must not be before the start date'],
      ['?from=2031-03-01&to=2031-03-05&lang=fr', 'lang'],
    ] as const) {
      const { status, body } = await api(`/api/admin/reservations/export${query}`, { token });
      expect(status, query).toBe(400);
      expect(body.detail, query).toContain(words);
    }
  });
});
