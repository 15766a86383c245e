import { afterEach, describe, expect, it } from 'vitest';
import { newBookingLine } from '../../src/admin/features/notifications/new-bookings.tsx';
import { en } from '../../src/admin/i18n/en.ts';
import {
  adminNow,
  adminTimeZone,
  formatDate,
  formatDateTime,
  formatDay,
  formatTime,
  setAdminTimeZone,
} from '../../src/admin/i18n/format.ts';
import {
  accountLanguage,
  browserLanguage,
  CATALOGUES,
  english,
  interpolate,
  setLanguage,
  t,
} from '../../src/admin/i18n/i18n.ts';
import { sayProblem } from '../../src/admin/i18n/problems.ts';

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the admin message catalogues', () => {
  const languages = Object.entries(CATALOGUES);
  const keys = Object.keys(en).sort();

  it('have every key of the English catalogue, and no other, in every language', () => {
    for (const [language, messages] of languages) {
      expect([language, Object.keys(messages).sort()]).toEqual([language, keys]);
    }
  });

  it('leave no message empty', () => {
    for (const [language, messages] of languages) {
      const empty = Object.entries(messages)
        .filter(([, message]) => message.trim() === '')
        .map(([key]) => key);
      expect([language, empty]).toEqual([language, []]);
    }
  });

  it('use the same {placeholders} in every language', () => {
    for (const [language, messages] of languages) {
      const differ = keys.filter(
        (key) =>
          JSON.stringify(placeholders(messages[key as keyof typeof en])) !==
          JSON.stringify(placeholders(en[key as keyof typeof en])),
      );
      expect([language, differ]).toEqual([language, []]);
    }
  });

  it('come with both forms of every counted message', () => {
    const stems = (suffix: string) =>
      keys.filter((key) => key.endsWith(suffix)).map((key) => key.slice(0, -suffix.length));
    expect(stems('.one')).toEqual(stems('.other'));
  });
});

describe('messages in the admin language', () => {
  afterEach(() => setLanguage('en'));

  it('keep the spec words in English and speak Indonesian when chosen', () => {
    expect(english('session.expired')).toBe('Session expired. Please login again.');
    setLanguage('id');
    expect(t('page.settings')).toBe('Pengaturan');
    expect(t('login.welcome', { username: 'siti' })).toBe('Selamat datang, siti!');
    expect(english('login.welcome', { username: 'siti' })).toBe('Welcome, siti!');
  });

  it("follow the browser's languages when none was chosen: the first the admin speaks", () => {
    expect(browserLanguage(['id-ID', 'id', 'en-US', 'en'])).toBe('id');
    expect(browserLanguage(['id'])).toBe('id');
    expect(browserLanguage(['in-ID'])).toBe('id');
    expect(browserLanguage(['jv-ID', 'id-ID'])).toBe('id');
    expect(browserLanguage(['en-US', 'id-ID'])).toBe('en');
    expect(browserLanguage(['nl-NL', 'en-GB', 'id'])).toBe('en');
    expect(browserLanguage(['ja-JP', 'fr'])).toBeNull();
    expect(browserLanguage([])).toBeNull();
  });

  it("keep an account that never chose a language in the browser's, and one that chose in its own", () => {
    const unchosen = { language: 'en', language_chosen: false } as const;
    expect(accountLanguage(unchosen, ['id-ID', 'en'])).toBe('id');
    expect(accountLanguage(unchosen, ['fr-FR'])).toBe('en');
    expect(accountLanguage({ language: 'en', language_chosen: true }, ['id-ID'])).toBe('en');
    expect(accountLanguage({ language: 'id', language_chosen: true }, ['en-US'])).toBe('id');
  });

  it('count in words', () => {
    expect(t.plural('shell.pending', 1)).toBe('1 pending reservation');
    expect(t.plural('shell.pending', 3)).toBe('3 pending reservations');
    setLanguage('id');
    expect(t.plural('shell.pending', 3)).toBe('3 reservasi menunggu');
  });

  it('name a new booking for its toast: guest, party, day and time, in the admin language', () => {
    const booking = {
      id: 'RMPAB12CD34E',
      name: 'Sari',
      guests: '3-4',
      date: '2026-12-12',
      time: '19:00',
    } as const;
    setLanguage('id');
    expect(t('alerts.newBooking', { booking: newBookingLine(booking) })).toBe(
      'Reservasi baru: Sari, 3-4 orang, Sab 12 Des 19:00',
    );
    expect(t.plural('alerts.newBookings', 2)).toBe('2 reservasi baru');
    setLanguage('en');
    expect(t('alerts.newBooking', { booking: newBookingLine(booking) })).toBe(
      'New booking: Sari, 3-4 people, Sat 12 Dec 19:00',
    );
    expect(newBookingLine({ ...booking, guests: '1' })).toBe('Sari, 1 person, Sat 12 Dec 19:00');
  });

  it('leave a placeholder without value visible rather than blank', () => {
    expect(interpolate('Halo {name}, {other}', { name: 'Budi' })).toBe('Halo Budi, {other}');
  });
});

