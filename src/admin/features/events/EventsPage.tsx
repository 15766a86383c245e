/**
 * /admin/events (SPEC §2, §4, §5, §7, §8): the events of the website's Event section as a grid of cards.
 * Events are added with the form at the top and edited in place, one at a time; a save closes the form
 * and reloads the list. Every outcome is a toast, failures with the server's reason, and whatever the
 * user typed stays until it is saved.
 */
import { Plus, RotateCcw } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { EventSchema, type RestaurantEvent } from '../../../domain/event.ts';
import { ApiError, api } from '../../api.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { HistoryDialog } from '../../components/HistoryDialog.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { TrashList } from '../../components/TrashList.tsx';
import { notifyFailure } from '../../notify.ts';
import type { PageProps } from '../../routes.ts';
import { EventCard, editButtonId } from './EventCard.tsx';
import { EVENT_FIELD_LABELS, type EventFields, EventForm, type EventValues } from './EventForm.tsx';
import './events.css';

export const EVENTS_EMPTY = 'No events yet. Click "Add Event" to get started.';
export const CONFIRM_DELETE_EVENT = 'Are you sure you want to delete this event?';
export const EVENT_ADDED = 'Event added successfully';
export const EVENT_UPDATED = 'Event updated successfully';
export const EVENT_DELETED = 'Event deleted';
export const LOAD_EVENTS_FAILED = 'Failed to load events';
export const ADD_EVENT_FAILED = 'Failed to add event';
export const UPDATE_EVENT_FAILED = 'Failed to update event';
export const DELETE_EVENT_FAILED = 'Failed to delete event';
const DISCARD_CHANGES = 'You have unsaved changes to an event. Discard them?';

const ADD_BUTTON_ID = 'events-add-button';
const BLANK: EventValues = { title: '', date: '', description: '', image: '' };

/** The one form open on the page (SPEC §4: adding, or editing one card). `id` is null when adding. */
interface Editor {
  id: string | null;
  /** The stored revision the user started from, sent with the update (409 when someone saved since). */
  revision?: number;
  values: EventValues;
  initial: EventValues;
  saving: boolean;
  conflict: boolean;
  /** A save failed: the list may be out of date, so closing the form reloads it. */
  failed: boolean;
}

const fieldsOf = ({ title, date, description, image }: RestaurantEvent): EventValues => ({
  title,
  date,
  description,
  image,
});

const isDirty = (editor: Editor) => JSON.stringify(editor.values) !== JSON.stringify(editor.initial);

function upsert(list: RestaurantEvent[] | null, event: RestaurantEvent): RestaurantEvent[] {
  const current = list ?? [];
  return current.some((entry) => entry.id === event.id)
    ? current.map((entry) => (entry.id === event.id ? event : entry))
    : [...current, event].sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
}

