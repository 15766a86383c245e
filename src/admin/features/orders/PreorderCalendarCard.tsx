/**
 * The kitchen's calendar in Pesanan (issue 41): for each of the coming 14 days that has pre-orders, what
 * to cook of each pre-order dish ("Sat, 12 Dec 2026: Nasi Kotak Rendang 120, Tumpeng 2") and the orders holding
 * them with their deposit; a day opens its orders in the queue above. Asked again after every change.
 */
import { CalendarDays } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type PreorderCalendar, PreorderCalendarSchema } from '../../../domain/orders/order.ts';
import { formatDay } from '../../i18n/format.ts';
import { useT } from '../../i18n/i18n.ts';
import { api } from '../../shared/api.ts';

const DAYS = 14;

export function PreorderCalendarCard({
  changes,
  onOpenDay,
}: {
  /** Changes so far: each one asks the calendar again. */
  changes: number;
  onOpenDay: (date: string) => void;
}) {
  const t = useT();
  const [calendar, setCalendar] = useState<PreorderCalendar | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    // `changes` is what asks again: a change of status or deposit, or a new order.
    void changes;
    api(`/api/admin/orders/calendar?days=${DAYS}`, { schema: PreorderCalendarSchema })
      .then((answer) => {
        if (!current) return;
        setCalendar(answer);
        setFailed(false);
      })
      .catch(() => {
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [changes]);

  const days = calendar?.days.filter((day) => day.dishes.length > 0) ?? [];
  return (
    <section className="card orders-calendar" aria-labelledby="orders-calendar-title">
      <h2 id="orders-calendar-title">
        <CalendarDays size={18} aria-hidden /> {t('orders.calendar.title')}
      </h2>
      <p className="muted">{t('orders.calendar.intro')}</p>
      {failed && !calendar && <p role="alert">{t('orders.calendar.loadFailed')}</p>}
      {calendar && days.length === 0 && <p>{t('orders.calendar.none', { days: DAYS })}</p>}
      {days.length > 0 && (
        <ul className="orders-calendar-days">
          {days.map((day) => {
            const label = formatDay(day.date);
            const unpaid = day.orders.filter((order) => order.deposit === 'unpaid').length;
            return (
              <li key={day.date} className="orders-calendar-day">
                <h3>{label}</h3>
                <p className="orders-calendar-dishes">
                  {day.dishes.map((dish) => `${dish.name} ${dish.quantity}`).join(', ')}
                </p>
                <p className="muted">
                  {t.plural('orders.count', day.orders.length)}
                  {unpaid > 0 && <> · {t.plural('orders.calendar.unpaid', unpaid)}</>}
                </p>
                <button
                  type="button"
                  className="btn btn-ghost btn-small"
                  aria-label={t('orders.calendar.open', { day: label })}
                  onClick={() => onOpenDay(day.date)}
                >
                  {t('orders.calendar.openShort')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