describe('dates and times in the admin', () => {
  afterEach(() => {
    setLanguage('en');
    setAdminTimeZone('Asia/Jakarta');
  });
  // 00:30 on Thursday in Jakarta, still Wednesday evening in London and New York.
  const lateEvening = '2026-11-25T17:30:00Z';

  it("are the restaurant's (WIB), whatever the zone of the computer", () => {
    expect(formatDate(lateEvening)).toBe('Thu, 26 Nov 2026');
    expect(formatTime(lateEvening)).toBe('00:30');
    expect(formatDateTime(lateEvening)).toBe('26 Nov 2026, 00:30');
  });

  it('are written the Indonesian way in Bahasa Indonesia, clock with a colon', () => {
    setLanguage('id');
    expect(formatDate('2026-11-25T12:05:00Z')).toBe('Rabu, 25 Nov 2026');
    expect(formatTime('2026-11-25T12:05:00Z')).toBe('19:05');
    expect(formatDate('2026-08-17T03:00:00Z')).toBe('Senin, 17 Agu 2026');
  });

  it("follow the restaurant's zone when staff set WITA or WIT", () => {
    expect(adminTimeZone()).toBe('Asia/Jakarta');
    setAdminTimeZone('Asia/Makassar');
    expect(formatTime('2026-11-25T12:05:00Z')).toBe('20:05');
    expect(formatDateTime(lateEvening)).toBe('26 Nov 2026, 01:30');
    setAdminTimeZone('Asia/Jayapura');
    expect(formatTime('2026-11-25T12:05:00Z')).toBe('21:05');
    // 22:30 in Jakarta is already tomorrow in Jayapura: "today" of the reservations follows the zone.
    expect(adminNow(new Date('2026-11-25T15:30:00Z'))).toEqual({ date: '2026-11-26', time: '00:30' });
  });

  it('write a booking date as that calendar day in any zone', () => {
    setAdminTimeZone('Asia/Jayapura');
    expect(formatDay('2026-12-05')).toBe('Sat, 5 Dec 2026');
    setLanguage('id');
    expect(formatDay('2026-12-05')).toBe('Sabtu, 5 Des 2026');
    expect(formatDay('not a day')).toBe('not a day');
  });

  it('say nothing for what is not a moment', () => {
    expect(formatDate('not a date')).toBeNull();
  });
});

describe('validation problems in the admin language', () => {
  afterEach(() => setLanguage('en'));

  it('stay as the schema words them in English', () => {
    expect(sayProblem('Name is required')).toBe('Name is required');
  });

  it('are said in Bahasa Indonesia after the translated label, numbers kept', () => {
    setLanguage('id');
    expect(sayProblem('Nama is required')).toBe('Nama wajib diisi');
    expect(sayProblem('Kata Sandi Baru must be at least 10 characters')).toBe(
      'Kata Sandi Baru minimal 10 karakter',
    );
    expect(sayProblem('Galeri (entry 2) must be an https URL or a path starting with /')).toBe(
      'Galeri (isian 2) harus URL https atau path yang diawali /',
    );
    expect(sayProblem('Something the catalogue does not know')).toBe('Something the catalogue does not know');
    expect(sayProblem('Choose closed, or open with its hours')).toBe('Pilih tutup, atau buka dengan jamnya');
    expect(
      sayProblem(
        'URL Sematan Peta is a share link, not an embed link: maps do not show it on the site. In Google Maps choose Share → Embed a map and paste only the link inside src="…"',
      ),
    ).toBe(
      'URL Sematan Peta adalah tautan berbagi, bukan tautan sematan: peta tidak tampil di situs. Di Google Maps pilih Bagikan → Sematkan peta, lalu tempel hanya tautan di dalam src="…"',
    );
  });

  it('say a number limit apart from a length limit', () => {
    setLanguage('id');
    expect(sayProblem('Kursi per slot waktu must be at least 1')).toBe('Kursi per slot waktu minimal 1');
    expect(sayProblem('Kursi per slot waktu must be at most 1000')).toBe(
      'Kursi per slot waktu maksimal 1000',
    );
    expect(sayProblem('Nama must be at most 100 characters')).toBe('Nama maksimal 100 karakter');
    expect(sayProblem('Telepon is required for a phone booking')).toBe(
      'Telepon wajib untuk reservasi lewat telepon',
    );
  });
});
