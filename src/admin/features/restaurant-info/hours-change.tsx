/**
 * Before new opening hours are saved (or an earlier version brought back): the coming times they would
 * close that guests already hold (POST /api/admin/restaurant/hours-check) are named, and the hours are
 * saved only once staff said yes. Nothing is cancelled either way; staff are told whom to tell.
 */

import type { OpeningHours } from '../../../domain/content/hours.ts';
import { type ClosedTime, HoursCheckSchema } from '../../../domain/content/hours-change.ts';
import { useConfirm } from '../../components/ConfirmDialog.tsx';
import { formatBookingWhen } from '../../i18n/format.ts';
import { useT } from '../../i18n/i18n.ts';
import { api } from '../../shared/api.ts';

/** At most this many times are listed; the rest are counted. */
const LISTED = 6;

function ClosedTimes({ closes }: { closes: readonly ClosedTime[] }) {
  const t = useT();
  const more = closes.length - LISTED;
  return (
    <>
      <p>{t('info.hoursClose.intro')}</p>
      <ul className="hours-close-list">
        {closes.slice(0, LISTED).map((at) => (
          <li key={`${at.date} ${at.time}`}>
            <strong>{formatBookingWhen(at.date, at.time)}</strong>:{' '}
            {[
              at.reservations > 0 && t.plural('info.hoursClose.reservations', at.reservations),
              at.orders > 0 && t.plural('info.hoursClose.orders', at.orders),
            ]
              .filter(Boolean)
              .join(', ')}
          </li>
        ))}
      </ul>
      {more > 0 && <p>{t.plural('info.hoursClose.more', more)}</p>}
    </>
  );
}

/**
 * `mayClose(next, saved)`: true when `next` closes nothing guests hold, or staff said to save it all the
 * same; false when they kept the hours. When the check cannot be made (offline), the save goes on: the
 * hours are the restaurant's to set. `dialog` is rendered by the page.
 */
export function useHoursChangeCheck() {
  const t = useT();
  const { confirm, dialog } = useConfirm();
  async function mayClose(next: OpeningHours, saved: OpeningHours | null): Promise<boolean> {
    if (saved && JSON.stringify(next) === JSON.stringify(saved)) return true;
    const closes = await api('/api/admin/restaurant/hours-check', {
      method: 'POST',
      json: { openingHours: next },
      schema: HoursCheckSchema,
    })
      .then((answer) => answer.closes)
      .catch(() => []);
    if (closes.length === 0) return true;
    return confirm({
      title: t('info.hoursClose.title'),
      message: <ClosedTimes closes={closes} />,
      confirmLabel: t('info.hoursClose.confirm'),
    });
  }
  return { mayClose, dialog };
}
