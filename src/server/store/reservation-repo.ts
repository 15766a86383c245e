import type { Store } from '@netlify/blobs';
import { ReservationSchema } from '../../domain/reservation.ts';
import { openStore } from './blobs.ts';
import { collection } from './collection.ts';

/**
 * Reservations hold guests' names and phone numbers: they live in their own store, apart from the site
 * content (a build never reads them, a content backup never holds them). One blob per reservation.
 */
export function reservationStore(): Store {
  return openStore('reservations');
}

export const reservations = collection('bookings/', ReservationSchema);
