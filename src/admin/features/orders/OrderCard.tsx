/**
 * One order in the queue, as staff read it on a phone: the code and status, when and which way, the guest
 * and their number, each dish with its quantity and note, the bill as the server worked it out, the table
 * or the address with a map link, and what can be done next (the status's changes, Undo, the WhatsApp text
 * for the guest, the kitchen ticket).
 */
import {
  BellRing,
  Check,
  ChefHat,
  MapPin,
  MessageCircle,
  PackageCheck,
  Printer,
  Undo2,
  X,
} from 'lucide-react';
import { addDays } from '../../../domain/content/hours.ts';
import { formatPercent, formatRupiah } from '../../../domain/orders/bill.ts';
import {
  type DepositState,
  ORDER_TRANSITIONS,
  type Order,
  type OrderStatus,
} from '../../../domain/orders/order.ts';
import { formatIndonesianMobile } from '../../../domain/shared/phone.ts';
import { whatsappLink } from '../../../domain/shared/whatsapp.ts';
import { adminNow } from '../../i18n/format.ts';
import { t as translate, useT } from '../../i18n/i18n.ts';
import { DepositBlock } from './DepositBlock.tsx';
import {
  orderGuestMessage,
  orderGuestWhatsAppLink,
  orderMapLink,
  orderReminderMessage,
} from './guest-message.ts';
import { orderWhen } from './order-when.ts';

/** A status as staff read it ("Diterima" / "Accepted"). */
export const orderStatusLabel = (status: OrderStatus): string => translate(`orders.status.${status}`);
/** A way of ordering as staff read it ("Bungkus" / "Pick-up"). */
export const orderModeLabel = (mode: Order['mode']): string => translate(`orders.mode.${mode}`);

export const ORDER_STATUS_BADGES: Record<OrderStatus, string> = {
  new: 'badge badge-gold',
  accepted: 'badge badge-blue',
  ready: 'badge badge-green',
  completed: 'badge badge-grey',
  declined: 'badge badge-red',
  cancelled: 'badge badge-grey',
};

const ACTION_ICONS: Partial<Record<OrderStatus, typeof Check>> = {
  accepted: Check,
  ready: ChefHat,
  completed: PackageCheck,
  declined: X,
};

/** The element id of an order's card (a toast's or a notification's link brings it into view). */
export const orderAnchor = (code: string): string => `order-${code}`;

