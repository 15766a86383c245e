/**
 * New orders reach staff while any admin page is open, as new bookings do (pending-reservations.ts): one
 * small request for the count of new orders every 20 s while the tab is shown (and at once on coming back
 * to it, or after an order is changed). The count shows on ☰ (phones), beside Pesanan in the sidebar and in
 * the tab title; a change tells the Pesanan screen to refresh itself; each order sent while the admin is
 * open shows a toast naming it ("Pesanan baru PSN-7K2QX9 · Sari · Rp 83.600") with a link to it, and plays
 * the chime and shows a browser notification as this browser was set to (Settings → Notifications).
 *
 * Only orders sent while the admin is open are announced: the first question names none, each later one
 * asks for the orders sent since the one before, on the server's clock.
 */
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { orderAdminPath } from '../../../domain/notifications/push.ts';
import { formatRupiah } from '../../../domain/orders/bill.ts';
import { type NewOrder, type NewOrdersCount, NewOrdersCountSchema } from '../../../domain/orders/order.ts';
import { followLink, mayLeave, navigate } from '../../app/navigation.ts';
import { t } from '../../i18n/i18n.ts';
import { getAlertPreferences, notificationPermission, playChime } from './pending-reservations.ts';
import { pollWhileShown } from './poll.ts';

export const NEW_ORDERS_PATH = '/api/admin/orders/new-count';
/** Dispatched on window when the count of new orders or the newest of them changed. */
export const ORDERS_EVENT = 'admin:new-orders';
export interface NewOrdersChange extends NewOrdersCount {
  /** Asked for right after this tab changed an order (the change may be its own). */
  after_own_write: boolean;
}

/** Where an order is opened: the Pesanan screen, brought to that order (as a push notification's link is). */
const orderPath = orderAdminPath;

/** "PSN-7K2QX9 · Sari · Rp 83.600": an order as a toast and a notification name it. */
export const newOrderLine = ({ code, name, total }: Pick<NewOrder, 'code' | 'name' | 'total'>): string =>
  `${code} · ${name} · ${formatRupiah(total)}`;

/** Codes already announced in this tab, so a later answer that names one again says nothing. */
const announced = new Set<string>();

function announce(order: NewOrder): void {
  if (announced.has(order.code)) return;
  announced.add(order.code);
  const id = `new-order-${order.code}`;
  toast(t('orders.alert.new', { order: newOrderLine(order) }), {
    id,
    // It stays until it is read or closed: a phone put down on the counter still shows it.
    duration: Number.POSITIVE_INFINITY,
    description: (
      <a
        href={orderPath(order.code)}
        className="new-bookings-link"
        onClick={(event) => {
          followLink(event);
          toast.dismiss(id);
        }}
      >
        {t('orders.alert.view')}
      </a>
    ),
  });
}

function alertNewOrder(order: NewOrder): void {
  const preferences = getAlertPreferences();
  if (preferences.sound) playChime();
  if (!preferences.browser || notificationPermission() !== 'granted') return;
  try {
    const notification = new Notification(t('orders.alert.title'), {
      body: newOrderLine(order),
      tag: `new-order-${order.code}`,
    });
    notification.onclick = () => {
      window.focus();
      if (mayLeave()) navigate(orderPath(order.code));
      notification.close();
    };
  } catch (error) {
    console.error('Could not show the new-order notification', error);
  }
}

/** The number of new orders (not yet accepted or declined), kept up to date while `enabled`; null until known. */
export function useNewOrders(enabled: boolean): number | null {
  const [count, setCount] = useState<number | null>(null);

  useEffect(() => {
    if (!enabled) {
      setCount(null);
      return;
    }
    let last: NewOrdersCount | null = null;
    return pollWhileShown({
      path: NEW_ORDERS_PATH,
      schema: NewOrdersCountSchema,
      writePrefix: '/api/admin/orders',
      onAnswer: (now, afterOwnWrite) => {
        const changed = last === null || now.new !== last.new || now.latest_code !== last.latest_code;
        last = now;
        setCount(now.new);
        if (changed || now.newest.length > 0)
          window.dispatchEvent(
            new CustomEvent<NewOrdersChange>(ORDERS_EVENT, {
              detail: { ...now, after_own_write: afterOwnWrite },
            }),
          );
        const fresh = [...now.newest].reverse().filter((order) => !announced.has(order.code));
        for (const order of fresh) announce(order);
        const newest = fresh.at(-1);
        if (newest) alertNewOrder(newest);
      },
    });
  }, [enabled]);

  return count;
}
