/**
 * A page that lists entries as a grid of cards (the gallery, the events): the intro and the Add button,
 * the Add form at the top, each card edited in place, "Recently deleted" below and the history of an
 * entry in a dialog. Every outcome is a toast, failures with the server's reason, and whatever the user
 * typed stays until it is saved. The feature supplies its texts, its form and what a card shows.
 */
import { Plus, RotateCcw } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import type { ContentKind, EntityOf } from '../../../domain/content/history.ts';
import { adoptStyles } from '../../../ui/adopt-styles.ts';
import { useT } from '../../i18n/i18n.ts';
import { EmptyState } from '../EmptyState.tsx';
import { HistoryDialog } from '../HistoryDialog.tsx';
import { Spinner } from '../Spinner.tsx';
import { TrashList } from '../TrashList.tsx';
import { CollectionCard } from './CollectionCard.tsx';
import type { CollectionFormProps } from './CollectionForm.tsx';
import collectionStyles from './collection.css?inline';
import { type CollectionConfig, type Editor, useCollectionEditor } from './useCollectionEditor.ts';

adoptStyles(collectionStyles);

export function CollectionPage<K extends ContentKind, V, F>({
  kind,
  config,
  intro,
  addLabel,
  loadingLabel,
  listLabel,
  editHeading,
  titleOf,
  imageOf,
  fieldLabels,
  Form,
  renderCard,
  extra,
}: {
  /** Which history and "Recently deleted" the page shows. */
  kind: K;
  /** Where the entries live, their SPEC messages, what a new one starts with (a module constant). */
  config: CollectionConfig<EntityOf<K>, V>;
  /** The text above the grid, next to the Add button. */
  intro: ReactNode;
  /** The Add button, and the Add form's name and heading ("Add Image"). */
  addLabel: string;
  loadingLabel: string;
  /** Accessible name of the grid. */
  listLabel: string;
  /** Heading of a card turned into its form ("Edit image"). */
  editHeading: string;
  /** What staff call an entry: it names its buttons, its form and its history. */
  titleOf: (entry: EntityOf<K>) => string;
  /** The picture of an entry in "Recently deleted". */
  imageOf: (entry: EntityOf<K>) => string;
  /** The fields compared in the history, with their on-screen labels. */
  fieldLabels: Record<string, string>;
  Form: ComponentType<CollectionFormProps<V, F>>;
  /** The picture and text of a card (its buttons are added). */
  renderCard: (entry: EntityOf<K>) => ReactNode;
  /** More ways to add entries, under the toolbar; `reload` shows what they added. */
  extra?: (reload: () => void) => ReactNode;
}) {
  const page = useCollectionEditor<EntityOf<K>, V, F>(config, kind, titleOf);
  const { entries, status, editor, ids } = page;
  const { messages } = page;
  const t = useT();
  const addTitleId = `${ids.addForm}-title`;

  const formProps = (current: Editor<V>) => ({
    values: current.values,
    saving: current.saving,
    conflict: current.conflict,
    onChange: page.changeValues,
    onSubmit: page.save,
    onCancel: page.cancel,
  });

  return (
    <>
      <div className="toolbar collection-toolbar">
        <p className="page-intro">{intro}</p>
        <button
          type="button"
          id={ids.addButton}
          className="btn btn-primary"
          onClick={page.startAdd}
          disabled={status !== 'ready'}
        >
          <Plus size={18} aria-hidden /> {addLabel}
        </button>
      </div>
      {status === 'ready' && extra?.(() => void page.load({ quiet: true }))}

      {editor?.id === null && (
        <section id={ids.addForm} className="card collection-add" aria-labelledby={addTitleId}>
          <Form label={addLabel} heading={<h2 id={addTitleId}>{addLabel}</h2>} {...formProps(editor)} />
        </section>
      )}

      {status === 'loading' && <Spinner label={loadingLabel} />}

      {status === 'failed' && (
        <div className="card collection-load-failed">
          <p>{messages.loadFailed}</p>
          <button type="button" className="btn btn-secondary" onClick={() => void page.load()}>
            <RotateCcw size={16} aria-hidden /> {t('common.retry')}
          </button>
        </div>
      )}

      {status === 'ready' &&
        entries &&
        (entries.length === 0 ? (
          <EmptyState>{messages.empty}</EmptyState>
        ) : (
          <ul className="cards-grid collection-grid" aria-label={listLabel}>
            {entries.map((entry) => (
              <li key={entry.id} className="card collection-card">
                {editor?.id === entry.id ? (
                  <Form
                    label={t('collection.editTitle', { title: titleOf(entry) })}
                    heading={<h2 className="collection-edit-title">{editHeading}</h2>}
                    {...formProps(editor)}
                  />
                ) : (
                  <CollectionCard
                    title={titleOf(entry)}
                    editButtonId={ids.editButton(entry)}
                    deleting={page.deletingId === entry.id}
                    onEdit={() => page.startEdit(entry)}
                    onHistory={() => page.setHistoryOf(entry)}
                    onDelete={() => void page.remove(entry)}
                  >
                    {renderCard(entry)}
                  </CollectionCard>
                )}
              </li>
            ))}
          </ul>
        ))}

      {status === 'ready' && (
        <TrashList kind={kind} refreshKey={page.deletions} image={imageOf} onRestored={page.showRestored} />
      )}

      {page.dialog}

      {page.historyOf && (
        <HistoryDialog
          kind={kind}
          item={page.historyOf}
          title={titleOf(page.historyOf)}
          labels={fieldLabels}
          onRestored={(entry) => {
            page.setHistoryOf(null);
            page.showRestored(entry);
          }}
          onClose={() => page.setHistoryOf(null)}
        />
      )}
    </>
  );
}
