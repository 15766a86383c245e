/**
 * /admin/reservations (SPEC §2): the reservations, in the order of their date and time, filtered by day
 * and status, and refreshed by itself when the pending count changes; or one day's bookings (the day
 * view, printable). Staff move each along its lifecycle (after a question, with Undo), tell the guest on
 * WhatsApp, enter phone and walk-in bookings, and set the seats per slot.
 */
import { Download, Plus, RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { can } from '../../../domain/accounts/permissions.ts';
import {
  RESERVATION_STATUSES,
  type Reservation,
  ReservationSchema,
  type ReservationStatus,
} from '../../../domain/reservations/reservation.ts';
import { adoptStyles } from '../../../ui/adopt-styles.ts';
import type { PageProps } from '../../app/routes.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { SelectField, TextField } from '../../components/fields.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { adminNow } from '../../i18n/format.ts';
import { type MessageKey, t as translate, useT } from '../../i18n/i18n.ts';
import { ApiError, api } from '../../shared/api.ts';
import { notifyFailure } from '../../shared/failure-toasts.ts';
import { keepNewer } from '../../shared/keep-newer.ts';
import { restaurantWords } from '../../shared/restaurant-words.ts';
import { markSeen, useNewBookings } from '../notifications/new-bookings.tsx';
import { PENDING_EVENT, type PendingChange } from '../notifications/pending-reservations.ts';
import { BookingSettingsPanel } from './BookingSettingsPanel.tsx';
import { DayView } from './DayView.tsx';
import { ExportDialog } from './ExportDialog.tsx';
import { guestWhatsAppLink } from './guest-message.ts';
import { NewBookingDialog } from './NewBookingDialog.tsx';
import { formatReservationDate, ReservationsTable, statusLabel } from './ReservationsTable.tsx';
import reservationsStyles from './reservations.css?inline';
import { showViewInAddress, type View, viewFromAddress } from './view-address.ts';

adoptStyles(reservationsStyles);

/** The question asked before a change of status ("Confirm the reservation of … at 19:00?"). */
function changeQuestion(reservation: Reservation, status: ReservationStatus): string {
  const { name, guests, time } = reservation;
  const what = translate('reservations.question.what', {
    name,
    guests,
    date: formatReservationDate(reservation.date),
    time,
  });
  return translate(`reservations.question.${status}`, { what });
}

const FAILURES: Partial<Record<ReservationStatus, MessageKey>> = {
  confirmed: 'reservations.confirmFailed',
  declined: 'reservations.declineFailed',
};

/** By booking date and time, soonest first; the booking id keeps the order stable. */
const byBookingTime = (a: Reservation, b: Reservation) =>
  `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`) || a.id.localeCompare(b.id);

interface Filters {
  /** yyyy-mm-dd, or '' for every day. */
  date: string;
  /** '' for every status. */
  status: ReservationStatus | '';
}

/** The status filter's choices, in the admin's language. */
const statusOptions = () => [
  { value: '', label: translate('reservations.allStatuses') },
  ...RESERVATION_STATUSES.map((value) => ({ value, label: statusLabel(value) })),
];

/** Reservations asked for at a time: the server sends them newest first, a page at a time. */
const PAGE_SIZE = 100;

function listPath({ date, status }: Filters, offset = 0): string {
  const query = new URLSearchParams();
  if (date) query.set('date', date);
  if (status) query.set('status', status);
  query.set('limit', String(PAGE_SIZE));
  if (offset) query.set('offset', String(offset));
  return `/api/admin/reservations?${query}`;
}

/**
 * The restaurant's name (its info's, as the session tells it to every role) for the WhatsApp messages: the
 * name guests booked with, not the header's brand text. Undefined while unknown; the messages then say
 * "restoran kami". The page is drawn again when the session answers.
 */
const restaurantName = (): string | undefined => restaurantWords().name || undefined;

