/**
 * The state of a page that lists entries as cards and edits them one at a time (the gallery, the events):
 * loading with a spinner and Retry, the one open form (adding, or editing one card in place, SPEC §4),
 * consent before unsaved changes are dropped, saving with the revision the user started from (a 409 keeps
 * the edits and says why), deleting after confirmation, and where the keyboard focus goes afterwards.
 */
import { useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import type { ContentKind } from '../../../domain/content/history.ts';
import { useLeaveGuard } from '../../app/navigation.ts';
import { type MessageKey, useT } from '../../i18n/i18n.ts';
import { ApiError, api } from '../../shared/api.ts';
import { notifyFailure } from '../../shared/failure-toasts.ts';
import { type DeleteMessages, useConfirmedDelete } from './useConfirmedDelete.ts';
import { useListLoader } from './useListLoader.ts';

/** What every listed entry has: an id, its place in the list, the stored revision. */
export interface CollectionEntity {
  id: string;
  position: number;
  revision: number;
}

/** The page's SPEC §8 texts (word for word in English), by their catalogue keys. */
export type CollectionMessageKeys = Record<keyof CollectionMessages, MessageKey>;

/** The page's SPEC §8 texts in the admin's language. */
export interface CollectionMessages extends DeleteMessages {
  /** Shown instead of the grid when there is nothing yet. */
  empty: string;
  loadFailed: string;
  added: string;
  addFailed: string;
  updated: string;
  updateFailed: string;
  /** Asked before a form with changes closes for another one. */
  discardChanges: string;
}

export interface CollectionConfig<T, V> {
  /** The collection's address: GET and POST on it, PUT and DELETE on `${endpoint}/{id}`. */
  endpoint: string;
  /** Parses one stored entry; a module constant (see useListLoader). */
  schema: z.ZodType<T>;
  /** Starts the page's element ids: `${idPrefix}-add-button`, `${idPrefix}-add`, `${idPrefix}-edit-{id}`. */
  idPrefix: string;
  /** What the Add form starts with. */
  blank: V;
  /** The fields of a stored entry the form edits. */
  valuesOf: (entry: T) => V;
  messages: CollectionMessageKeys;
}

/** The one form open on the page: the Add form (`id` null) or one card being edited. */
export interface Editor<V> {
  id: string | null;
  /** The stored revision the user started from, sent with the update (409 when someone saved since). */
  revision?: number;
  values: V;
  initial: V;
  saving: boolean;
  conflict: boolean;
  /** A save failed: the list may be out of date, so closing the form reloads it. */
  failed: boolean;
}

const isDirty = <V>(editor: Editor<V>) => JSON.stringify(editor.values) !== JSON.stringify(editor.initial);

/** The list with `entry` in it: replaced where it was, or added in its position. */
function upsert<T extends CollectionEntity>(list: T[] | null, entry: T): T[] {
  const current = list ?? [];
  return current.some((other) => other.id === entry.id)
    ? current.map((other) => (other.id === entry.id ? entry : other))
    : [...current, entry].sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
}

/**
 * `T` is the stored entry, `V` what its form edits, `F` the checked fields the form hands to `save`.
 * `config` must be a module constant (its schema decides when the list loads).
 */
export function useCollectionEditor<T extends CollectionEntity, V, F>(
  config: CollectionConfig<T, V>,
  /** Where a deleted entry waits ("Recently deleted"), so Undo can bring it back. */
  kind: ContentKind,
  /** What staff call an entry: the delete question names it. */
  titleOf: (entry: T) => string,
) {
  const { endpoint, schema, idPrefix, blank, valuesOf } = config;
  const t = useT();
  const messages = Object.fromEntries(
    Object.entries(config.messages).map(([name, key]) => [name, t(key)]),
  ) as unknown as CollectionMessages;
  const listSchema = useMemo(() => schema.array(), [schema]);
  const {
    data: entries,
    setData: setEntries,
    status,
    load,
  } = useListLoader(endpoint, listSchema, messages.loadFailed);
  const {
    deletingId,
    deletions,
    remove: confirmAndDelete,
    dialog,
  } = useConfirmedDelete(messages, kind, (entry) => showRestored(entry as unknown as T));
  const [editor, setEditor] = useState<Editor<V> | null>(null);
  // The entry whose history is open.
  const [historyOf, setHistoryOf] = useState<T | null>(null);
  // Where the keyboard focus goes once the next render is on screen (a card's Edit button, the Add button).
  const [focusId, setFocusId] = useState<string | null>(null);

  const ids = {
    addButton: `${idPrefix}-add-button`,
    addForm: `${idPrefix}-add`,
    /** A card's Edit button, so focus can come back to it after editing. */
    editButton: (entry: Pick<T, 'id'>) => `${idPrefix}-edit-${entry.id}`,
  };
  const entryPath = (id: string) => `${endpoint}/${encodeURIComponent(id)}`;

  useLeaveGuard(editor !== null && isDirty(editor));

  useEffect(() => {
    if (!focusId) return;
    document.getElementById(focusId)?.focus();
    setFocusId(null);
  }, [focusId]);

  /** Whether the open form (if any) may close: never mid-save, and only with consent when it has edits. */
  function mayLeaveEditor(): boolean {
    if (!editor) return true;
    if (editor.saving) return false;
    return !isDirty(editor) || window.confirm(messages.discardChanges);
  }

  function startAdd() {
    if (editor?.id === null) {
      document.querySelector<HTMLElement>(`#${ids.addForm} input`)?.focus();
      return;
    }
    if (!mayLeaveEditor()) return;
    setEditor({ id: null, values: blank, initial: blank, saving: false, conflict: false, failed: false });
  }

  function startEdit(entry: T) {
    if (editor?.id === entry.id || !mayLeaveEditor()) return;
    const values = valuesOf(entry);
    setEditor({
      id: entry.id,
      revision: entry.revision,
      values,
      initial: values,
      saving: false,
      conflict: false,
      failed: false,
    });
  }

  function changeValues(values: V) {
    setEditor((open) => open && { ...open, values });
  }

  /** SPEC §4: Cancel resets the form (and closes it). */
  function cancel() {
    if (!editor) return;
    setEditor(null);
    setFocusId(editor.id ? ids.editButton({ id: editor.id }) : ids.addButton);
    if (editor.failed) void load({ quiet: true });
  }

  async function save(fields: F) {
    if (!editor || editor.saving) return;
    const { id, revision } = editor;
    setEditor({ ...editor, saving: true });
    try {
      const saved =
        id === null
          ? await api(endpoint, { method: 'POST', json: fields, schema })
          : await api(entryPath(id), { method: 'PUT', json: { ...fields, revision }, schema });
      toast.success(id === null ? messages.added : messages.updated);
      // SPEC §4: the form is cleared and closed, and the list reloaded (shown updated meanwhile).
      setEntries((list) => upsert(list, saved));
      setEditor(null);
      setFocusId(ids.editButton(saved));
      void load({ quiet: true });
    } catch (error) {
      notifyFailure(error, id === null ? messages.addFailed : messages.updateFailed);
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

  async function remove(entry: T) {
    await confirmAndDelete(entry.id, entryPath(entry.id), {
      title: titleOf(entry),
      onDeleted: () => {
        const list = entries ?? [];
        const index = list.findIndex((other) => other.id === entry.id);
        const neighbour = list[index + 1] ?? list[index - 1];
        setEntries((current) => current?.filter((other) => other.id !== entry.id) ?? current);
        setFocusId(neighbour ? ids.editButton(neighbour) : ids.addButton);
      },
      // Already gone (someone else deleted it): show the list as it is now.
      onFailed: (error) => {
        if (error instanceof ApiError && error.status === 404) void load({ quiet: true });
      },
    });
  }

  /** A restored entry (an earlier version, or back from Recently deleted) shows at once, in its place. */
  function showRestored(entry: T) {
    setEntries((list) => upsert(list, entry));
    setFocusId(ids.editButton(entry));
    void load({ quiet: true });
  }

  return {
    messages,
    entries,
    status,
    load,
    editor,
    deletingId,
    /** Counts the deletions, so that "Recently deleted" reloads after each. */
    deletions,
    historyOf,
    setHistoryOf,
    ids,
    startAdd,
    startEdit,
    changeValues,
    cancel,
    save,
    remove,
    showRestored,
    /** The delete question, while it is asked. */
    dialog,
  };
}
