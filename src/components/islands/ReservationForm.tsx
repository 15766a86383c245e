import { type SubmitEvent, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { GUEST_OPTIONS, newBookingId } from '../../domain/booking.ts';
import Toasts from './Toasts.tsx';

export const RESERVATION_SUCCESS = 'Reservasi Anda berhasil! Kami akan menghubungi Anda segera.';
export const RESERVATION_ERROR = 'Terjadi kesalahan. Silakan coba lagi.';
const SIMULATED_DELAY_MS = 1500;

const today = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

/** The guest's table request (SPEC §2, §4): every field required; "Mengirim..." while it is sent. */
export default function ReservationForm() {
  const [submitting, setSubmitting] = useState(false);
  // Set after hydration: the prerendered HTML was built on another day.
  const [minDate, setMinDate] = useState<string | undefined>(undefined);
  useEffect(() => setMinDate(today()), []);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitting(true);
    try {
      await new Promise((resolve) => setTimeout(resolve, SIMULATED_DELAY_MS));
      toast.success(RESERVATION_SUCCESS, { description: `ID Booking: ${newBookingId()}`, duration: 5000 });
      form.reset();
    } catch {
      toast.error(RESERVATION_ERROR);
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
          <input id="res-date" name="date" type="date" required min={minDate} />
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
        <button type="submit" className="btn btn-primary" disabled={submitting}>
          {submitting ? 'Mengirim...' : 'Kirim Reservasi'}
        </button>
      </form>
    </>
  );
}