export function ReservationsPage({ session }: PageProps) {
  const t = useT();
  const [filters, setFilters] = useState<Filters>({ date: '', status: '' });
  const [view, setView] = useState<View>(() => viewFromAddress().view);
  const [chosenDay, setDay] = useState<string | null>(() => viewFromAddress().day);
  useEffect(() => showViewInAddress(view, chosenDay), [view, chosenDay]);
  // Today on the restaurant's clock until staff pick a day: read when shown, not when the page opened, so
  // the restaurant's zone (known once the session answers) and midnight are both followed.
  const day = chosenDay ?? adminNow().date;
  const [adding, setAdding] = useState(false);
  const [exporting, setExporting] = useState(false);
  // The day view shows every booking of its day, whatever the list's filters.
  const query = useMemo<Filters>(
    () => (view === 'day' ? { date: day, status: '' } : filters),
    [view, day, filters],
  );
  const [reservations, setReservations] = useState<Reservation[] | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  // A full page came back: older reservations may follow.
  const [hasMore, setHasMore] = useState(false);
  const [deciding, setDeciding] = useState<ReadonlySet<string>>(new Set());
  const restaurant = restaurantName();
  // Bookings that came in while the admin was open are marked new here; leaving the page with them
  // listed counts them as seen.
  const newBookings = useNewBookings();
  const fresh = useMemo(() => new Set(newBookings.map((booking) => booking.id)), [newBookings]);
  const seenHere = useRef(new Set<string>());
  for (const item of reservations ?? []) if (fresh.has(item.id)) seenHere.current.add(item.id);
  useEffect(() => () => markSeen(seenHere.current), []);
  // The toast's link names one booking (#booking-…): its row is brought into view once it is listed.
  const target = useRef(typeof location === 'undefined' ? '' : decodeURIComponent(location.hash.slice(1)));
  useEffect(() => {
    if (!target.current || !reservations) return;
    const row = document.getElementById(target.current);
    if (!row) return;
    target.current = '';
    row.scrollIntoView({ block: 'center' });
  }, [reservations]);
  // Only the answer to the latest request is shown, however the requests overtake each other.
  const latest = useRef(0);

  // What the list shows now (null before its first answer), for the loads and refreshes below.
  const shown = useRef<Reservation[] | null>(null);
  shown.current = reservations;

  /**
   * `quiet`: a refresh behind what is shown (no busy state, and no failure toast while a list is shown).
   * A refresh can overtake the first load (the pending count answers while it is out): when nothing is
   * shown yet, its failure is said like the load's would have been, never swallowed.
   */
  const load = useCallback(async (current: Filters, { quiet = false } = {}) => {
    const ticket = ++latest.current;
    if (!quiet) setLoading(true);
    try {
      const list = await api(listPath(current), { schema: ReservationSchema.array() });
      if (ticket !== latest.current) return;
      setReservations(keepNewer(list, shown.current, (item) => item.id).sort(byBookingTime));
      setHasMore(list.length === PAGE_SIZE);
      setFailed(false);
    } catch (error) {
      if (ticket !== latest.current || (quiet && shown.current !== null)) return;
      notifyFailure(error, translate('reservations.loadFailed'));
      setFailed(true);
    } finally {
      if (ticket === latest.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    load(query);
  }, [load, query]);

  async function loadMore() {
    const ticket = ++latest.current;
    const shown = reservations ?? [];
    setLoading(true);
    try {
      const page = await api(listPath(query, shown.length), { schema: ReservationSchema.array() });
      if (ticket !== latest.current) return;
      const known = new Set(shown.map((item) => item.id));
      setReservations([...shown, ...page.filter((item) => !known.has(item.id))].sort(byBookingTime));
      setHasMore(page.length === PAGE_SIZE);
    } catch (error) {
      if (ticket === latest.current) notifyFailure(error, t('reservations.loadFailed'));
    } finally {
      if (ticket === latest.current) setLoading(false);
    }
  }

  // Bookings made while the page is open show up by themselves: the sidebar's pending count (asked for
  // every 20 s while the tab is shown, see pending-reservations.ts) says when the list changed. A change
  // that is this page's own decision leaves the list as it is (the decided row stays, with its WhatsApp
  // link, until the list is refreshed), unless a booking came in meanwhile.
  useEffect(() => {
    const refresh = (event: Event) => {
      const change = (event as CustomEvent<PendingChange>).detail;
      const known = change.latest_id === null || shown.current?.some((item) => item.id === change.latest_id);
      if (change.after_own_write && (!change.new_booking || known)) return;
      void load(query, { quiet: true });
    };
    window.addEventListener(PENDING_EVENT, refresh);
    return () => window.removeEventListener(PENDING_EVENT, refresh);
  }, [load, query]);

  const setBusy = (id: string, busy: boolean) =>
    setDeciding((current) => {
      const next = new Set(current);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  const replace = (updated: Reservation) =>
    setReservations((list) => list?.map((item) => (item.id === updated.id ? updated : item)) ?? list);

  /** Takes back the last change of a reservation (the toast's or the row's Undo). */
  async function undo(reservation: Reservation) {
    const { id } = reservation;
    setBusy(id, true);
    try {
      const updated = await api(`/api/admin/reservations/${encodeURIComponent(id)}/undo`, {
        method: 'POST',
        json: { revision: reservation.revision },
        schema: ReservationSchema,
      });
      replace(updated);
      toast.success(t('reservations.undone'), {
        description: `${reservation.name}: ${statusLabel(updated.status)}`,
      });
    } catch (error) {
      notifyFailure(error, t('reservations.undoFailed'));
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) load(query);
    } finally {
      setBusy(id, false);
    }
  }

  async function change(reservation: Reservation, status: ReservationStatus) {
    const { id, name } = reservation;
    if (deciding.has(id)) return;
    if (!window.confirm(changeQuestion(reservation, status))) return;
    setBusy(id, true);
    try {
      const updated = await api(`/api/admin/reservations/${encodeURIComponent(id)}`, {
        method: 'PUT',
        json: { status, revision: reservation.revision },
        schema: ReservationSchema,
      });
      // The row stays where it is, with its new status, until the list is refreshed.
      replace(updated);
      const tell = status === 'confirmed' || status === 'declined' || status === 'cancelled';
      const link = updated.phone ? guestWhatsAppLink(updated, restaurant) : null;
      toast.success(t(`reservations.changed.${status}`), {
        description: tell && link ? t('reservations.letKnow', { name }) : name,
        ...(tell && link
          ? {
              action: {
                label: t('reservations.whatsapp'),
                onClick: () => window.open(link, '_blank', 'noopener,noreferrer'),
              },
            }
          : {}),
        // A change made by mistake is taken back here, before the guest is told.
        cancel: { label: t('common.undo'), onClick: () => void undo(updated) },
      });
      // The buttons are gone: keyboard focus goes to the row's WhatsApp link, the next step.
      if (tell && link)
        requestAnimationFrame(() =>
          document.querySelector<HTMLElement>(`[data-whatsapp="${CSS.escape(id)}"]`)?.focus(),
        );
    } catch (error) {
      notifyFailure(error, t(FAILURES[status] ?? 'reservations.changeFailed'));
      // Someone else changed it (409) or it is gone (404): show the list as it is now.
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) load(query);
    } finally {
      setBusy(id, false);
    }
  }

  function added(reservation: Reservation) {
    setAdding(false);
    // The new booking shows in the view that covers its day; the list is asked again otherwise.
    if (view === 'day' && reservation.date !== day) setDay(reservation.date);
    else void load(query, { quiet: true });
  }

  const filtered = filters.date !== '' || filters.status !== '';
  const pendingCount = useMemo(
    () => reservations?.filter((item) => item.status === 'pending').length ?? 0,
    [reservations],
  );

  return (
    <>
      <p className="page-intro">{t('reservations.intro')}</p>
      <div className="reservations-top">
        <fieldset className="reservations-views">
          <legend className="visually-hidden">{t('reservations.views')}</legend>
          {(['list', 'day'] as const).map((name) => (
            <label key={name} className={view === name ? 'is-active' : undefined}>
              <input
                type="radio"
                name="reservations-view"
                value={name}
                checked={view === name}
                onChange={() => setView(name)}
              />
              {t(`reservations.view.${name}`)}
            </label>
          ))}
        </fieldset>
        <div className="reservations-top-actions">
          <button type="button" className="btn btn-secondary" onClick={() => setExporting(true)}>
            <Download size={18} aria-hidden /> {t('reservations.export')}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
            <Plus size={18} aria-hidden /> {t('reservations.newBooking')}
          </button>
        </div>
      </div>
      {exporting && <ExportDialog onClose={() => setExporting(false)} />}
      {adding && (
        <NewBookingDialog
          defaultDate={view === 'day' ? day : adminNow().date}
          onSaved={added}
          onClose={() => setAdding(false)}
        />
      )}
      {view === 'day' ? (
        <DayView
          day={day}
          onDayChange={setDay}
          reservations={reservations}
          loading={loading}
          failed={failed}
          restaurant={restaurant}
          deciding={deciding}
          fresh={fresh}
          onChange={change}
          onUndo={undo}
          onReminded={replace}
          onRetry={() => load(query)}
        />
      ) : (
        <>
          <div className="toolbar reservations-toolbar">
            <search className="reservations-filters" aria-label={t('reservations.filters')}>
              <TextField
                label={t('reservations.date')}
                type="date"
                name="date"
                value={filters.date}
                onChange={(event) => setFilters((current) => ({ ...current, date: event.target.value }))}
              />
              <div className="reservations-date-buttons">
                <button
                  type="button"
                  className="btn btn-secondary btn-small"
                  onClick={() => setFilters((current) => ({ ...current, date: adminNow().date }))}
                >
                  {t('reservations.today')}
                </button>
                <button
                  type="button"
                  className="btn btn-secondary btn-small"
                  disabled={!filters.date}
                  onClick={() => setFilters((current) => ({ ...current, date: '' }))}
                >
                  {t('reservations.allDates')}
                </button>
              </div>
              <SelectField
                label={t('reservations.status')}
                name="status"
                options={statusOptions()}
                value={filters.status}
                onChange={(event) =>
                  setFilters((current) => ({ ...current, status: event.target.value as Filters['status'] }))
                }
              />
            </search>
            <button
              type="button"
              className="btn btn-secondary"
              disabled={loading}
              onClick={() => load(filters)}
            >
              <RefreshCw size={18} aria-hidden className={loading ? 'reservations-spin' : undefined} />
              {loading && reservations ? t('reservations.refreshing') : t('reservations.refresh')}
            </button>
          </div>

          {reservations === null ? (
            failed ? (
              <div className="empty-state reservations-failed">
                <p>{t('reservations.loadFailed')}</p>
                <button type="button" className="btn btn-secondary" onClick={() => load(filters)}>
                  {t('reservations.tryAgain')}
                </button>
              </div>
            ) : (
              <Spinner label={t('reservations.loading')} />
            )
          ) : (
            <div
              className={loading ? 'reservations-list is-loading' : 'reservations-list'}
              aria-busy={loading}
            >
              <p className="muted reservations-summary" aria-live="polite">
                {t.plural('reservations.count', reservations.length)}
                {hasMore && t('reservations.countShown')}
                {pendingCount > 0 && t('reservations.countPending', { count: pendingCount })}
                {filtered && t('reservations.countFiltered')}
              </p>
              {reservations.length === 0 ? (
                <EmptyState>{filtered ? t('reservations.noMatch') : t('reservations.none')}</EmptyState>
              ) : (
                <ReservationsTable
                  reservations={reservations}
                  restaurant={restaurant}
                  deciding={deciding}
                  fresh={fresh}
                  onChange={change}
                  onUndo={undo}
                />
              )}
              {hasMore && (
                <button type="button" className="btn btn-secondary" disabled={loading} onClick={loadMore}>
                  {t('reservations.showOlder')}
                </button>
              )}
            </div>
          )}
        </>
      )}
      <BookingSettingsPanel editsRetention={can(session?.role ?? '', 'retention')} />
    </>
  );
}
