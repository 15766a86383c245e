/**
 * /admin/orders (Pesanan): the orders guests send from the site's basket, as a queue for a phone on the
 * counter. One day's orders (today on the restaurant's clock by default), newest first, filtered by status,
 * refreshed by itself when a new order comes in; each moved along new → accepted (with a ready time) →
 * ready → completed, or declined or cancelled with a reason, with Undo and the WhatsApp text that tells the
 * guest; the kitchen ticket; the day's figures and the CSV of a date range.
 */
import { Download, RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { can } from '../../../domain/accounts/permissions.ts';
import {
  type DepositState,
  type NewOrdersCount,
  NewOrdersCountSchema,
  ORDER_STATUSES,
  type Order,
  OrderSchema,
  type OrderStatus,
  REASON_STATUSES,
} from '../../../domain/orders/order.ts';
import { OrderingSettingsSchema } from '../../../domain/orders/ordering-settings.ts';
import { adoptStyles } from '../../../ui/adopt-styles.ts';
import { onLocationChange } from '../../app/location.ts';
import type { PageProps } from '../../app/routes.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { SelectField, TextField } from '../../components/fields.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { adminNow, formatDay } from '../../i18n/format.ts';
import { t as translate, useT } from '../../i18n/i18n.ts';
import { ApiError, api } from '../../shared/api.ts';
import { notifyFailure } from '../../shared/failure-toasts.ts';
import { keepNewer } from '../../shared/keep-newer.ts';
import { restaurantWords } from '../../shared/restaurant-words.ts';
import { NEW_ORDERS_PATH, type NewOrdersChange, ORDERS_EVENT } from '../notifications/new-orders.tsx';
import { orderGuestWhatsAppLink } from './guest-message.ts';
import { OrderCard, orderAnchor, orderStatusLabel } from './OrderCard.tsx';
import { OrderExportDialog } from './OrderExportDialog.tsx';
import { OrderFiguresTable } from './OrderFiguresCard.tsx';
import { OrderListSchema, ordersPath } from './order-list.ts';
import ordersStyles from './orders.css?inline';
import { PreorderCalendarCard } from './PreorderCalendarCard.tsx';
import { AcceptDialog, ReasonDialog } from './ReasonDialogs.tsx';
import { TicketDialog } from './TicketDialog.tsx';

adoptStyles(ordersStyles);

/** Longer than the gap between the two taps of a double tap. */
const SETTLE_MS = 700;

/** Newest first; the code keeps the order stable. */
const newestFirst = (a: Order, b: Order) => b.position - a.position || b.code.localeCompare(a.code);

/** The order a link names (?code=PSN-…, from a toast or a push notification), once. */
function linkedCode(): string {
  if (typeof location === 'undefined') return '';
  return new URLSearchParams(location.search).get('code')?.toUpperCase() ?? '';
}

type Asking =
  | { kind: 'accept'; order: Order }
  | { kind: 'reason'; order: Order; status: 'declined' | 'cancelled' }
  | { kind: 'ticket'; order: Order }
  | { kind: 'export' }
  | null;

export function OrdersPage({ session }: PageProps) {
  const t = useT();
  const [chosenDay, setDay] = useState<string | null>(null);
  const day = chosenDay ?? adminNow().date;
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [orders, setOrders] = useState<Order[] | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [deciding, setDeciding] = useState<ReadonlySet<string>>(new Set());
  const [asking, setAsking] = useState<Asking>(null);
  const [prepMinutes, setPrepMinutes] = useState<number | null>(null);
  // Orders that came in while the screen was open are marked new until the screen is left.
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  // Every change here or new order seen asks the calendar of pre-orders again.
  const [changes, setChanges] = useState(0);
  const [newDays, setNewDays] = useState<NewOrdersCount['days']>([]);
  const restaurant = restaurantWords().name || undefined;
  const latest = useRef(0);
  const shown = useRef<Order[] | null>(null);
  shown.current = orders;
  const target = useRef(linkedCode());

  const load = useCallback(async (date: string, { quiet = false } = {}) => {
    const ticket = ++latest.current;
    if (!quiet) setLoading(true);
    try {
      const list = await api(ordersPath(date), { schema: OrderListSchema });
      if (ticket !== latest.current) return;
      setOrders(keepNewer(list.items, shown.current, (order) => order.code).sort(newestFirst));
      setFailed(false);
    } catch (error) {
      if (ticket !== latest.current || (quiet && shown.current !== null)) return;
      notifyFailure(error, translate('orders.loadFailed'));
      setFailed(true);
    } finally {
      if (ticket === latest.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load(day);
  }, [load, day]);

  // A link to one order (?code=: a toast's or a notification's, followed here or from another screen)
  // opens the day it is for and brings its card into view.
  useEffect(() => {
    const follow = () => {
      const code = linkedCode();
      if (!code) return;
      target.current = code;
      api(`/api/admin/orders/${encodeURIComponent(code)}`, { schema: OrderSchema })
        .then((order) => {
          setDay(order.date === adminNow().date ? null : order.date);
          // The same day shown already: asked again, with the order in it.
          void load(order.date, { quiet: true });
        })
        .catch(() => undefined);
    };
    follow();
    return onLocationChange(follow);
  }, [load]);
  useEffect(() => {
    const code = target.current;
    if (!code || !orders) return;
    const card = document.getElementById(orderAnchor(code));
    if (!card) return;
    target.current = '';
    card.scrollIntoView({ block: 'center' });
    card.classList.add('is-target');
  }, [orders]);

  // The kitchen's preparation time proposes the ready time (only roles that read the ordering settings).
  useEffect(() => {
    if (!can(session?.role ?? '', 'content')) return;
    api('/api/admin/ordering', { schema: OrderingSettingsSchema })
      .then((settings) => setPrepMinutes(settings.prep_minutes))
      .catch(() => undefined);
  }, [session?.role]);

  // The days new orders are for: the ☰ badge counts them all, the queue shows one day.
  useEffect(() => {
    api(NEW_ORDERS_PATH, { schema: NewOrdersCountSchema })
      .then((count) => setNewDays(count.days))
      .catch(() => undefined);
  }, []);

  // A new order shows up by itself (new-orders.tsx asks every 20 s), marked new.
  useEffect(() => {
    const refresh = (event: Event) => {
      const change = (event as CustomEvent<NewOrdersChange>).detail;
      setNewDays(change.days);
      const known =
        change.latest_code === null || shown.current?.some((order) => order.code === change.latest_code);
      if (change.newest.length > 0)
        setFresh((current) => new Set([...current, ...change.newest.map((order) => order.code)]));
      if (change.after_own_write && known && change.newest.length === 0) return;
      void load(day, { quiet: true });
      setChanges((n) => n + 1);
    };
    window.addEventListener(ORDERS_EVENT, refresh);
    return () => window.removeEventListener(ORDERS_EVENT, refresh);
  }, [load, day]);

  const openDay = (date: string) => setDay(date === adminNow().date ? null : date);

  const setBusy = (code: string, busy: boolean) =>
    setDeciding((current) => {
      const next = new Set(current);
      if (busy) next.add(code);
      else next.delete(code);
      return next;
    });
  /**
   * A card's buttons come back a moment after its change has landed, not at once: the next step's button
   * takes the place of the one tapped ("Selesai" where "Siap" was, the change again where Undo was), and
   * the second tap of a double tap must not make that next change.
   */
  const settle = (code: string) => setTimeout(() => setBusy(code, false), SETTLE_MS);

  const replace = (updated: Order) => {
    setOrders((list) => list?.map((order) => (order.code === updated.code ? updated : order)) ?? list);
    setChanges((n) => n + 1);
  };

  /** Marks the deposit paid, refunded or unpaid again; the toast's Undo puts back what it was. */
  async function deposit(order: Order, state: DepositState) {
    const { code } = order;
    const before = order.deposit?.state;
    setBusy(code, true);
    try {
      const updated = await api(`/api/admin/orders/${encodeURIComponent(code)}/deposit`, {
        method: 'PUT',
        json: { state, revision: order.revision },
        schema: OrderSchema,
      });
      replace(updated);
      toast.success(t(`orders.deposit.saved.${state}`), {
        description: `${code} · ${order.name}`,
        ...(before && { cancel: { label: t('common.undo'), onClick: () => void deposit(updated, before) } }),
      });
    } catch (error) {
      notifyFailure(error, t('orders.deposit.failed'));
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) void load(day);
    } finally {
      settle(code);
    }
  }

  async function undo(order: Order) {
    const { code } = order;
    setBusy(code, true);
    try {
      const updated = await api(`/api/admin/orders/${encodeURIComponent(code)}/undo`, {
        method: 'POST',
        json: { revision: order.revision },
        schema: OrderSchema,
      });
      replace(updated);
      toast.success(t('orders.undone'), { description: `${code}: ${orderStatusLabel(updated.status)}` });
    } catch (error) {
      notifyFailure(error, t('orders.undoFailed'));
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) void load(day);
    } finally {
      settle(code);
    }
  }

  /**
   * Changes the order's status; whether it landed. A dialog that asked for the change closes when it did,
   * or when the order changed meanwhile; else it stays, with what was typed, to be sent again.
   */
  async function send(
    order: Order,
    next: OrderStatus,
    extra: { ready_at?: string; reason?: string } = {},
  ): Promise<boolean> {
    const { code, name } = order;
    setBusy(code, true);
    try {
      const updated = await api(`/api/admin/orders/${encodeURIComponent(code)}`, {
        method: 'PUT',
        json: { status: next, revision: order.revision, ...extra },
        schema: OrderSchema,
      });
      setAsking(null);
      replace(updated);
      const link = orderGuestWhatsAppLink(updated, restaurant);
      toast.success(t(`orders.changed.${next}`), {
        description: t('orders.letKnow', { name }),
        action: {
          label: t('orders.whatsapp'),
          onClick: () => window.open(link, '_blank', 'noopener,noreferrer'),
        },
        // A change made by mistake is taken back here, before the guest is told.
        cancel: { label: t('common.undo'), onClick: () => void undo(updated) },
      });
      // The buttons changed: keyboard focus goes to the card's WhatsApp link, the next step.
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>(`[data-whatsapp="${CSS.escape(code)}"]`)?.focus(),
      );
      return true;
    } catch (error) {
      notifyFailure(error, t('orders.changeFailed'));
      // Someone else changed it (409) or it is gone (404): show the queue as it is now.
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
        setAsking(null);
        void load(day);
      }
      return false;
    } finally {
      settle(code);
    }
  }

  function change(order: Order, next: OrderStatus) {
    if (deciding.has(order.code)) return;
    if (next === 'accepted') setAsking({ kind: 'accept', order });
    else if (REASON_STATUSES.includes(next))
      setAsking({ kind: 'reason', order, status: next as 'declined' | 'cancelled' });
    else void send(order, next);
  }

  const listed = useMemo(
    () => (orders ?? []).filter((order) => !status || order.status === status),
    [orders, status],
  );
  const statusOptions = [
    { value: '', label: t('orders.allStatuses') },
    ...ORDER_STATUSES.map((value) => ({ value, label: orderStatusLabel(value) })),
  ];

  return (
    <>
      <p className="page-intro">{t('orders.intro')}</p>
      <div className="toolbar orders-toolbar">
        <search className="orders-filters" aria-label={t('orders.filters')}>
          <TextField
            label={t('orders.date')}
            type="date"
            name="date"
            required
            value={day}
            onChange={(event) => event.target.value && setDay(event.target.value)}
          />
          <SelectField
            label={t('orders.statusFilter')}
            name="status"
            options={statusOptions}
            value={status}
            onChange={(event) => setStatus(event.target.value as OrderStatus | '')}
          />
        </search>
        <div className="orders-toolbar-buttons">
          <button
            type="button"
            className="btn btn-secondary btn-small"
            disabled={day === adminNow().date}
            onClick={() => setDay(null)}
          >
            {t('orders.today')}
          </button>
          <button
            type="button"
            className="btn btn-secondary btn-small"
            disabled={loading}
            onClick={() => load(day)}
          >
            <RefreshCw size={16} aria-hidden /> {t('orders.refresh')}
          </button>
        </div>
      </div>

      {orders === null ? (
        failed ? (
          <div className="empty-state">
            <p>{t('orders.loadFailed')}</p>
            <button type="button" className="btn btn-secondary" onClick={() => load(day)}>
              {t('orders.tryAgain')}
            </button>
          </div>
        ) : (
          <Spinner label={t('orders.loading')} />
        )
      ) : (
        <div className={loading ? 'orders-list is-loading' : 'orders-list'} aria-busy={loading}>
          <h2 className="orders-day">{formatDay(day)}</h2>
          <NewElsewhere days={newDays.filter((entry) => entry.date !== day)} onOpenDay={openDay} />
          <p className="muted" aria-live="polite">
            {t.plural('orders.count', listed.length)}
          </p>
          {listed.length === 0 ? (
            <EmptyState>{status ? t('orders.noMatch') : t('orders.none')}</EmptyState>
          ) : (
            <div className="orders-queue">
              {listed.map((order) => (
                <OrderCard
                  key={order.code}
                  order={order}
                  restaurant={restaurant}
                  busy={deciding.has(order.code)}
                  fresh={fresh.has(order.code)}
                  onChange={change}
                  onUndo={undo}
                  onTicket={(chosen) => setAsking({ kind: 'ticket', order: chosen })}
                  onDeposit={(chosen, state) => void deposit(chosen, state)}
                />
              ))}
            </div>
          )}
          <PreorderCalendarCard changes={changes} onOpenDay={setDay} />
          <section className="card orders-figures" aria-labelledby="orders-figures-title">
            <h2 id="orders-figures-title">{t('orders.figuresTitle', { day: formatDay(day) })}</h2>
            <OrderFiguresTable orders={orders} />
            <p className="muted">{t('orders.figuresHint')}</p>
            <button
              type="button"
              className="btn btn-secondary btn-small"
              onClick={() => setAsking({ kind: 'export' })}
            >
              <Download size={16} aria-hidden /> {t('orders.export')}
            </button>
          </section>
        </div>
      )}

      {asking?.kind === 'accept' && (
        <AcceptDialog
          order={asking.order}
          prepMinutes={prepMinutes}
          onAccept={(readyAt) => send(asking.order, 'accepted', readyAt ? { ready_at: readyAt } : {})}
          onClose={() => setAsking(null)}
        />
      )}
      {asking?.kind === 'reason' && (
        <ReasonDialog
          order={asking.order}
          status={asking.status}
          onConfirm={(reason) => send(asking.order, asking.status, { reason })}
          onClose={() => setAsking(null)}
        />
      )}
      {asking?.kind === 'ticket' && (
        <TicketDialog order={asking.order} restaurant={restaurant} onClose={() => setAsking(null)} />
      )}
      {asking?.kind === 'export' && <OrderExportDialog onClose={() => setAsking(null)} />}
    </>
  );
}

/** The other days new orders are for, each a button that opens it ("Selasa, 1 Desember 2026: 2 baru"). */
function NewElsewhere({
  days,
  onOpenDay,
}: {
  days: NewOrdersCount['days'];
  onOpenDay: (date: string) => void;
}) {
  const t = useT();
  if (days.length === 0) return null;
  return (
    <fieldset className="orders-elsewhere">
      <legend>{t('orders.elsewhere')}</legend>
      {days.map((entry) => (
        <button
          key={entry.date}
          type="button"
          className="btn btn-secondary btn-small"
          onClick={() => onOpenDay(entry.date)}
        >
          {t('orders.elsewhereDay', { day: formatDay(entry.date), count: entry.new })}
        </button>
      ))}
    </fieldset>
  );
}
