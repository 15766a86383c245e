import { type SubmitEvent, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { BOOKING_WINDOW_DAYS, bookingProblem, GUEST_OPTIONS } from '../../domain/booking.ts';
import { addDays, type OpeningHours, restaurantNow } from '../../domain/hours.ts';
import Toasts from './Toasts.tsx';

export const RESERVATION_SUCCESS = 'Reservasi Anda berhasil! Kami akan menghubungi Anda segera.';
export const RESERVATION_ERROR = 'Terjadi kesalahan. Silakan coba lagi.';

interface Props {
  /** The restaurant's hours, so a guest is told at once when a time cannot be booked. */
  openingHours: OpeningHours;
}

/**
 * The guest's table request (SPEC §2, §4): every field required; "Mengirim..." while it is sent to
 * POST /api/reservations, whose booking id is shown for 5 s. What the guest typed stays on failure.
 */
export default function ReservationForm({ openingHours }: Props) {
  const [submitting, setSubmitting] = useState(false);
  // Set after hydration: the prerendered HTML was built on another day.
  const [dateRange, setDateRange] = useState<{ min: string; max: string } | undefined>(undefined);
  useEffect(() => {
    const today = restaurantNow().date;
    setDateRange({ min: today, max: addDays(today, BOOKING_WINDOW_DAYS) });
  }, []);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const problem = bookingProblem({ date: fields.date ?? '', time: fields.time ?? '' }, openingHours);
    if (problem) {
      toast.error(RESERVATION_ERROR, { description: problem });
      return;
    }
    setSubmitting(true);
    try {
      const response = await fetch('/api/reservations', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(fields),
      });
      const body = (await response.json().catch(() => null)) as { id?: string; detail?: string } | null;
      if (!response.ok || !body?.id) {
        toast.error(RESERVATION_ERROR, { description: body?.detail });
        return;
      }
      toast.success(RESERVATION_SUCCESS, { description: `ID Booking: ${body.id}`, duration: 5000 });
      form.reset();
    } catch {
      toast.error(RESERVATION_ERROR, { description: 'Periksa koneksi internet Anda.' });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <>
      {/* The landing page's toast area lives here: React loads only once a guest reaches the form. */}
      <Toasts />
      <form className="reservation-form" onSubmit={onSubmit}>
        <div className="field">
          <label htmlFor="res-name">Nama Lengkap</label>
          <input id="res-name" name="name" type="text" autoComplete="name" required maxLength={100} />
        </div>
        <div className="field">
          <label htmlFor="res-phone">Nomor Telepon</label>
          <input
            id="res-phone"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="08xx xxxx xxxx"
            required
            maxLength={30}
          />
        </div>
        <div className="field">
          <label htmlFor="res-date">Tanggal</label>
          <input id="res-date" name="date" type="date" required min={dateRange?.min} max={dateRange?.max} />
        </div>
        <div className="field">
          <label htmlFor="res-time">Waktu</label>
          <input id="res-time" name="time" type="time" required />
        </div>
        <div className="field">
          <label htmlFor="res-guests">Jumlah Tamu</label>
          <select id="res-guests" name="guests" required defaultValue="">
            <option value="" disabled>
              Pilih jumlah tamu
            </option>
            {GUEST_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {option} orang
              </option>
            ))}
          </select>
        </div>
        {/* Left empty by people (it is off-screen); bots that fill every field give themselves away. */}
        <div className="reservation-hp" aria-hidden="true">
          <label htmlFor="res-website">Website</label>
          <input id="res-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <button type="submit" className="btn btn-primary" disabled={submitting}>
          {submitting ? 'Mengirim...' : 'Kirim Reservasi'}
        </button>
      </form>
    </>
  );
}
