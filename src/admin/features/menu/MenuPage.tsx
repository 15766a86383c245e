/**
 * /admin/menu (SPEC §2): every category with its items; add, inline edit (one form at a time, SPEC §4),
 * view detail and delete. The list shows each change from the answer of its write at once, then is
 * reloaded from the server behind it.
 */
import { Eye, Flame, History, Pencil, Plus, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { containsWord, type DishContains, spiceWords } from '../../../domain/content/dish-explained.ts';
import {
  availabilityStatus,
  type MenuCategory,
  MenuCategorySchema,
  type MenuItem,
  SPICE_MAX,
} from '../../../domain/content/menu.ts';
import { adoptStyles } from '../../../ui/adopt-styles.ts';
import type { PageProps } from '../../app/routes.ts';
import { useConfirmedDelete } from '../../components/collection/useConfirmedDelete.ts';
import { useListLoader } from '../../components/collection/useListLoader.ts';
import { HistoryDialog } from '../../components/HistoryDialog.tsx';
import { ImageWithFallback } from '../../components/ImageWithFallback.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { TrashList } from '../../components/TrashList.tsx';
import { getLanguage, t as translate, useT } from '../../i18n/i18n.ts';
import { ApiError } from '../../shared/api.ts';
import {
  AvailabilitySwitch,
  availabilityConflict,
  notifyAvailabilityFailure,
  notifyAvailabilitySaved,
  saveAvailability,
} from './AvailabilitySwitch.tsx';
import { MenuItemDetail } from './MenuItemDetail.tsx';
import { MenuItemForm } from './MenuItemForm.tsx';
import menuStyles from './menu.css?inline';
import { fieldLabels } from './menu-form.ts';

adoptStyles(menuStyles);

/** The one open form: adding to a category, or editing one of its items. */
interface OpenForm {
  categoryId: string;
  itemId?: string;
  /** Changes when the form must start over from the stored item (after "Load the latest version"). */
  version: number;
}

const addButtonId = (categoryId: string) => `menu-add-${categoryId}`;
const editButtonId = (itemId: string) => `menu-edit-${itemId}`;
const MenuSchema = MenuCategorySchema.array();

/** The menu with `saved` in its category (by the category's name), replacing the stored version. */
function withItem(menu: MenuCategory[], saved: MenuItem): MenuCategory[] {
  return menu.map((category) => {
    const others = category.items.filter((item) => item.id !== saved.id);
    if (category.name !== saved.category)
      return others.length === category.items.length ? category : { ...category, items: others };
    return {
      ...category,
      items: [...others, saved].sort((a, b) => a.position - b.position || a.id.localeCompare(b.id)),
    };
  });
}

/** The menu with `changed` in place of the item with its id (same category, same place). */
function replacingItem(menu: MenuCategory[], changed: MenuItem): MenuCategory[] {
  return menu.map((category) =>
    category.items.some((item) => item.id === changed.id)
      ? { ...category, items: category.items.map((item) => (item.id === changed.id ? changed : item)) }
      : category,
  );
}

const findItem = (menu: MenuCategory[] | null, id: string) =>
  menu?.flatMap((category) => category.items).find((item) => item.id === id);

export function MenuPage(_props: PageProps) {
  const t = useT();
  // Every change reloads the whole menu. A list already on screen stays when a reload fails; only a first
  // load that failed shows the error state.
  const {
    data: menu,
    setData: setMenu,
    status,
    load,
  } = useListLoader('/api/admin/menu', MenuSchema, t('menu.loadFailed'));

  /** Shows a dish as the server answered it (added, saved or restored), in its category, at once. */
  const showItem = useCallback(
    (saved: MenuItem) => {
      setMenu((current) => current && withItem(current, saved));
      void load({ quiet: true });
    },
    [setMenu, load],
  );

  const {
    deletingId,
    deletions,
    remove: confirmAndDelete,
    dialog: deleteDialog,
  } = useConfirmedDelete(
    {
      confirmDelete: t('menu.confirmDelete'),
      deleted: t('menu.deleted'),
      deleteFailed: t('menu.deleteFailed'),
    },
    'menu-item',
    showItem,
  );
  // Dishes whose Tersedia/Habis switch is saving: further taps wait for the answer.
  const [switching, setSwitching] = useState<ReadonlySet<string>>(() => new Set());

  /**
   * The switch of a row or the detail dialog: shows the new state at once, saves it, and puts the row back
   * when the save fails. A 409 (someone changed the dish meanwhile) reloads the menu, so the row shows what
   * is really stored, and says so.
   */
  const toggleAvailability = useCallback(
    async (item: MenuItem, available: boolean) => {
      const mark = (busy: boolean) =>
        setSwitching((current) => {
          const next = new Set(current);
          if (busy) next.add(item.id);
          else next.delete(item.id);
          return next;
        });
      mark(true);
      setMenu(
        (current) => current && replacingItem(current, { ...item, status: availabilityStatus(available) }),
      );
      try {
        const saved = await saveAvailability(item, available);
        setMenu((current) => current && replacingItem(current, saved));
        notifyAvailabilitySaved(saved);
      } catch (error) {
        setMenu((current) => current && replacingItem(current, item));
        if (error instanceof ApiError && error.status === 409) {
          const stored = findItem(await load({ quiet: true }), item.id);
          toast.error(
            stored ? availabilityConflict(stored) : (error.detail ?? translate('menu.changedBySomeoneElse')),
          );
        } else {
          notifyAvailabilityFailure(error);
          // Deleted or moved meanwhile: show the menu as it is now.
          if (error instanceof ApiError) void load({ quiet: true });
        }
      } finally {
        mark(false);
      }
    },
    [setMenu, load],
  );

  const [form, setForm] = useState<OpenForm | null>(null);
  const [viewing, setViewing] = useState<{ categoryId: string; itemId: string } | null>(null);
  const [historyOf, setHistoryOf] = useState<MenuItem | null>(null);
  const formDirty = useRef(false);
  // Where keyboard focus goes once the list has re-rendered (the form it was in is gone).
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    if (!focusNext.current) return;
    const target = document.getElementById(focusNext.current);
    if (target) {
      target.focus();
      focusNext.current = null;
    }
  });

  const onDirtyChange = useCallback((dirty: boolean) => {
    formDirty.current = dirty;
  }, []);

  /** Opens a form, closing the one open before, after asking if it holds unsaved changes. */
  function openForm(next: Omit<OpenForm, 'version'>) {
    if (formDirty.current && !window.confirm(translate('menu.confirmDiscard'))) return;
    formDirty.current = false;
    setViewing(null);
    setForm({ ...next, version: 0 });
  }

  function closeForm(focusId: string) {
    focusNext.current = focusId;
    formDirty.current = false;
    setForm(null);
  }

  function remove(category: MenuCategory, item: MenuItem) {
    return confirmAndDelete(item.id, `/api/admin/menu/category/${category.id}/item/${item.id}`, {
      title: item.name,
      onDeleted: () => {
        focusNext.current = addButtonId(category.id);
        setMenu(
          (current) =>
            current?.map((c) => ({ ...c, items: c.items.filter((other) => other.id !== item.id) })) ??
            current,
        );
        void load({ quiet: true });
      },
      // Already gone (someone else deleted it): show the menu as it is now.
      onFailed: () => void load({ quiet: true }),
    });
  }

  if (menu === null) {
    if (status !== 'failed') return <Spinner label={t('menu.loading')} />;
    return (
      <div className="empty-state menu-load-failed">
        <p>{t('menu.loadFailed')}</p>
        <button type="button" className="btn btn-primary" onClick={() => load()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }

  const viewed = viewing
    ? menu.find((c) => c.id === viewing.categoryId)?.items.find((i) => i.id === viewing.itemId)
    : undefined;

  return (
    <>
      <p className="page-intro">{t('menu.intro')}</p>
      {menu.length === 0 && <p className="empty-state">{t('menu.noCategories')}</p>}
      {menu.map((category) => {
        const adding = form?.categoryId === category.id && !form.itemId;
        return (
          <section
            key={category.id}
            className="card menu-category"
            aria-labelledby={`menu-cat-${category.id}`}
          >
            <div className="card-header">
              <div className="menu-category-title">
                <h2 id={`menu-cat-${category.id}`}>
                  {category.name}{' '}
                  <span className="menu-count">{t.plural('menu.itemCount', category.items.length)}</span>
                </h2>
                {category.description && <p className="muted">{category.description}</p>}
              </div>
              <button
                type="button"
                id={addButtonId(category.id)}
                className="btn btn-primary"
                aria-label={t('menu.addItemTo', { category: category.name })}
                aria-expanded={adding}
                onClick={() => openForm({ categoryId: category.id })}
                disabled={adding}
              >
                <Plus size={18} aria-hidden /> {t('menu.addItem')}
              </button>
            </div>

            {adding && form && (
              <MenuItemForm
                key={`add-${form.version}`}
                category={category}
                onCancel={() => closeForm(addButtonId(category.id))}
                onSaved={(saved) => {
                  closeForm(editButtonId(saved.id));
                  showItem(saved);
                }}
                onDirtyChange={onDirtyChange}
              />
            )}

            {category.items.length === 0 && !adding ? (
              <p className="empty-state">{t('menu.noItems')}</p>
            ) : (
              <ul className="menu-items">
                {category.items.map((item) =>
                  form?.itemId === item.id ? (
                    <li key={item.id} className="menu-item editing">
                      <MenuItemForm
                        key={`edit-${form.version}`}
                        category={category}
                        item={item}
                        onCancel={() => closeForm(editButtonId(item.id))}
                        onSaved={(saved) => {
                          closeForm(editButtonId(item.id));
                          showItem(saved);
                        }}
                        onDirtyChange={onDirtyChange}
                        onAvailabilitySaved={(saved) =>
                          setMenu((current) => current && replacingItem(current, saved))
                        }
                        onLoadLatest={async () => {
                          if (await load()) {
                            formDirty.current = false;
                            setForm((open) => open && { ...open, version: open.version + 1 });
                          }
                        }}
                      />
                    </li>
                  ) : (
                    <li key={item.id} className="menu-item" aria-busy={deletingId === item.id || undefined}>
                      <ImageWithFallback src={item.image} alt="" className="menu-item-thumb" />
                      <div className="menu-item-main">
                        <h3 className="menu-item-name">{item.name}</h3>
                        <p className="menu-item-meta">
                          <span className="menu-item-price">{item.price}</span>
                          <AvailabilitySwitch
                            item={item}
                            busy={switching.has(item.id)}
                            onToggle={(available) => void toggleAvailability(item, available)}
                          />
                          {item.spice_level > 0 && (
                            <span className="menu-item-spice">
                              <Flame size={14} aria-hidden />{' '}
                              {t('menu.spice', {
                                words: spiceWords(item.spice_level, getLanguage()),
                                level: item.spice_level,
                                max: SPICE_MAX,
                              })}
                            </span>
                          )}
                        </p>
                        <p className="muted clamp-2 menu-item-description">{item.description}</p>
                      </div>
                      <div className="menu-item-actions">
                        <button
                          type="button"
                          className="icon-button"
                          aria-label={t('menu.viewItem', { name: item.name })}
                          onClick={() => setViewing({ categoryId: category.id, itemId: item.id })}
                        >
                          <Eye size={18} aria-hidden />
                          <span className="action-label">{t('common.view')}</span>
                        </button>
                        <button
                          type="button"
                          id={editButtonId(item.id)}
                          className="icon-button"
                          aria-label={t('menu.editItem', { name: item.name })}
                          onClick={() => openForm({ categoryId: category.id, itemId: item.id })}
                        >
                          <Pencil size={18} aria-hidden />
                          <span className="action-label">{t('common.edit')}</span>
                        </button>
                        <button
                          type="button"
                          className="icon-button"
                          aria-label={t('menu.historyOf', { name: item.name })}
                          onClick={() => setHistoryOf(item)}
                        >
                          <History size={18} aria-hidden />
                          <span className="action-label">{t('common.history')}</span>
                        </button>
                        <button
                          type="button"
                          className="icon-button menu-delete"
                          aria-label={t('menu.deleteItem', { name: item.name })}
                          disabled={deletingId === item.id}
                          onClick={() => remove(category, item)}
                        >
                          <Trash2 size={18} aria-hidden />
                          <span className="action-label">
                            {deletingId === item.id ? t('common.deleting') : t('common.delete')}
                          </span>
                        </button>
                      </div>
                    </li>
                  ),
                )}
              </ul>
            )}
          </section>
        );
      })}

      <TrashList kind="menu-item" refreshKey={deletions} image={(item) => item.image} onRestored={showItem} />

      {deleteDialog}

      {historyOf && (
        <HistoryDialog
          kind="menu-item"
          item={historyOf}
          title={historyOf.name}
          labels={fieldLabels()}
          shown={(key, value) =>
            key === 'contains' && Array.isArray(value)
              ? value.map((tag) => containsWord(tag as DishContains, getLanguage()))
              : value
          }
          onRestored={(restored) => {
            setHistoryOf(null);
            showItem(restored as MenuItem);
          }}
          onClose={() => setHistoryOf(null)}
        />
      )}

      {viewing && viewed && (
        <MenuItemDetail
          item={viewed}
          availability={
            <AvailabilitySwitch
              item={viewed}
              busy={switching.has(viewed.id)}
              onToggle={(available) => void toggleAvailability(viewed, available)}
            />
          }
          onClose={() => setViewing(null)}
          onEdit={() => openForm({ categoryId: viewing.categoryId, itemId: viewing.itemId })}
        />
      )}
    </>
  );
}
