/**
 * Bookings that came in while the admin is open, where staff on a phone see them without opening
 * anything: a toast naming the guest, the party and the time, with a link to the booking (several at once
 * are summed up), and a "New" mark on the reservations page until staff have been there with them listed.
 * Kept for this tab (session storage): a reload keeps the marks.
 */
import { useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import { type NewBooking, NewBookingSchema } from '../../../domain/notifications/channels.ts';
import { followLink } from '../../app/navigation.ts';
import { pathOf } from '../../app/routes.ts';
import { formatBookingWhen } from '../../i18n/format.ts';
import { t } from '../../i18n/i18n.ts';

const STORAGE_KEY = 'admin_new_bookings';
const CHANGE = 'admin:new-bookings';
const TOAST_ID = 'new-booking';
/** Marks kept at most (the oldest go first). */
const KEEP = 50;
/** Bookings a summary names; the title counts them all. */
const NAMED = 3;

function stored(): NewBooking[] {
  try {
    const parsed = NewBookingSchema.array().safeParse(
      JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]'),
    );
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Not yet seen on the reservations page, newest first. */
let unseen: readonly NewBooking[] = typeof window === 'undefined' ? [] : stored();

function save(next: readonly NewBooking[]): void {
  unseen = next;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage refused (private mode): the marks last until the page is closed.
  }
  window.dispatchEvent(new Event(CHANGE));
}

/** The element id of a booking's row, the target of the toast's link. */
export const bookingAnchor = (id: string): string => `booking-${id}`;

/** "Sari, 4 orang, Sab 12 Des 19:00" / "Sari, 3-4 people, Sat 12 Dec 19:00". */
export function newBookingLine({ name, guests, date, time }: NewBooking): string {
  const party = guests === '1' ? t('alerts.partyOfOne') : t('alerts.party', { guests });
  return `${name}, ${party}, ${formatBookingWhen(date, time)}`;
}

function showToast(): void {
  const [single] = unseen.length === 1 ? unseen : [];
  const href = single ? `${pathOf('reservations')}#${bookingAnchor(single.id)}` : pathOf('reservations');
  const title = single
    ? t('alerts.newBooking', { booking: newBookingLine(single) })
    : t.plural('alerts.newBookings', unseen.length);
  toast(title, {
    id: TOAST_ID,
    // It stays until it is read or closed: a phone put down on the counter still shows it.
    duration: Number.POSITIVE_INFINITY,
    description: (
      <>
        {!single && (
          <ul className="new-bookings-list">
            {unseen.slice(0, NAMED).map((booking) => (
              <li key={booking.id}>{newBookingLine(booking)}</li>
            ))}
          </ul>
        )}
        <a
          href={href}
          className="new-bookings-link"
          onClick={(event) => {
            followLink(event);
            toast.dismiss(TOAST_ID);
          }}
        >
          {single ? t('alerts.viewBooking') : t('alerts.viewBookings')}
        </a>
      </>
    ),
  });
}

/** Bookings the server named as made since the last question: each is announced once, then marked new. */
export function announceNewBookings(arrived: readonly NewBooking[]): void {
  const known = new Set(unseen.map((booking) => booking.id));
  const fresh = arrived.filter((booking) => !known.has(booking.id));
  if (fresh.length === 0) return;
  save([...fresh, ...unseen].slice(0, KEEP));
  showToast();
}

/** Staff have had these bookings in front of them on the reservations page: no longer new. */
export function markSeen(ids: Iterable<string>): void {
  const seen = new Set(ids);
  if (!unseen.some((booking) => seen.has(booking.id))) return;
  save(unseen.filter((booking) => !seen.has(booking.id)));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE, onChange);
  return () => window.removeEventListener(CHANGE, onChange);
}

const EMPTY: readonly NewBooking[] = [];

/** The bookings marked new, newest first; re-renders when they change. */
export function useNewBookings(): readonly NewBooking[] {
  return useSyncExternalStore(
    subscribe,
    () => unseen,
    () => EMPTY,
  );
}
