/** Reservations the restaurant keeps and lets go of: the CSV export, the retention cut-off, the .ics file. */
import { describe, expect, it } from 'vitest';
import {
  reminderMessage,
  reminderWhatsAppLink,
} from '../../src/admin/features/reservations/guest-message.ts';
import { en } from '../../src/admin/i18n/en.ts';
import { id } from '../../src/admin/i18n/id.ts';
import { bookingCalendar, foldLine, icsText } from '../../src/domain/reservations/calendar-file.ts';
import { csvCell, reservationsCsv, toCsv } from '../../src/domain/reservations/export.ts';
import { type Reservation, reminderDue } from '../../src/domain/reservations/reservation.ts';
import { retentionCutoff } from '../../src/domain/reservations/retention.ts';

describe('CSV cells', () => {
  it('leave plain text as it is', () => {
    expect(csvCell('Siti Rahmah')).toBe('Siti Rahmah');
    expect(csvCell('')).toBe('');
  });

  it('quote commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('Rahmah, Siti')).toBe('"Rahmah, Siti"');
    expect(csvCell('Budi "Kecil"')).toBe('"Budi ""Kecil"""');
    expect(csvCell('kursi bayi\nkursi roda')).toBe('"kursi bayi\nkursi roda"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('neutralise a cell a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil","klik")')).toBe(`"'=HYPERLINK(""http://evil"",""klik"")"`);
    expect(csvCell('+62 812')).toBe("'+62 812");
    expect(csvCell('-1+1')).toBe("'-1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe(`"'\t'=1"`);
    // A name with a hyphen or an equals sign inside is left alone.
    expect(csvCell('Siti-Rahmah = tamu')).toBe('Siti-Rahmah = tamu');
  });

  it('quote a semicolon or tab and neutralise a formula wherever a cell could start after a separator', () => {
    expect(csvCell('Budi;=1+1;')).toBe(`"Budi;'=1+1;"`);
    expect(csvCell('Budi;Sari')).toBe('"Budi;Sari"');
    expect(csvCell('a\tb')).toBe('"a\tb"');
    expect(csvCell('a, -1')).toBe(`"a, '-1"`);
    expect(csvCell('a;"@A1"')).toBe(`"a;""'@A1"""`);
    expect(csvCell('kursi\n+62')).toBe(`"kursi\n'+62"`);
  });

  it('neutralise a formula behind spaces or a quote at the start of a cell too', () => {
    expect(csvCell(' =1+1')).toBe("' =1+1");
    expect(csvCell('"=1+1')).toBe(`"'""=1+1"`);
  });

  it('make a file that starts with a byte order mark and ends every row with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe('\uFEFFa,b\r\nc,d\r\n');
  });
});

