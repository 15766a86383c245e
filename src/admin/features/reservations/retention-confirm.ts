/**
 * The question before booking settings that delete past bookings are saved, asked alike wherever they are
 * saved (the booking settings' Save, a restore from their history): the server refuses a shorter
 * retention (409, with `deletes`, how many bookings the next daily run deletes) until the request carries
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
    const confirmed = await confirm({
      title: t('reservations.retentionConfirmTitle'),
      message: t.plural('reservations.retentionDeletes', count, { months: months ?? '' }),
      confirmLabel: t.plural('reservations.retentionConfirm', count),
      danger: true,
    });
    return confirmed ? send(count) : null;
  }
}
