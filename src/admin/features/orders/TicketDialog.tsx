/**
 * The kitchen ticket of one order: the code large, the way and the time, each dish with its quantity and
 * note, and the table or the guest's name, for a 58 mm or 80 mm thermal printer (on Android: Print in
 * Chrome, then the Bluetooth printer's app as the printer) or, where there is none, an A4 sheet. The page
 * printed is the ticket alone, one page exactly as long as the ticket.
 */
import { Printer } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { formatRupiah } from '../../../domain/orders/bill.ts';
import type { Order } from '../../../domain/orders/order.ts';
import { formatIndonesianMobile } from '../../../domain/shared/phone.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { adminNow } from '../../i18n/format.ts';
import { useT } from '../../i18n/i18n.ts';
import { orderModeLabel } from './OrderCard.tsx';
import { orderWhen } from './order-when.ts';

export const TICKET_WIDTHS = ['58', '80', 'a4'] as const;
export type TicketWidth = (typeof TICKET_WIDTHS)[number];
const WIDTH_KEY = 'admin_ticket_width';

/** The width this device printed last (its printer), 58 mm the first time. */
function savedWidth(): TicketWidth {
  try {
    const saved = localStorage.getItem(WIDTH_KEY);
    return TICKET_WIDTHS.find((width) => width === saved) ?? '58';
  } catch {
    return '58';
  }
}

/** The printed page: a roll as wide as the paper and as long as the ticket, or an A4 sheet. */
export function ticketPageRule(width: TicketWidth, heightMm: number): string {
  return width === 'a4'
    ? '@page { size: A4 portrait; margin: 15mm; }'
    : `@page { size: ${width}mm ${Math.max(40, Math.ceil(heightMm) + 4)}mm; margin: 0; }`;
}

function Ticket({ order, width, restaurant }: { order: Order; width: TicketWidth; restaurant?: string }) {
  const t = useT();
  const printedAt = adminNow();
  return (
    <>
      {restaurant && <p className="ticket-restaurant">{restaurant}</p>}
      <p className="ticket-code">{order.code}</p>
      <p className="ticket-mode">
        {orderModeLabel(order.mode)} · {orderWhen(order.time, printedAt.date)}
      </p>
      {order.ready_at && (
        <p>{t('orders.ticketReady', { time: orderWhen(order.ready_at, printedAt.date) })}</p>
      )}
      <p className="ticket-guest">
        {order.table ? `${t('orders.table', { table: order.table })} · ` : ''}
        {order.name}
        {width === 'a4' && ` · ${formatIndonesianMobile(order.phone)}`}
      </p>
      {order.address && <p>{order.address}</p>}
      <ul className="ticket-lines">
        {order.lines.map((line) => (
          <li key={line.slug}>
            <span className="ticket-line">
              {line.quantity}× {line.name}
              {line.preorder && ` · ${t('orders.preorder')}`}
            </span>
            {line.note && <span className="ticket-note">» {line.note}</span>}
          </li>
        ))}
      </ul>
      <p className="ticket-total">
        {t('orders.total')} {formatRupiah(order.bill.total)}
      </p>
      {order.deposit && (
        <p className="ticket-deposit">
          {t('orders.deposit.line', {
            percent: order.deposit.percent,
            amount: formatRupiah(order.deposit.amount),
          })}{' '}
          ({t(`orders.deposit.state.${order.deposit.state}`)})
          <br />
          {t('orders.deposit.rest', { amount: formatRupiah(order.deposit.rest) })}
        </p>
      )}
      <p className="ticket-printed">{t('orders.ticketPrinted', { time: printedAt.time })}</p>
    </>
  );
}

export function TicketDialog({
  order,
  restaurant,
  onClose,
}: {
  order: Order;
  restaurant: string | undefined;
  onClose: () => void;
}) {
  const t = useT();
  const [width, setWidth] = useState<TicketWidth>(savedWidth);
  const [heightMm, setHeightMm] = useState(120);
  const preview = useRef<HTMLDivElement>(null);
  const printRule = `@media print { ${ticketPageRule(width, heightMm)} }`;

  // The preview is drawn at the paper's width: its height is the printed roll's.
  useLayoutEffect(() => {
    const element = preview.current;
    if (!element) return;
    // Printing hides the dialog (a height of 0): the roll keeps the length last measured on screen.
    const measure = () => {
      const height = element.getBoundingClientRect().height;
      if (height > 0) setHeightMm((height * 25.4) / 96);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // While the dialog is open, printing prints the ticket alone.
  useEffect(() => {
    document.body.classList.add('printing-ticket');
    return () => document.body.classList.remove('printing-ticket');
  }, []);

  function choose(next: TicketWidth) {
    setWidth(next);
    try {
      localStorage.setItem(WIDTH_KEY, next);
    } catch {
      // Not remembered on this device: 58 mm again next time.
    }
  }

  return (
    <Dialog title={t('orders.ticketTitle', { code: order.code })} onClose={onClose}>
      <fieldset className="ticket-widths">
        <legend>{t('orders.ticketWidth')}</legend>
        {TICKET_WIDTHS.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="ticket-width"
              value={value}
              checked={width === value}
              onChange={() => choose(value)}
            />
            {t(`orders.ticketWidth.${value}`)}
          </label>
        ))}
      </fieldset>
      <p className="muted">{t('orders.ticketHint')}</p>
      <div className="ticket-preview-frame">
        <div ref={preview} className={`order-ticket ticket-${width}`} aria-hidden>
          <Ticket order={order} width={width} restaurant={restaurant} />
        </div>
      </div>
      <div className="form-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {t('common.close')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          <Printer size={18} aria-hidden /> {t('orders.print')}
        </button>
      </div>
      {createPortal(
        <div className={`order-ticket ticket-sheet ticket-${width}`} data-testid="order-ticket">
          <style>{printRule}</style>
          <Ticket order={order} width={width} restaurant={restaurant} />
        </div>,
        document.body,
      )}
    </Dialog>
  );
}