describe('the reservations export', () => {
  const reservation = (over: Partial<Reservation>): Reservation => ({
    id: 'RMPAAAAAAAA1',
    name: 'Siti Rahmah',
    phone: '6281234567890',
    date: '2026-12-02',
    time: '19:00',
    guests: '3-4',
    status: 'confirmed',
    position: 1,
    created_at: '2026-11-20T08:00:00.000Z',
    updated_at: '2026-11-21T09:30:00.000Z',
    updated_by: 'kasir',
    revision: 2,
    previous: null,
    source: 'website',
    note: '',
    created_by: null,
    reminder: null,
    ...over,
  });

  it('lists every column, sorted by date and time, with the phone written as guests write it', () => {
    const csv = reservationsCsv([
      reservation({ id: 'RMPBBBBBBBB2', time: '20:00', name: '=cmd|calc', note: 'dekat jendela, 2 anak' }),
      reservation({ source: 'walk_in', phone: '' }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFBooking ID,Date,Time,Name,Phone,Guests,Status,Source,Staff note,Created (WIB),Last changed (WIB)',
      'RMPAAAAAAAA1,2026-12-02,19:00,Siti Rahmah,,3-4,Confirmed,Walk-in,,2026-11-20 15:00,2026-11-21 16:30',
      `RMPBBBBBBBB2,2026-12-02,20:00,'=cmd|calc,0812-3456-7890,3-4,Confirmed,Website,"dekat jendela, 2 anak",2026-11-20 15:00,2026-11-21 16:30`,
      '',
    ]);
  });

  it('writes when a booking was made and changed on the clock of the restaurant, whichever zone it is in', () => {
    const [header, row] = reservationsCsv([reservation({})], 'id', 'Asia/Jayapura').split('\r\n');
    expect(header).toMatch(/,Dibuat \(WIT\),Terakhir diubah \(WIT\)$/);
    expect(row).toMatch(/,2026-11-20 17:00,2026-11-21 18:30$/);
  });

  it('says each status and source as staff read them in the admin, in its language', () => {
    const rows = (language: 'en' | 'id') =>
      reservationsCsv(
        [
          reservation({ id: 'RMPAAAAAAAA1', status: 'pending' }),
          reservation({ id: 'RMPAAAAAAAA2', status: 'no_show', source: 'phone' }),
          reservation({ id: 'RMPAAAAAAAA3', status: 'seated', source: 'walk_in' }),
        ],
        language,
      )
        .split('\r\n')
        .slice(1, 4)
        .map((row) => row.split(',').slice(6, 8));
    expect(rows('id')).toEqual([
      ['Menunggu', 'Situs'],
      ['Tidak datang', 'Telepon'],
      ['Sudah datang', 'Datang langsung'],
    ]);
    expect(rows('en')).toEqual([
      ['Pending', 'Website'],
      ['No-show', 'Phone'],
      ['Seated', 'Walk-in'],
    ]);
    // The same words as the admin's own labels.
    expect(rows('id')[1]).toEqual([id['reservations.statusLabel.no_show'], id['reservations.source.phone']]);
    expect(rows('en')[2]).toEqual([en['reservations.statusLabel.seated'], en['reservations.source.walk_in']]);
  });

  it('names the columns in Indonesian for an admin who reads Indonesian', () => {
    expect(reservationsCsv([], 'id')).toBe(
      '\uFEFFID Booking,Tanggal,Waktu,Nama,Telepon,Jumlah tamu,Status,Sumber,Catatan staf,Dibuat (WIB),Terakhir diubah (WIB)\r\n',
    );
  });
});

describe('the retention cut-off', () => {
  it('is the same day that many months earlier', () => {
    expect(retentionCutoff('2026-11-27', 3)).toBe('2026-08-27');
    expect(retentionCutoff('2026-11-27', 12)).toBe('2025-11-27');
    expect(retentionCutoff('2026-11-27', 24)).toBe('2024-11-27');
  });

  it('crosses the year back', () => {
    expect(retentionCutoff('2026-02-15', 6)).toBe('2025-08-15');
    expect(retentionCutoff('2026-03-01', 3)).toBe('2025-12-01');
  });

  it("is the month's last day when the earlier month is shorter", () => {
    expect(retentionCutoff('2026-05-31', 3)).toBe('2026-02-28');
    expect(retentionCutoff('2028-05-31', 3)).toBe('2028-02-29');
    expect(retentionCutoff('2026-12-31', 6)).toBe('2026-06-30');
  });
});

describe('the calendar file', () => {
  const booking = { id: 'RMPAB12CD34E', date: '2026-12-05', time: '19:00', guests: '3-4', confirmed: false };
  const place = {
    name: 'Rumah Makan Sederhana; Cabang Utama',
    address: 'Jl. Sudirman No. 1, Karet',
    city: 'Kota Jakarta Pusat',
    province: 'DKI Jakarta',
    postalCode: '10220',
    timeZone: 'Asia/Jakarta',
  };
  const now = new Date('2026-11-27T01:02:03Z');

  it("holds the booking at the restaurant's address and clock, tentative until confirmed", () => {
    expect(bookingCalendar(booking, place, now).split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Rumah Makan Padang//Reservasi//ID',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VTIMEZONE',
      'TZID:Asia/Jakarta',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:+0700',
      'TZOFFSETTO:+0700',
      'TZNAME:WIB',
      'END:STANDARD',
      'END:VTIMEZONE',
      'BEGIN:VEVENT',
      'UID:RMPAB12CD34E@reservasi',
      'DTSTAMP:20261127T010203Z',
      'DTSTART;TZID=Asia/Jakarta:20261205T190000',
      'DURATION:PT2H',
      'SUMMARY:Reservasi di Rumah Makan Sederhana\\; Cabang Utama',
      // Folded at 75 octets.
      'LOCATION:Jl. Sudirman No. 1\\, Karet\\, Kota Jakarta Pusat\\, DKI Jakarta 1022',
      ' 0',
      'DESCRIPTION:ID Booking: RMPAB12CD34E\\n3-4 orang\\nMenunggu konfirmasi dari r',
      ' estoran.',
      'STATUS:TENTATIVE',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('follows the time zone the restaurant set, and says confirmed once it is', () => {
    const ics = bookingCalendar(
      { ...booking, confirmed: true },
      { ...place, timeZone: 'Asia/Makassar' },
      now,
    );
    expect(ics).toContain('DTSTART;TZID=Asia/Makassar:20261205T190000\r\n');
    expect(ics).toContain('TZOFFSETTO:+0800\r\n');
    expect(ics).toContain('STATUS:CONFIRMED\r\n');
    expect(ics).not.toContain('Menunggu');
  });

  it('writes the whole address, leaving out the parts the restaurant has not given', () => {
    const location = (over: Partial<typeof place>) =>
      bookingCalendar(booking, { ...place, ...over }, now)
        .replace(/\r\n /g, '')
        .split('\r\n')
        .find((line) => line.startsWith('LOCATION:'));
    expect(location({ address: 'Jl. Veteran; Blok A\\2', province: '', postalCode: '' })).toBe(
      'LOCATION:Jl. Veteran\\; Blok A\\\\2\\, Kota Jakarta Pusat',
    );
    expect(location({ city: '' })).toBe('LOCATION:Jl. Sudirman No. 1\\, Karet\\, DKI Jakarta 10220');
  });

  it('escapes text and folds long lines without splitting a character', () => {
    expect(icsText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    const folded = foldLine(`LOCATION:${'é'.repeat(60)}`);
    const lines = folded.split('\r\n');
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.map((line, i) => (i ? line.slice(1) : line)).join('')).toBe(`LOCATION:${'é'.repeat(60)}`);
  });
});

describe('the reminder', () => {
  const booking = {
    id: 'RMPAB12CD34E',
    name: 'Siti Rahmah',
    phone: '6281234567890',
    date: '2026-12-05',
    time: '19:00',
    guests: '3-4' as const,
    status: 'confirmed' as const,
  };

  it('is offered for confirmed bookings with a phone, of today and tomorrow only', () => {
    expect(reminderDue(booking, '2026-12-05')).toBe(true);
    expect(reminderDue(booking, '2026-12-04')).toBe(true);
    expect(reminderDue(booking, '2026-12-03')).toBe(false);
    expect(reminderDue(booking, '2026-12-06')).toBe(false);
    expect(reminderDue({ ...booking, status: 'pending' }, '2026-12-05')).toBe(false);
    expect(reminderDue({ ...booking, phone: '' }, '2026-12-05')).toBe(false);
    // Across the end of a month and a year.
    expect(reminderDue({ ...booking, date: '2027-01-01' }, '2026-12-31')).toBe(true);
  });

  it('tells the guest in Indonesian where, when, for how many, the booking id and how to cancel', () => {
    expect(reminderMessage(booking, 'RM Padang Uda Rizal')).toBe(
      'Halo Siti Rahmah, kami ingin mengingatkan reservasi Anda di RM Padang Uda Rizal untuk 3-4 orang pada Sabtu, 5 Desember 2026 pukul 19:00. ID Booking: RMPAB12CD34E. Jika berhalangan hadir, mohon balas pesan ini agar reservasinya kami batalkan. Sampai jumpa!',
    );
    const link = new URL(reminderWhatsAppLink(booking, 'RM Padang Uda Rizal'));
    expect(link.origin + link.pathname).toBe('https://wa.me/6281234567890');
    expect(link.searchParams.get('text')).toBe(reminderMessage(booking, 'RM Padang Uda Rizal'));
  });
});
