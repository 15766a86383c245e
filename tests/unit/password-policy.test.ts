import { describe, expect, it } from 'vitest';
import { NewPasswordSchema } from '../../src/domain/accounts/admin-user.ts';
import { passwordProblem } from '../../src/domain/accounts/password-policy.ts';
import { commonPasswordCheck } from '../../src/server/accounts/common-passwords.ts';

const server = {
  username: 'admin',
  restaurant: {
    name: 'Rumah Makan Padang Sederhana Rasa',
    brand: 'Sederhana Rasa',
    tagline: 'Cita rasa Minang asli, dimasak dengan sabar sejak 1987',
    city: 'Kota Padang',
  },
  isCommon: await commonPasswordCheck(),
};

describe('password policy (NIST SP 800-63B)', () => {
  it('asks for at least 10 characters and allows long passphrases', () => {
    expect(passwordProblem('12345678', server)).toBe('New password must be at least 10 characters');
    expect(passwordProblem(' '.repeat(8), server)).toBe('New password must be at least 10 characters');
    // Characters, not UTF-16 units: five emoji are five characters.
    expect(passwordProblem('🌶️🌶️🍛🍛🍚', server)).toMatch(/at least 10/);
    expect(passwordProblem('nasi kapau dengan gulai tunjang '.repeat(5), server)).toBeNull();
    expect(passwordProblem('x'.repeat(100) + 'yz'.repeat(60), server)).toMatch(/at most 200/);
    expect(NewPasswordSchema.safeParse('padang123').success).toBe(false);
    expect(NewPasswordSchema.safeParse('a'.repeat(150)).success).toBe(true);
  });

  it('refuses the most common passwords, whatever their case', () => {
    for (const password of ['1234567890', 'qwertyuiop', 'Password123', 'ILOVEYOU12'])
      expect(passwordProblem(password, server)).toBe(
        'New password is one of the most common passwords, which attackers try first: choose another',
      );
    expect(passwordProblem('RendangEnak2026', server)).toBeNull();
  });

  it('refuses one made of one or two repeated characters', () => {
    expect(passwordProblem(' '.repeat(12), server)).toMatch(/repeat/);
    expect(passwordProblem('abababababab', server)).toMatch(/repeat/);
  });

  it('refuses the username or the restaurant name inside, when they have 3 characters or more', () => {
    expect(passwordProblem('my-ADMIN-2026!', server)).toBe('New password must not contain the username');
    expect(passwordProblem('rumah makan padang sederhana rasa', server)).toBe(
      "New password must not contain the restaurant's name",
    );
    expect(
      passwordProblem('aku-suka-rendang', { ...server, username: 'ak', restaurant: { name: 'Su' } }),
    ).toBeNull();
  });

  it("refuses the restaurant's own words however they are written: name, header brand, tagline, city", () => {
    const refused = "New password must not contain the restaurant's name";
    for (const password of [
      'sederhana rasa',
      'SederhanaRasa',
      'sederhanarasa2024',
      'SEDERHANA-RASA!',
      'Sederhana  Rasa 1987',
      'rumahmakanpadang',
      'Padang Minang 1987',
      'kota padang 12345',
      'cita rasa minang',
      'Minang Asli!!2024',
      'padang-rasa-abc',
    ])
      expect([password, passwordProblem(password, server)]).toEqual([password, refused]);
    // The header's brand is what guests read, even when it is not in the restaurant's name.
    expect(
      passwordProblem('warungbundo2026', { restaurant: { name: 'RM Padang', brand: 'Warung Bundo' } }),
    ).toBe(refused);
    // A word of the site among words of one's own is fine: the rest is not guessable from the website.
    expect(passwordProblem('padang di hati selalu', server)).toBeNull();
    expect(passwordProblem('Rendang-Lado-Minang-2026', server)).toBeNull();
    expect(passwordProblem('rasa sayang sekali', server)).toBeNull();
  });

  it('refuses a password made of the username with digits, however it is spaced', () => {
    expect(passwordProblem('Dewi Lestari 2026', { ...server, username: 'dewi.lestari' })).toBe(
      'New password must not contain the username',
    );
    expect(passwordProblem('lestari-dewi-99', { ...server, username: 'dewi.lestari' })).toBe(
      'New password must not contain the username',
    );
  });

  it('words the message after the field', () => {
    expect(passwordProblem('pendek', {}, 'Initial Password')).toBe(
      'Initial Password must be at least 10 characters',
    );
  });
});
