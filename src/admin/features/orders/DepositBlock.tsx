/**
 * An order's deposit on its card (issue 41): how much and by when, the rest due on collection, where it
 * stands (unpaid, overdue once its deadline has passed, paid or refunded, with who and when), and the
 * buttons staff use after checking their QRIS app; each change can be taken back.
 */
import { BadgeCheck, RotateCcw, Undo2 } from 'lucide-react';
import { formatRupiah } from '../../../domain/orders/bill.ts';
import type { DepositState, Order } from '../../../domain/orders/order.ts';
import { adminNow, formatDateTime } from '../../i18n/format.ts';
import { useT } from '../../i18n/i18n.ts';
import { orderWhen } from './order-when.ts';

/** The changes a deposit in `state` offers, the first the usual one. */
const NEXT: Record<DepositState, DepositState[]> = {
  unpaid: ['paid'],
  paid: ['refunded', 'unpaid'],
  refunded: ['paid'],
};
const ICONS: Record<DepositState, typeof BadgeCheck> = {
  paid: BadgeCheck,
  refunded: RotateCcw,
  unpaid: Undo2,
};
const BADGES: Record<DepositState, string> = {
  unpaid: 'badge badge-gold',
  paid: 'badge badge-green',
  refunded: 'badge badge-grey',
};

/** Whether an unpaid deposit is past its deadline on the restaurant's clock. */
export function depositOverdue(deposit: Order['deposit'], now = adminNow()): boolean {
  return deposit?.state === 'unpaid' && `${now.date} ${now.time}` > deposit.due;
}

export function DepositBlock({
  order,
  busy,
  onDeposit,
}: {
  order: Order;
  busy: boolean;
  onDeposit: (order: Order, state: DepositState) => void;
}) {
  const t = useT();
  const { deposit, code } = order;
  if (!deposit) return null;
  const today = adminNow().date;
  const overdue = depositOverdue(deposit);
  const state = t(`orders.deposit.state.${deposit.state}`);
  return (
    <div className={overdue ? 'order-deposit is-overdue' : 'order-deposit'}>
      <p className="order-deposit-head">
        <strong>
          {t('orders.deposit.line', { percent: deposit.percent, amount: formatRupiah(deposit.amount) })}
        </strong>{' '}
        <span className={overdue ? 'badge badge-red' : BADGES[deposit.state]}>
          {overdue ? t('orders.deposit.overdue') : state}
        </span>
      </p>
      {deposit.state === 'unpaid' && (
        <p className="muted">{t('orders.deposit.due', { when: orderWhen(deposit.due, today) })}</p>
      )}
      {deposit.changed_by && deposit.changed_at && deposit.state !== 'unpaid' && (
        <p className="muted">
          {t('orders.deposit.by', {
            state,
            who: deposit.changed_by,
            when: formatDateTime(deposit.changed_at) ?? deposit.changed_at,
          })}
        </p>
      )}
      {deposit.rest > 0 && (
        <p className="muted">{t('orders.deposit.rest', { amount: formatRupiah(deposit.rest) })}</p>
      )}
      {overdue && <p className="order-deposit-warning">{t('orders.deposit.overdueHint')}</p>}
      <div className="actions">
        {NEXT[deposit.state].map((next, index) => {
          const Icon = ICONS[next];
          const action = t(`orders.deposit.action.${next}`);
          return (
            <button
              key={next}
              type="button"
              className={`btn ${index === 0 ? 'btn-secondary' : 'btn-ghost'} btn-small`}
              aria-label={t('orders.deposit.actionOf', { action, code })}
              disabled={busy}
              onClick={() => onDeposit(order, next)}
            >
              <Icon size={16} aria-hidden /> {action}
            </button>
          );
        })}
      </div>
    </div>
  );
}
