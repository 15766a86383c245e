/**
 * What the basket's order form asks of the guest before Kirim pesanan sends the order: a name, the WhatsApp
 * number staff reply to (read as the reservation form reads a phone number), a time when one is asked for,
 * a delivery address (and a location link that starts with https://), and the minimum order for delivery.
 * Values in, messages out: the dialog (./basket-dialog.ts) shows them at the fields.
 */
import { minimumOrderText, type OrderMode, type OrderTime } from '../../domain/orders/basket-rules.ts';
import { ORDER_PHONE_INVALID } from '../../domain/orders/order-messages.ts';
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

/** What the time field says when no time was chosen. */
const TIME_MISSING: Record<OrderMode, string> = {
  dine_in: 'Pilih jam datang.',
  pickup: 'Pilih waktu ambil.',
  delivery: 'Pilih waktu antar.',
};

/** What the time field says once the time chosen can no longer be made. */
export const LAPSED_TIME = 'Waktu itu sudah lewat. Pilih waktu lain.';

/** Whether a chosen time (the clock moved on while the dialog was open) is no longer one of `times`. */
export const timeLapsed = (time: string, times: OrderTime[]): boolean =>
  Boolean(time) && !times.some((at) => `${at.date} ${at.time}` === time);

/** The line under the delivery address while the order is below the minimum for delivery. */
export { minimumOrderText };

/**
 * The order form's problems, each at its field. `askTime`: whether this way of ordering asks for a time
 * now; `subtotal`: the bill before charges (null when it cannot be added up: the minimum is not judged).
 */
export function orderFormErrors(
  form: OrderForm,
  {
    mode,
    askTime,
    subtotal,
    minimumOrder,
  }: { mode: OrderMode; askTime: boolean; subtotal: number | null; minimumOrder: number | null },
): OrderFormErrors {
  const errors: OrderFormErrors = {};
  if (!form.name.trim()) errors.name = 'Nama wajib diisi.';
  if (!form.phone.trim()) errors.phone = 'Nomor WhatsApp wajib diisi.';
  else if (form.phone.length > 30 || !normalizeIndonesianMobile(form.phone))
    errors.phone = ORDER_PHONE_INVALID;
  if (askTime && !form.time) errors.time = TIME_MISSING[mode];
  if (mode === 'delivery' && !form.address.trim()) errors.address = 'Alamat pengantaran wajib diisi.';
  if (mode === 'delivery' && form.location.trim() && !/^https:\/\/\S+$/i.test(form.location.trim()))
    errors.location = 'Tautan lokasi harus diawali https://';
  if (mode === 'delivery' && minimumOrder !== null && subtotal !== null && subtotal < minimumOrder)
    errors.address = minimumOrderText(minimumOrder);
  return errors;
}
