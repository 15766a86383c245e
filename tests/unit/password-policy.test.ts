import { describe, expect, it } from 'vitest';
import { NewPasswordSchema } from '../../src/domain/admin-user.ts';
import { passwordProblem } from '../../src/domain/password-policy.ts';
import { isCommonPassword } from '../../src/server/auth/common-passwords.ts';

const server = {
  username: 'admin',
  restaurantName: 'Rumah Makan Padang Sederhana Rasa',
  isCommon: isCommonPassword,
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
      passwordProblem('aku-suka-rendang', { ...server, username: 'ak', restaurantName: 'Su' }),
    ).toBeNull();
  });

  it('words the message after the field', () => {
    expect(passwordProblem('pendek', {}, 'Initial Password')).toBe(
      'Initial Password must be at least 10 characters',
    );
  });
});
