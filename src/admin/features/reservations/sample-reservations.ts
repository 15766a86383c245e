import type { Reservation } from '../../../domain/reservation.ts';

/**
 * SPEC §7: reservations are not stored yet, so the admin shows these examples. Replace with the list from
 * the server once reservations are real; the table takes either.
 */
export const SAMPLE_RESERVATIONS: readonly Reservation[] = [
  {
    id: 'rsv-1',
    name: 'Budi Santoso',
    phone: '0812 3456 7890',
    date: '2026-12-05',
    time: '19:00',
    guests: '3-4',
    status: 'confirmed',
  },
  {
    id: 'rsv-2',
    name: 'Siti Rahmawati',
    phone: '0813 9876 5432',
    date: '2026-12-06',
    time: '12:30',
    guests: '2',
    status: 'pending',
  },
  {
    id: 'rsv-3',
    name: 'Andi Pratama',
    phone: '0857 2233 4455',
    date: '2026-12-07',
    time: '18:30',
    guests: '5-8',
    status: 'confirmed',
  },
  {
    id: 'rsv-4',
    name: 'Dewi Lestari',
    phone: '0821 6677 8899',
    date: '2026-12-12',
    time: '11:00',
    guests: '1',
    status: 'pending',
  },
];
