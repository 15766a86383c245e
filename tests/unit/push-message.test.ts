import { afterEach, describe, expect, it, vi } from 'vitest';
import { newBookingLine } from '../../src/admin/features/notifications/new-bookings.tsx';
import { setLanguage, t } from '../../src/admin/i18n/i18n.ts';
import { bookingPushMessage } from '../../src/domain/notifications/push.ts';
import { GUEST_OPTIONS } from '../../src/domain/reservations/booking-messages.ts';
import { pushServiceTestOrigin, withInvocation } from '../../src/server/config.ts';

// Issue 28: the push of a new booking says what the admin's own toast says, in the device's language.

afterEach(() => setLanguage('en'));

describe('the push of a new booking', () => {
  const booking = {
    id: 'RMPAB12CD34E',
    name: 'Sari',
    guests: '3-4',
    date: '2026-11-28',
    time: '19:00',
  } as const;

  it('reads as the spec words it, and opens that booking in the admin', () => {
    expect(bookingPushMessage({ ...booking, guests: '3-4' }, 'id')).toEqual({
      title: 'Reservasi baru',
      body: 'Sari, 3-4 orang, Sab 28 Nov 19:00',
      tag: 'booking-RMPAB12CD34E',
      data: { url: '/admin/reservations#booking-RMPAB12CD34E' },
    });
    expect(bookingPushMessage(booking, 'en')).toMatchObject({
      title: 'New booking',
      body: 'Sari, 3-4 people, Sat 28 Nov 19:00',
    });
  });

  it("says what the admin's toast says, on every month and party size, in both languages", () => {
    for (const language of ['en', 'id'] as const) {
      setLanguage(language);
      for (let month = 1; month <= 12; month++) {
        for (const guests of GUEST_OPTIONS) {
          const date = `2027-${String(month).padStart(2, '0')}-0${(month % 7) + 1}`;
          const made = { ...booking, guests, date };
          const push = bookingPushMessage(made, language);
          expect(`${push.title}: ${push.body}`).toBe(
            t('alerts.newBooking', { booking: newBookingLine(made) }),
          );
        }
      }
    }
  });
});

describe('PUSH_SERVICE_TEST_ORIGIN', () => {
  const saved = process.env.PUSH_SERVICE_TEST_ORIGIN;
  afterEach(() => {
    if (saved === undefined) delete process.env.PUSH_SERVICE_TEST_ORIGIN;
    else process.env.PUSH_SERVICE_TEST_ORIGIN = saved;
    vi.restoreAllMocks();
  });

  it('names one port of this machine over http, and is never taken on Netlify', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    process.env.PUSH_SERVICE_TEST_ORIGIN = 'http://127.0.0.1:9933/';
    expect(pushServiceTestOrigin()).toBe('http://127.0.0.1:9933');
    for (const context of ['production', 'deploy-preview', 'branch-deploy'])
      expect(withInvocation({ deploy: { context } }, pushServiceTestOrigin), context).toBeNull();
    for (const value of ['https://fcm.googleapis.com', 'http://10.0.0.1:80', 'http://127.0.0.1', 'lokal']) {
      process.env.PUSH_SERVICE_TEST_ORIGIN = value;
      expect(pushServiceTestOrigin(), value).toBeNull();
    }
    delete process.env.PUSH_SERVICE_TEST_ORIGIN;
    expect(pushServiceTestOrigin()).toBeNull();
  });
});
