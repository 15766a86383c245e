import { describe, expect, it } from 'vitest';
import {
  formatLongDate,
  GENERIC_RESTAURANT,
  guestMessage,
  guestWhatsAppLink,
} from '../../src/admin/features/reservations/guest-message.ts';
import { generatePassword } from '../../src/admin/features/users/new-password.ts';
import { checkNewUser, EMPTY_NEW_USER, roleChoices } from '../../src/admin/features/users/new-user.ts';
import { setLanguage } from '../../src/admin/i18n/i18n.ts';
import { setRestaurantWords } from '../../src/admin/shared/restaurant-words.ts';
import { NewPasswordSchema } from '../../src/domain/accounts/admin-user.ts';

const reservation = {
  id: 'RMPAB12CD34E',
  name: 'Siti Rahmah',
  phone: '6281234567890',
  date: '2026-11-18',
  time: '19:00',
  guests: '3-4',
} as const;

describe('the WhatsApp message to a guest', () => {
  it('confirms a confirmed reservation with its day, time, party size and booking id', () => {
    expect(guestMessage({ ...reservation, status: 'confirmed' }, 'Sederhana Rasa')).toBe(
      'Halo Siti Rahmah, reservasi Anda di Sederhana Rasa untuk 3-4 orang pada Rabu, 18 November 2026 pukul 19:00 telah kami konfirmasi. ID Booking: RMPAB12CD34E. Sampai jumpa!',
    );
  });

  it('declines politely', () => {
    expect(guestMessage({ ...reservation, status: 'declined' }, 'Sederhana Rasa')).toBe(
      'Halo Siti Rahmah, mohon maaf, reservasi Anda di Sederhana Rasa untuk 3-4 orang pada Rabu, 18 November 2026 pukul 19:00 belum dapat kami terima. ID Booking: RMPAB12CD34E. Silakan hubungi kami bila ingin memilih waktu lain. Terima kasih atas pengertiannya.',
    );
  });

  it('says a pending request was received', () => {
    expect(guestMessage({ ...reservation, status: 'pending' }, 'Sederhana Rasa')).toBe(
      'Halo Siti Rahmah, terima kasih telah melakukan reservasi di Sederhana Rasa untuk 3-4 orang pada Rabu, 18 November 2026 pukul 19:00. Permintaan Anda sudah kami terima dan akan segera kami konfirmasi. ID Booking: RMPAB12CD34E.',
    );
  });

  it('stays generic when the restaurant name is not known', () => {
    expect(guestMessage({ ...reservation, status: 'confirmed' })).toContain(
      `reservasi Anda di ${GENERIC_RESTAURANT} untuk`,
    );
  });

  it('opens a chat with the guest with the message prefilled', () => {
    const link = new URL(guestWhatsAppLink({ ...reservation, status: 'confirmed' }, 'Sederhana Rasa'));
    expect(`${link.origin}${link.pathname}`).toBe('https://wa.me/6281234567890');
    expect(link.searchParams.get('text')).toBe(
      guestMessage({ ...reservation, status: 'confirmed' }, 'Sederhana Rasa'),
    );
  });

  it('writes dates the Indonesian way, whatever the time zone', () => {
    expect(formatLongDate('2026-12-05')).toBe('Sabtu, 5 Desember 2026');
    expect(formatLongDate('not a date')).toBe('not a date');
  });
});

describe('the Add User form', () => {
  it('names every missing field the way the form labels it', () => {
    const result = checkNewUser(EMPTY_NEW_USER);
    expect(result).toEqual({
      errors: {
        username: 'Username is required',
        role: 'Role is required',
        password: 'Initial Password is required',
      },
    });
  });

  it('refuses a bad username, email and short password', () => {
    const result = checkNewUser({
      username: 'a b',
      full_name: '',
      email: 'not-an-email',
      role: 'editor',
      password: 'short',
    });
    expect(result).toEqual({
      errors: {
        username: 'Username must be 3-40 letters, digits, dots, hyphens or underscores',
        email: 'Email must be a valid email address',
        password: 'Initial Password must be at least 10 characters',
      },
    });
  });

  it('refuses a password that is the username', () => {
    expect(
      checkNewUser({ ...EMPTY_NEW_USER, username: 'Dewi.Lestari', role: 'editor', password: 'dewi.lestari' }),
    ).toEqual({ errors: { password: 'Initial Password must not contain the username' } });
  });

  it("refuses, as the server does, a password made of the restaurant's words the session gave", () => {
    setRestaurantWords({ name: 'Rumah Makan Padang Sederhana Rasa', brand: 'Sederhana Rasa' });
    try {
      expect(
        checkNewUser({ ...EMPTY_NEW_USER, username: 'dewi', role: 'editor', password: 'sederhana rasa' }),
      ).toEqual({ errors: { password: "Initial Password must not contain the restaurant's name" } });
    } finally {
      setRestaurantWords({});
    }
  });

  it("offers each role by its name and what it may do, in the admin's language", () => {
    expect(roleChoices()).toEqual([
      {
        role: 'superadmin',
        name: 'Superadmin',
        does: 'Everything, including adding users, roles and password resets.',
      },
      { role: 'editor', name: 'Editor', does: 'Menu, gallery, events, restaurant info and site settings.' },
      {
        role: 'manager_reservasi',
        name: 'Reservations & orders manager',
        does: 'Reservations and orders only: confirm, decline, prepare and message guests.',
      },
    ]);
    setLanguage('id');
    try {
      expect(roleChoices().map(({ name, does }) => `${name}: ${does}`)).toEqual([
        'Superadmin: Semuanya, termasuk menambah pengguna, mengatur peran, dan mengatur ulang kata sandi.',
        'Editor: Menu, galeri, acara, info restoran, dan pengaturan situs.',
        'Manajer reservasi & pesanan: Hanya reservasi dan pesanan: konfirmasi, tolak, siapkan, dan kirim pesan ke tamu.',
      ]);
    } finally {
      setLanguage('en');
    }
  });

  it('gives the account to send, trimmed', () => {
    expect(
      checkNewUser({
        username: ' dewi ',
        full_name: ' Dewi Lestari ',
        email: '',
        role: 'manager_reservasi',
        password: 'rahasia-123',
      }),
    ).toEqual({
      user: {
        username: 'dewi',
        full_name: 'Dewi Lestari',
        email: '',
        role: 'manager_reservasi',
        password: 'rahasia-123',
      },
    });
  });
});

describe('generated first passwords', () => {
  it('are long enough, readable and different each time', () => {
    const passwords = Array.from({ length: 50 }, () => generatePassword());
    for (const password of passwords) {
      expect(NewPasswordSchema.safeParse(password).success).toBe(true);
      expect(password).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{12}$/);
    }
    expect(new Set(passwords).size).toBe(50);
  });
});
