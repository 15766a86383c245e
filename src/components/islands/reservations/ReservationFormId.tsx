/** The booking form of the Indonesian pages: its island ships the Indonesian words alone. */
import { INDONESIAN_BOOKING_WORDS } from '../../../domain/reservations/booking-words-id.ts';
import ReservationForm, { type ReservationFormProps } from './ReservationForm.tsx';

export default function ReservationFormId(props: ReservationFormProps) {
  return <ReservationForm {...props} lang="id" words={INDONESIAN_BOOKING_WORDS} />;
}
