import { getStore, type Store } from '@netlify/blobs';
import { ReservationSchema } from '../../domain/reservation.ts';
import { StoreUnavailableError } from './blobs.ts';
import { collection } from './collection.ts';

/**
 * Reservations hold guests' names and phone numbers: they live in their own store, apart from the site
 * content (a build never reads them, a content backup never holds them). One blob per reservation.
 */
export function reservationStore(): Store {
  try {
    return getStore({ name: 'reservations', consistency: 'strong' });
  } catch (error) {
    throw new StoreUnavailableError(`The reservation store is not configured (${(error as Error).message})`);
  }
}

export const reservations = collection('bookings/', ReservationSchema);
