/** The booking form of the English pages: its island ships the English words alone. */
import { ENGLISH_BOOKING_WORDS } from '../../../domain/reservations/booking-words-en.ts';
import ReservationForm, { type ReservationFormProps } from './ReservationForm.tsx';

export default function ReservationFormEn(props: ReservationFormProps) {
  return <ReservationForm {...props} lang="en" words={ENGLISH_BOOKING_WORDS} />;
}
