/**
 * The day's figures of the orders: how many and what they bring in, by way and by status (orderFigures:
 * revenue counts what is, or will be, paid; each status shows its own total). On the Pesanan screen and the
 * dashboard.
 */
import { formatRupiah, ORDER_MODES } from '../../../domain/orders/bill.ts';
import { ORDER_STATUSES, type Order, orderFigures } from '../../../domain/orders/order.ts';
import { useT } from '../../i18n/i18n.ts';
import { orderModeLabel, orderStatusLabel } from './OrderCard.tsx';

export function OrderFiguresTable({ orders }: { orders: readonly Order[] }) {
  const t = useT();
  const figures = orderFigures(orders);
  const statuses = ORDER_STATUSES.filter((status) => figures.byStatus[status].count > 0);
  return (
    <table className="data-table order-figures" aria-label={t('orders.figures')}>
      <thead>
        <tr>
          <th scope="col">{t('orders.figures.group')}</th>
          <th scope="col">{t('orders.figures.count')}</th>
          <th scope="col">{t('orders.figures.revenue')}</th>
        </tr>
      </thead>
      <tbody>
        {ORDER_MODES.map((mode) => (
          <tr key={mode}>
            <th scope="row">{orderModeLabel(mode)}</th>
            <td>{figures.byMode[mode].count}</td>
            <td>{formatRupiah(figures.byMode[mode].revenue)}</td>
          </tr>
        ))}
        <tr className="order-figures-all">
          <th scope="row">{t('orders.figures.all')}</th>
          <td data-testid="orders-count">{figures.all.count}</td>
          <td data-testid="orders-revenue">{formatRupiah(figures.all.revenue)}</td>
        </tr>
        {statuses.map((status) => (
          <tr key={status} className="order-figures-status">
            <th scope="row">{orderStatusLabel(status)}</th>
            <td>{figures.byStatus[status].count}</td>
            <td>{formatRupiah(figures.byStatus[status].revenue)}</td>
          </tr>
        ))}
        {figures.depositsPaid.count > 0 && (
          <tr className="order-figures-status">
            <th scope="row">{t('orders.figures.depositsPaid')}</th>
            <td>{figures.depositsPaid.count}</td>
            <td data-testid="orders-deposits">{formatRupiah(figures.depositsPaid.revenue)}</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
