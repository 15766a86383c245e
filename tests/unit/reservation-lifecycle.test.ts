import { describe, expect, it } from 'vitest';
import { guestMessage } from '../../src/admin/features/reservations/guest-message.ts';
import { settingsPermission } from '../../src/domain/content/history.ts';
import { BookingSettingsSchema } from '../../src/domain/reservations/booking-settings.ts';
import {
  canTransition,
  GUEST_OPTIONS,
  nextStatuses,
  RESERVATION_STATUSES,
  ReservationSchema,
  StaffBookingSchema,
  seatsOf,
  tooEarlyFor,
} from '../../src/domain/reservations/reservation.ts';

describe('the reservation lifecycle', () => {
  it('allows exactly pending → confirmed | declined and confirmed → cancelled | seated | no_show', () => {
    const allowed = RESERVATION_STATUSES.flatMap((from) =>
      RESERVATION_STATUSES.filter((to) => canTransition(from, to)).map((to) => `${from} → ${to}`),
    );
    expect(allowed).toEqual([
      'pending → confirmed',
      'pending → declined',
      'confirmed → cancelled',
      'confirmed → seated',
      'confirmed → no_show',
    ]);
  });

  it('offers seated and no-show from the booking day on, on the restaurant clock, never before', () => {
    const confirmed = { status: 'confirmed' as const, date: '2026-12-02' };
    expect(nextStatuses(confirmed, '2026-11-30')).toEqual(['cancelled']);
    expect(nextStatuses(confirmed, '2026-12-01')).toEqual(['cancelled']);
    expect(nextStatuses(confirmed, '2026-12-02')).toEqual(['cancelled', 'seated', 'no_show']);
    // A guest who never came is marked the day after, too.
    expect(nextStatuses(confirmed, '2026-12-03')).toEqual(['cancelled', 'seated', 'no_show']);
    expect(nextStatuses({ status: 'pending', date: '2026-12-02' }, '2026-11-30')).toEqual([
      'confirmed',
      'declined',
    ]);
    expect(tooEarlyFor('no_show', '2026-12-02', '2026-11-30')).toBe(
      'This reservation is for 2026-12-02: it can be marked no-show from that day on (today is 2026-11-30 at the restaurant)',
    );
    expect(tooEarlyFor('cancelled', '2026-12-02', '2026-11-30')).toBeNull();
  });

  it('reads a reservation stored before the lifecycle as a guest booking with nothing to undo', () => {
    const old = ReservationSchema.parse({
      id: 'RMPABCDEFGH1',
      name: 'Siti',
      phone: '6281234567890',
      date: '2026-12-02',
      time: '19:00',
      guests: '2',
      status: 'confirmed',
      position: 1,
      created_at: '2026-11-01T00:00:00.000Z',
      updated_at: '2026-11-01T00:00:00.000Z',
      updated_by: 'admin',
    });
    expect(old).toMatchObject({ revision: 1, previous: null, source: 'website', note: '', created_by: null });
  });

  it('counts each party at the upper end of its size, 8+ as 10', () => {
    expect(GUEST_OPTIONS.map(seatsOf)).toEqual([1, 2, 4, 8, 10]);
  });
});

describe('bookings staff enter', () => {
  const base = { name: 'Pak Joko', date: '2026-12-02', time: '19:00', guests: '2' };

  it('needs a phone number for a phone booking only', () => {
    expect(StaffBookingSchema.safeParse({ ...base, source: 'phone' }).success).toBe(false);
    expect(StaffBookingSchema.parse({ ...base, source: 'walk_in' })).toMatchObject({ phone: '', note: '' });
    expect(StaffBookingSchema.parse({ ...base, source: 'phone', phone: '0812-3456-7890' }).phone).toBe(
      '6281234567890',
    );
  });

  it('keeps the note out of every message to the guest', () => {
    for (const status of RESERVATION_STATUSES) {
      const reservation = ReservationSchema.parse({
        id: 'RMPABCDEFGH1',
        ...base,
        phone: '6281234567890',
        status,
        position: 1,
        created_at: '2026-11-01T00:00:00.000Z',
        updated_at: '2026-11-01T00:00:00.000Z',
        source: 'walk_in',
        note: 'Kursi bayi satu',
      });
      const text = guestMessage(reservation);
      expect(text).toContain('Pak Joko');
      expect(text).not.toContain('Kursi bayi');
    }
  });
});

describe('booking settings', () => {
  it('has no limit by default and takes whole seats from 1 to 1000', () => {
    expect(BookingSettingsSchema.parse({})).toEqual({ seats_per_slot: null, retention_months: null });
    expect(BookingSettingsSchema.safeParse({ seats_per_slot: 40 }).success).toBe(true);
    for (const bad of [0, 2.5, 1001])
      expect(BookingSettingsSchema.safeParse({ seats_per_slot: bad }).success).toBe(false);
  });
});

describe('who may see the history of a settings document', () => {
  it('asks for the reservations permission for booking settings and content for the others', () => {
    expect(settingsPermission('booking')).toBe('reservations');
    expect(settingsPermission('restaurant')).toBe('content');
  });
  it('never reads a permission from Object.prototype for a hostile name in the URL', () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', undefined])
      expect(settingsPermission(name), String(name)).toBe('content');
  });
});