export function EventsPage(_props: PageProps) {
  const [events, setEvents] = useState<RestaurantEvent[] | null>(null);
  const [status, setStatus] = useState<'loading' | 'failed' | 'ready'>('loading');
  const [editor, setEditor] = useState<Editor | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  // The event whose history is open, and a counter that reloads "Recently deleted" after a deletion.
  const [historyOf, setHistoryOf] = useState<RestaurantEvent | null>(null);
  const [deletions, setDeletions] = useState(0);
  // Where the keyboard focus goes once the next render is on screen (a card's Edit button, Add Event).
  const [focusId, setFocusId] = useState<string | null>(null);
  const lastLoad = useRef(0);

  /** Fetches the list; `quiet` refreshes it behind what is shown, without a spinner or a failure toast. */
  const load = useCallback(async ({ quiet = false } = {}): Promise<RestaurantEvent[] | null> => {
    const ticket = ++lastLoad.current;
    if (!quiet) setStatus('loading');
    try {
      const list = await api('/api/admin/events', { schema: EventSchema.array() });
      if (ticket !== lastLoad.current) return null;
      setEvents(list);
      setStatus('ready');
      return list;
    } catch (error) {
      if (ticket !== lastLoad.current || quiet) return null;
      setStatus('failed');
      notifyFailure(error, LOAD_EVENTS_FAILED);
      return null;
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    if (!focusId) return;
    document.getElementById(focusId)?.focus();
    setFocusId(null);
  }, [focusId]);

  /** Whether the open form (if any) may close: never mid-save, and only with consent when it has edits. */
  function mayLeaveEditor(): boolean {
    if (!editor) return true;
    if (editor.saving) return false;
    return !isDirty(editor) || window.confirm(DISCARD_CHANGES);
  }

  function startAdd() {
    if (editor?.id === null) {
      document.querySelector<HTMLElement>('#events-add input')?.focus();
      return;
    }
    if (!mayLeaveEditor()) return;
    setEditor({ id: null, values: BLANK, initial: BLANK, saving: false, conflict: false, failed: false });
  }

  function startEdit(event: RestaurantEvent) {
    if (editor?.id === event.id || !mayLeaveEditor()) return;
    const values = fieldsOf(event);
    setEditor({
      id: event.id,
      revision: event.revision,
      values,
      initial: values,
      saving: false,
      conflict: false,
      failed: false,
    });
  }

  /** SPEC §4: Cancel resets the form (and closes it). */
  function cancel() {
    if (!editor) return;
    setEditor(null);
    setFocusId(editor.id ? editButtonId({ id: editor.id }) : ADD_BUTTON_ID);
    if (editor.failed) void load({ quiet: true });
  }

  async function save(fields: EventFields) {
    if (!editor || editor.saving) return;
    const { id, revision } = editor;
    setEditor({ ...editor, saving: true });
    try {
      const saved =
        id === null
          ? await api('/api/admin/events', { method: 'POST', json: fields, schema: EventSchema })
          : await api(`/api/admin/events/${encodeURIComponent(id)}`, {
              method: 'PUT',
              json: { ...fields, revision },
              schema: EventSchema,
            });
      toast.success(id === null ? EVENT_ADDED : EVENT_UPDATED);
      // SPEC §4: the form is cleared and closed, and the list reloaded (shown updated meanwhile).
      setEvents((list) => upsert(list, saved));
      setEditor(null);
      setFocusId(editButtonId(saved));
      void load({ quiet: true });
    } catch (error) {
      notifyFailure(error, id === null ? ADD_EVENT_FAILED : UPDATE_EVENT_FAILED);
      const conflict = error instanceof ApiError && error.status === 409;
      // Keep the user's edits. On a conflict, learn the revision stored now before Save is possible again,
      // so that the next Save knowingly replaces the version saved meanwhile.
      const latest =
        conflict && id ? (await load({ quiet: true }))?.find((entry) => entry.id === id) : undefined;
      setEditor(
        (current) =>
          current && {
            ...current,
            saving: false,
            failed: true,
            conflict: current.conflict || conflict,
            revision: latest?.revision ?? current.revision,
          },
      );
    }
  }

  async function remove(event: RestaurantEvent) {
    if (!window.confirm(CONFIRM_DELETE_EVENT)) return;
    setDeletingId(event.id);
    try {
      await api(`/api/admin/events/${encodeURIComponent(event.id)}`, { method: 'DELETE' });
      toast.success(EVENT_DELETED);
      setDeletions((count) => count + 1);
      const list = events ?? [];
      const index = list.findIndex((entry) => entry.id === event.id);
      const neighbour = list[index + 1] ?? list[index - 1];
      setEvents((current) => current?.filter((entry) => entry.id !== event.id) ?? current);
      setFocusId(neighbour ? editButtonId(neighbour) : ADD_BUTTON_ID);
    } catch (error) {
      notifyFailure(error, DELETE_EVENT_FAILED);
      // Already gone (someone else deleted it): show the list as it is now.
      if (error instanceof ApiError && error.status === 404) void load({ quiet: true });
    } finally {
      setDeletingId(null);
    }
  }

  /** A restored event (an earlier version, or back from Recently deleted) shows at once, in its place. */
  function showRestored(event: RestaurantEvent) {
    setEvents((list) => upsert(list, event));
    setFocusId(editButtonId(event));
    void load({ quiet: true });
  }

  const formProps = (current: Editor) => ({
    values: current.values,
    saving: current.saving,
    conflict: current.conflict,
    onChange: (values: EventValues) => setEditor((open) => open && { ...open, values }),
    onSubmit: save,
    onCancel: cancel,
  });

  return (
    <>
      <div className="toolbar events-toolbar">
        <p className="page-intro">
          Events in the Event section of the website, such as weekly performances, cooking classes or special
          menus.
        </p>
        <button
          type="button"
          id={ADD_BUTTON_ID}
          className="btn btn-primary"
          onClick={startAdd}
          disabled={status !== 'ready'}
        >
          <Plus size={18} aria-hidden /> Add Event
        </button>
      </div>

      {editor?.id === null && (
        <section id="events-add" className="card events-add" aria-labelledby="events-add-title">
          <EventForm
            label="Add Event"
            heading={<h2 id="events-add-title">Add Event</h2>}
            {...formProps(editor)}
          />
        </section>
      )}

      {status === 'loading' && <Spinner label="Loading events…" />}

      {status === 'failed' && (
        <div className="card events-load-failed">
          <p>{LOAD_EVENTS_FAILED}</p>
          <button type="button" className="btn btn-secondary" onClick={() => void load()}>
            <RotateCcw size={16} aria-hidden /> Retry
          </button>
        </div>
      )}

      {status === 'ready' &&
        events &&
        (events.length === 0 ? (
          <EmptyState>{EVENTS_EMPTY}</EmptyState>
        ) : (
          <ul className="cards-grid events-grid" aria-label="Events">
            {events.map((event) => (
              <li key={event.id} className="card events-card">
                {editor?.id === event.id ? (
                  <EventForm
                    label={`Edit ${event.title}`}
                    heading={<h2 className="events-edit-title">Edit event</h2>}
                    {...formProps(editor)}
                  />
                ) : (
                  <EventCard
                    event={event}
                    deleting={deletingId === event.id}
                    onEdit={() => startEdit(event)}
                    onHistory={() => setHistoryOf(event)}
                    onDelete={() => void remove(event)}
                  />
                )}
              </li>
            ))}
          </ul>
        ))}

      {status === 'ready' && (
        <TrashList
          kind="event"
          refreshKey={deletions}
          image={(event) => event.image}
          onRestored={showRestored}
        />
      )}

      {historyOf && (
        <HistoryDialog
          kind="event"
          item={historyOf}
          title={historyOf.title}
          labels={EVENT_FIELD_LABELS}
          onRestored={(event) => {
            setHistoryOf(null);
            showRestored(event);
          }}
          onClose={() => setHistoryOf(null)}
        />
      )}
    </>
  );
}
