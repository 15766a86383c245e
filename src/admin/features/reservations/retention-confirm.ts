/**
 * The question before booking settings that delete past bookings are saved, asked alike wherever they are
 * saved (the booking settings' Save, a restore from their history): the server refuses a shorter
 * retention (409, with `deletes`, how many bookings and orders the next daily run deletes) until the request carries
 * that count, so the superadmin is shown the count and the request is sent again only with their yes.
 */
import { RetentionDeletesSchema } from '../../../domain/reservations/booking-settings.ts';
import type { ConfirmOptions } from '../../components/ConfirmDialog.tsx';
import { t } from '../../i18n/i18n.ts';
import { ApiError } from '../../shared/api.ts';

/**
 * Sends `send()` (a save of booking settings keeping bookings `months`); when the server answers with the
 * count of bookings it deletes, asks with `confirm` and sends `send(count)` on yes. Resolves to the
 * answer, or null when the superadmin said no (nothing saved); any other refusal is thrown.
 */
export async function withDeletesConfirmed<T>(
  send: (confirmDeletes?: number) => Promise<T>,
  months: number | null,
  confirm: (options: ConfirmOptions) => Promise<boolean>,
): Promise<T | null> {
  try {
    return await send();
  } catch (failure) {
    const asked = failure instanceof ApiError && failure.status === 409;
    const deletes = asked ? RetentionDeletesSchema.safeParse(failure.answer) : null;
    if (!deletes?.success) throw failure;
    const count = deletes.data.deletes;
    const orders = deletes.data.orders ?? 0;
    const bookings = deletes.data.bookings ?? count - orders;
    // Guests' orders are kept as long as bookings: the question names them when there are any.
    const confirmed = await confirm(
      orders === 0
        ? {
            title: t('reservations.retentionConfirmTitle'),
            message: t.plural('reservations.retentionDeletes', count, { months: months ?? '' }),
            confirmLabel: t.plural('reservations.retentionConfirm', count),
            danger: true,
          }
        : {
            title: t('reservations.retentionConfirmTitleWithOrders'),
            message: t('reservations.retentionDeletesWithOrders', {
              what:
                bookings > 0
                  ? t('reservations.retentionBookingsAndOrders', {
                      bookings: t.plural('reservations.retentionBookings', bookings),
                      orders: t.plural('reservations.retentionOrders', orders),
                    })
                  : t.plural('reservations.retentionOrders', orders),
              months: months ?? '',
            }),
            confirmLabel: t('reservations.retentionConfirmWithOrders'),
            danger: true,
          },
    );
    return confirmed ? send(count) : null;
  }
}
