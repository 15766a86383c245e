import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../src/admin/i18n/i18n.ts';
import { sayServerMessage } from '../../src/admin/i18n/server-words.ts';
import {
  AUDIT,
  DEVICE_OF_ANOTHER_ACCOUNT,
  fillIn,
  INCORRECT_LOGIN,
  KIND_NOUNS,
  RETENTION_SUPERADMIN_ONLY,
  SETTINGS_NOUNS,
  STALE_REVISION,
  STALE_SETTINGS,
  TOO_MANY_TRIES,
} from '../../src/domain/shared/server-messages.ts';

afterEach(() => setLanguage('en'));

describe("the API's answers in the admin's language", () => {
  it('are said in Bahasa Indonesia: a refused sign-in and a save a colleague overtook', () => {
    setLanguage('id');
    expect(sayServerMessage(INCORRECT_LOGIN)).toBe('Nama pengguna atau kata sandi salah');
    expect(sayServerMessage(STALE_REVISION)).toBe(
      'Orang lain menyimpan item ini setelah Anda membukanya. Muat ulang untuk melihat perubahannya, lalu simpan lagi.',
    );
  });

  it('say what a placeholder names in the same language ("pengaturan pesanan", not "ordering settings")', () => {
    setLanguage('id');
    expect(sayServerMessage(fillIn(STALE_SETTINGS, { what: SETTINGS_NOUNS.ordering }))).toBe(
      'Orang lain menyimpan pengaturan pesanan setelah Anda membukanya. Muat ulang untuk melihat perubahannya, lalu simpan lagi.',
    );
    expect(sayServerMessage(fillIn(STALE_SETTINGS, { what: SETTINGS_NOUNS.restaurant }))).toContain(
      'menyimpan info restoran setelah',
    );
  });

  it('say a lock-out in the language of the login page, for one minute or several, and what was tried', () => {
    setLanguage('id');
    const locked = (sentence: string, what: string, minutes = '') =>
      sayServerMessage(fillIn(sentence, { what, minutes }));
    expect(locked(TOO_MANY_TRIES.other, TOO_MANY_TRIES.failedLogins, '15')).toBe(
      'Terlalu banyak percobaan masuk yang gagal. Tunggu 15 menit lalu coba lagi.',
    );
    expect(locked(TOO_MANY_TRIES.one, TOO_MANY_TRIES.wrongPasswords)).toBe(
      'Terlalu banyak kata sandi saat ini yang salah. Tunggu 1 menit lalu coba lagi.',
    );
    expect(sayServerMessage(DEVICE_OF_ANOTHER_ACCOUNT)).toBe(
      'Perangkat ini sudah menerima notifikasi untuk akun lain',
    );
    expect(sayServerMessage(RETENTION_SUPERADMIN_ONLY)).toContain('Hanya superadmin');
  });

  it('stay as the API words them in English, and an answer not in the catalogues stays as it came', () => {
    expect(sayServerMessage(INCORRECT_LOGIN)).toBe(INCORRECT_LOGIN);
    setLanguage('id');
    expect(sayServerMessage('Something only the server knows')).toBe('Something only the server knows');
    // Only a whole answer is said: a longer one that starts alike is not cut to the known part.
    expect(sayServerMessage(`${INCORRECT_LOGIN}!`)).toBe(`${INCORRECT_LOGIN}!`);
  });
});

describe("the activity log in the admin's language", () => {
  it('says each kind of entry in Bahasa Indonesia, its nouns too, old entries alike', () => {
    setLanguage('id');
    const said = (template: string, values: Record<string, string> = {}) =>
      sayServerMessage(fillIn(template, values));
    expect(said(AUDIT.updated, { what: KIND_NOUNS.event, title: 'Malam Musik Minang' })).toBe(
      'Memperbarui acara "Malam Musik Minang"',
    );
    expect(said(AUDIT.settingsUpdated, { what: SETTINGS_NOUNS.restaurant })).toBe(
      'Memperbarui info restoran',
    );
    expect(said(AUDIT.signedIn)).toBe('Masuk');
    expect(said(AUDIT.reservationConfirmed, { id: 'RMPABC123XYZ', name: 'Siti' })).toBe(
      'Mengonfirmasi reservasi RMPABC123XYZ atas nama Siti',
    );
    expect(said(AUDIT.exported, { count: '12', from: '2026-11-01', to: '2026-11-30' })).toBe(
      'Mengekspor 12 reservasi bertanggal 2026-11-01 sampai 2026-11-30 sebagai CSV',
    );
    expect(said(AUDIT.bookingEmailSet, { addresses: 'uda.rizal@gmail.com, dapur@rmuda.id' })).toBe(
      'Reservasi baru dikirim lewat email ke uda.rizal@gmail.com, dapur@rmuda.id',
    );
    // An entry written before this change reads the same.
    expect(sayServerMessage('Updated menu item "Rendang Daging"')).toBe('Memperbarui menu "Rendang Daging"');
  });

  it('takes the most specific sentence: a named photo is no "{what}", a dish back at opening no status', () => {
    setLanguage('id');
    expect(sayServerMessage(fillIn(AUDIT.deletedNamedPhoto, { file: 'rendang.jpg' }))).toBe(
      'Menghapus foto "rendang.jpg"',
    );
    expect(
      sayServerMessage(fillIn(AUDIT.markedAtOpening, { what: KIND_NOUNS['menu-item'], title: 'Es Tebak' })),
    ).toBe('Menandai menu "Es Tebak" Tersedia saat restoran buka');
    expect(
      sayServerMessage(
        fillIn(AUDIT.marked, { what: KIND_NOUNS['menu-item'], title: 'Es Tebak', status: 'Habis' }),
      ),
    ).toBe('Menandai menu "Es Tebak" Habis');
  });
});
