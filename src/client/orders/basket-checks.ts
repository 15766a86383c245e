/**
 * What the basket's order form asks of the guest before Kirim pesanan sends the order: a name, the WhatsApp
 * number staff reply to (read as the reservation form reads a phone number), a time when one is asked for,
 * a delivery address (and a location link that starts with https://), and the minimum order for delivery.
 * Values in, messages out: the dialog (./basket-dialog.ts) shows them at the fields.
 */
import type { SiteLanguage } from '../../domain/content/site-language.ts';
import { minimumOrderText, type OrderMode, type OrderTime } from '../../domain/orders/basket-rules.ts';
import { ORDER_PHONE_INVALID, ORDER_PHONE_INVALID_EN } from '../../domain/orders/order-messages.ts';
import { normalizeIndonesianMobile } from '../../domain/shared/phone.ts';

/** The fields of the order form, as the guest typed them (`time` is "YYYY-MM-DD HH:MM" or ''). */
export interface OrderForm {
  name: string;
  /** The guest's WhatsApp number, as typed. */
  phone: string;
  time: string;
  address: string;
  location: string;
}

/** A message for each field that needs the guest's attention. */
export type OrderFormErrors = Partial<Record<keyof OrderForm, string>>;

/** What the form's fields say, in each language of the site. */
const CHECK_WORDS = {
  id: {
    /** What the time field says when no time was chosen. */
    timeMissing: {
      dine_in: 'Pilih jam datang.',
      pickup: 'Pilih waktu ambil.',
      delivery: 'Pilih waktu antar.',
    },
    lapsedTime: 'Waktu itu sudah lewat. Pilih waktu lain.',
    nameMissing: 'Nama wajib diisi.',
    phoneMissing: 'Nomor WhatsApp wajib diisi.',
    phoneInvalid: ORDER_PHONE_INVALID,
    addressMissing: 'Alamat pengantaran wajib diisi.',
    locationInvalid: 'Tautan lokasi harus diawali https://',
  },
  en: {
    timeMissing: {
      dine_in: 'Please choose when you will arrive.',
      pickup: 'Please choose a pick-up time.',
      delivery: 'Please choose a delivery time.',
    },
    lapsedTime: 'That time has passed. Please choose another.',
    nameMissing: 'Please enter your name.',
    phoneMissing: 'Please enter your WhatsApp number.',
    phoneInvalid: ORDER_PHONE_INVALID_EN,
    addressMissing: 'Please enter the delivery address.',
    locationInvalid: 'The location link must start with https://',
  },
} satisfies Record<SiteLanguage, Record<string, string | Record<OrderMode, string>>>;

/** What the time field says once the time chosen can no longer be made. */
export const LAPSED_TIME = CHECK_WORDS.id.lapsedTime;
export const lapsedTimeText = (language: SiteLanguage = 'id') => CHECK_WORDS[language].lapsedTime;

/** Whether a chosen time (the clock moved on while the dialog was open) is no longer one of `times`. */
export const timeLapsed = (time: string, times: OrderTime[]): boolean =>
  Boolean(time) && !times.some((at) => `${at.date} ${at.time}` === time);

/** The line under the delivery address while the order is below the minimum for delivery. */
export { minimumOrderText };

/**
 * The order form's problems, each at its field, in the page's `language` (Indonesian unless said).
 * `askTime`: whether this way of ordering asks for a time now; `subtotal`: the bill before charges (null
 * when it cannot be added up: the minimum is not judged).
 */
export function orderFormErrors(
  form: OrderForm,
  {
    mode,
    askTime,
    subtotal,
    minimumOrder,
    language = 'id',
  }: {
    mode: OrderMode;
    askTime: boolean;
    subtotal: number | null;
    minimumOrder: number | null;
    language?: SiteLanguage;
  },
): OrderFormErrors {
  const words = CHECK_WORDS[language];
  const errors: OrderFormErrors = {};
  if (!form.name.trim()) errors.name = words.nameMissing;
  if (!form.phone.trim()) errors.phone = words.phoneMissing;
  else if (form.phone.length > 30 || !normalizeIndonesianMobile(form.phone))
    errors.phone = words.phoneInvalid;
  if (askTime && !form.time) errors.time = words.timeMissing[mode];
  if (mode === 'delivery' && !form.address.trim()) errors.address = words.addressMissing;
  if (mode === 'delivery' && form.location.trim() && !/^https:\/\/\S+$/i.test(form.location.trim()))
    errors.location = words.locationInvalid;
  if (mode === 'delivery' && minimumOrder !== null && subtotal !== null && subtotal < minimumOrder)
    errors.address = minimumOrderText(minimumOrder, language);
  return errors;
}
