/**
 * The dashboard's "Today's orders" for the roles that run orders: the day's figures (orders and revenue by
 * way and by status) with a link to the Pesanan screen; kept live by the new-order count.
 */
import { useEffect, useState } from 'react';
import type { Order } from '../../../domain/orders/order.ts';
import { followLink } from '../../app/navigation.ts';
import { pathOf } from '../../app/routes.ts';
import { Spinner } from '../../components/Spinner.tsx';
import { adminNow } from '../../i18n/format.ts';
import { useT } from '../../i18n/i18n.ts';
import { api } from '../../shared/api.ts';
import { ORDERS_EVENT } from '../notifications/new-orders.tsx';
import { OrderFiguresTable } from '../orders/OrderFiguresCard.tsx';
import { OrderListSchema, ordersPath } from '../orders/order-list.ts';

export function TodayOrdersCard() {
  const t = useT();
  // undefined while loading, null when they could not be loaded.
  const [orders, setOrders] = useState<Order[] | null | undefined>(undefined);

  useEffect(() => {
    let current = true;
    const load = () =>
      api(ordersPath(adminNow().date), { schema: OrderListSchema })
        .then((list) => current && setOrders(list.items))
        .catch(() => current && setOrders((shown) => shown ?? null));
    void load();
    window.addEventListener(ORDERS_EVENT, load);
    return () => {
      current = false;
      window.removeEventListener(ORDERS_EVENT, load);
    };
  }, []);

  return (
    <section className="card today-orders" aria-labelledby="today-orders-title">
      <h2 id="today-orders-title">{t('dashboard.orders.title')}</h2>
      {orders === undefined ? (
        <Spinner label={t('dashboard.orders.loading')} />
      ) : orders === null ? (
        <p className="muted">{t('dashboard.orders.failed')}</p>
      ) : (
        <OrderFiguresTable orders={orders} />
      )}
      <p>
        <a href={pathOf('orders')} onClick={followLink}>
          {t('dashboard.orders.open')}
        </a>
      </p>
    </section>
  );
}
