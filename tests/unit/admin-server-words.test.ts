import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../src/admin/i18n/i18n.ts';
import { sayServerMessage } from '../../src/admin/i18n/server-words.ts';
import {
  fillIn,
  INCORRECT_LOGIN,
  SETTINGS_NOUNS,
  STALE_REVISION,
  STALE_SETTINGS,
} from '../../src/domain/server-messages.ts';

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

  it('stay as the API words them in English, and an answer not in the catalogues stays as it came', () => {
    expect(sayServerMessage(INCORRECT_LOGIN)).toBe(INCORRECT_LOGIN);
    setLanguage('id');
    expect(sayServerMessage('Something only the server knows')).toBe('Something only the server knows');
    // Only a whole answer is said: a longer one that starts alike is not cut to the known part.
    expect(sayServerMessage(`${INCORRECT_LOGIN}!`)).toBe(`${INCORRECT_LOGIN}!`);
  });
});
