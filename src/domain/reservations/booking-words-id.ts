/**
 * What guests read while booking a table, in Indonesian: the form (the page's island and the page a
 * booking sent without JavaScript gets), its messages and the confirmation; the spec's words. Each
 * language's words are a module of their own: the booking form ships only its page's (booking-words.ts
 * has them all, for the server and the build).
 */
import { type BookableTime, bookingHoursText } from '../content/hours.ts';
import {
  BOOKING_WINDOW_DAYS,
  CROSS_SITE_BOOKING,
  PHONE_INVALID,
  RESERVATION_ERROR,
  RESERVATION_SUCCESS,
} from './booking-messages.ts';

export const INDONESIAN_BOOKING_WORDS = {
  labels: {
    name: 'Nama Lengkap',
    phone: 'Nomor Telepon',
    date: 'Tanggal',
    time: 'Waktu',
    guests: 'Jumlah Tamu',
  },
  /** The confirmation's shorter labels. */
  summary: {
    name: 'Nama',
    phone: 'Nomor Telepon',
    date: 'Tanggal',
    time: 'Waktu',
    guests: 'Jumlah Tamu',
  },
  chooseTime: 'Pilih waktu',
  chooseGuests: 'Pilih jumlah tamu',
  guests: (count: string) => `${count} orang`,
  afterMidnight: (time: string) => `${time} (dini hari)`,
  full: ' (penuh)',
  lastBooking: ({ time, afterMidnight }: BookableTime) =>
    `Reservasi terakhir pukul ${time}${afterMidnight ? ' dini hari' : ''}.`,
  /** The opening hours' note beside each day, before the guest picks one. */
  lastBookingOfDay: ({ time, afterMidnight }: BookableTime) =>
    `reservasi terakhir pukul ${time}${afterMidnight ? ' dini hari' : ''}`,
  submit: 'Kirim Reservasi',
  sending: 'Mengirim...',
  success: RESERVATION_SUCCESS,
  bookingId: (id: string) => `ID Booking: ${id}`,
  doneTitle: 'Reservasi Anda berhasil!',
  keepId: 'Simpan ID Booking ini. Kami akan menghubungi Anda di nomor di atas untuk konfirmasi.',
  saveToCalendar: 'Simpan ke kalender',
  bookAnother: 'Buat reservasi lain',
  error: RESERVATION_ERROR,
  offline: 'Periksa koneksi internet Anda.',
  crossSite: CROSS_SITE_BOOKING,
  phoneInvalid: PHONE_INVALID,
  closedOn: (note: string) =>
    `Maaf, kami tutup pada tanggal tersebut${note ? ` (${note})` : ''}. Silakan pilih tanggal lain.`,
  dateInvalid: 'Tanggal tidak valid.',
  timeInvalid: 'Waktu tidak valid.',
  guestsInvalid: 'Pilih jumlah tamu: 1, 2, 3-4, 5-8 atau 8+.',
  dateBeforeToday: 'Tanggal reservasi tidak boleh sebelum hari ini.',
  dateTooFar: `Reservasi hanya dapat dibuat paling lambat ${BOOKING_WINDOW_DAYS} hari ke depan.`,
  outsideHours: (day: Parameters<typeof bookingHoursText>[0]) => {
    const window = bookingHoursText(day);
    return window && `Pada tanggal itu kami menerima reservasi pukul ${window}.`;
  },
  timePassed: 'Waktu tersebut sudah lewat. Silakan pilih waktu lain.',
  dateLocale: 'id-ID',
};

export type BookingWords = typeof INDONESIAN_BOOKING_WORDS;