export function OrderCard({
  order,
  restaurant,
  busy,
  fresh,
  onChange,
  onUndo,
  onTicket,
  onDeposit,
}: {
  order: Order;
  restaurant: string | undefined;
  busy: boolean;
  /** Sent while the admin was open, not seen here before. */
  fresh: boolean;
  onChange: (order: Order, status: OrderStatus) => void;
  onUndo: (order: Order) => void;
  onTicket: (order: Order) => void;
  onDeposit: (order: Order, state: DepositState) => void;
}) {
  const t = useT();
  const { code, name, bill } = order;
  const map = orderMapLink(order);
  const next = ORDER_TRANSITIONS[order.status];
  const titleId = `${orderAnchor(code)}-title`;
  // A pre-order still to be made is reminded of the day before, as bookings are.
  const remind =
    order.lines.some((line) => line.preorder) &&
    (order.status === 'new' || order.status === 'accepted') &&
    order.date === addDays(adminNow().date, 1);
  return (
    <article
      className="card order-card"
      id={orderAnchor(code)}
      data-status={order.status}
      aria-labelledby={titleId}
    >
      <header className="order-card-head">
        <h3 id={titleId} className="order-code">
          {code} <span className="visually-hidden">· {name}</span>
        </h3>
        <span className={ORDER_STATUS_BADGES[order.status]}>{orderStatusLabel(order.status)}</span>
        {fresh && <span className="badge badge-red">{t('orders.newMark')}</span>}
      </header>
      <p className="order-when">
        <strong>{orderWhen(order.time, order.date)}</strong> · {orderModeLabel(order.mode)}
        {order.ready_at && order.status === 'accepted' && (
          <> · {t('orders.readyAt', { time: orderWhen(order.ready_at, order.date) })}</>
        )}
      </p>
      <p className="order-guest">
        <strong>{name}</strong> · <a href={`tel:+${order.phone}`}>{formatIndonesianMobile(order.phone)}</a>
      </p>
      {order.table && <p className="order-place">{t('orders.table', { table: order.table })}</p>}
      {order.address && (
        <p className="order-place">
          {order.address}
          {map && (
            <>
              {' '}
              <a href={map} target="_blank" rel="noopener noreferrer" className="order-map">
                <MapPin size={14} aria-hidden /> {t('orders.map')}
              </a>
            </>
          )}
        </p>
      )}
      {!order.address && map && (
        <p className="order-place">
          <a href={map} target="_blank" rel="noopener noreferrer" className="order-map">
            <MapPin size={14} aria-hidden /> {t('orders.map')}
          </a>
        </p>
      )}
      {order.delivery_note && <p className="muted order-place">{order.delivery_note}</p>}
      <ul className="order-lines" aria-label={t('orders.lines')}>
        {order.lines.map((line) => (
          <li key={line.slug}>
            <span className="order-line-name">
              {line.quantity}× {line.name}
              {line.preorder && (
                <span className="badge badge-blue order-line-preorder">{t('orders.preorder')}</span>
              )}
              {line.note && <span className="order-line-note">{line.note}</span>}
            </span>
            <span className="order-amount">
              {line.amount === null ? t('orders.unpriced') : formatRupiah(line.amount)}
            </span>
          </li>
        ))}
      </ul>
      <dl className="order-bill">
        <dt>{t('orders.subtotal')}</dt>
        <dd data-testid="order-subtotal">{formatRupiah(bill.subtotal)}</dd>
        {bill.service > 0 && (
          <>
            <dt>{t('orders.service', { percent: formatPercent(bill.service_percent) })}</dt>
            <dd>{formatRupiah(bill.service)}</dd>
          </>
        )}
        {bill.tax > 0 && (
          <>
            <dt>{t('orders.tax', { percent: formatPercent(bill.tax_percent) })}</dt>
            <dd>{formatRupiah(bill.tax)}</dd>
          </>
        )}
        <dt className="order-total">{t('orders.total')}</dt>
        <dd className="order-total" data-testid="order-total">
          {formatRupiah(bill.total)}
        </dd>
      </dl>
      {bill.prices_include_tax && <p className="muted">{t('orders.included')}</p>}
      <DepositBlock order={order} busy={busy} onDeposit={onDeposit} />
      {bill.unpriced > 0 && <p className="muted">{t.plural('orders.unpricedCount', bill.unpriced)}</p>}
      {order.reason && <p className="order-reason">{t('orders.reason', { reason: order.reason })}</p>}
      <div className="actions order-actions">
        {next.map((target, index) => {
          const Icon = ACTION_ICONS[target];
          const action = t(`orders.action.${target}`);
          return (
            <button
              key={target}
              type="button"
              className={`btn ${index === 0 ? 'btn-primary' : 'btn-secondary'} btn-small`}
              aria-label={t('orders.actionOf', { action, code })}
              disabled={busy}
              onClick={() => onChange(order, target)}
            >
              {Icon && <Icon size={16} aria-hidden />} {action}
            </button>
          );
        })}
        {order.previous && (
          <button
            type="button"
            className="btn btn-ghost btn-small"
            aria-label={t('orders.undoOf', { undo: t('common.undo'), code })}
            disabled={busy}
            onClick={() => onUndo(order)}
          >
            <Undo2 size={16} aria-hidden /> {t('common.undo')}
          </button>
        )}
      </div>
      <div className="actions order-tools">
        <a
          className="btn btn-secondary btn-small order-whatsapp"
          href={orderGuestWhatsAppLink(order, restaurant)}
          target="_blank"
          rel="noopener noreferrer"
          data-whatsapp={code}
          aria-label={t('orders.tell', { name })}
          title={orderGuestMessage(order, restaurant)}
        >
          <MessageCircle size={16} aria-hidden /> {t('orders.whatsapp')}
        </a>
        {remind && (
          <a
            className="btn btn-secondary btn-small"
            href={whatsappLink(order.phone, orderReminderMessage(order, restaurant))}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('orders.remindOf', { name })}
          >
            <BellRing size={16} aria-hidden /> {t('orders.remind')}
          </a>
        )}
        <button
          type="button"
          className="btn btn-secondary btn-small"
          aria-label={t('orders.ticketOf', { code })}
          onClick={() => onTicket(order)}
        >
          <Printer size={16} aria-hidden /> {t('orders.ticket')}
        </button>
      </div>
    </article>
  );
}
