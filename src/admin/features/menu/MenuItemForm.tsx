/**
 * The add / inline-edit form of a menu item (SPEC §2, §5). Checked with the shared schema before it is
 * sent; whatever goes wrong, the form stays open with everything the user typed. The AI description
 * (./use-ai-description.tsx) and the photos uploaded from the phone (./use-dish-image-upload.ts) have
 * their own modules.
 */
import { ChevronDown, ChevronUp, Sparkles } from 'lucide-react';
import { type SubmitEvent, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { englishAllergensHold, spiceWords } from '../../../domain/content/dish-explained.ts';
import {
  MENU_STATUSES,
  type MenuCategory,
  type MenuItem,
  MenuItemSchema,
  type MenuStatus,
  SPICE_MAX,
} from '../../../domain/content/menu.ts';
import { isSafeUrl, splitCommaList } from '../../../domain/shared/fields.ts';
import { useLeaveGuard } from '../../app/navigation.ts';
import { FormActions } from '../../components/FormActions.tsx';
import { SelectField, TextAreaField, TextField } from '../../components/fields.tsx';
import { ImageUpload, imageAddressHint } from '../../components/ImageUpload.tsx';
import { ImageWithFallback } from '../../components/ImageWithFallback.tsx';
import { getLanguage, t as translate, useT } from '../../i18n/i18n.ts';
import { ApiError, api, SessionExpiredError } from '../../shared/api.ts';
import { notifyFailure } from '../../shared/failure-toasts.ts';
import {
  AvailabilitySwitch,
  notifyAvailabilityFailure,
  notifyAvailabilitySaved,
  saveAvailability,
} from './AvailabilitySwitch.tsx';
import { ContainsField } from './ContainsField.tsx';
import {
  ADVANCED_FIELDS,
  type DraftErrors,
  type DraftField,
  draftFromItem,
  emptyDraft,
  errorsFromDetail,
  type MenuItemDraft,
  type PreorderDraft,
  validateDraft,
} from './menu-form.ts';
import { PreorderFields } from './PreorderFields.tsx';
import { useAiDescription } from './use-ai-description.tsx';
import { useDishImageUpload } from './use-dish-image-upload.ts';

const itemPath = (categoryId: string, itemId?: string) =>
  `/api/admin/menu/category/${encodeURIComponent(categoryId)}/item${itemId ? `/${encodeURIComponent(itemId)}` : ''}`;

/** A problem the server reported, kept in the form until the next try. */
type Problem = { kind: 'conflict' | 'server'; detail: string };

export function MenuItemForm({
  category,
  item,
  onCancel,
  onSaved,
  onDirtyChange,
  onAvailabilitySaved,
  onLoadLatest,
}: {
  category: MenuCategory;
  /** The item being edited; absent when adding. */
  item?: MenuItem;
  onCancel: () => void;
  /** After a successful save, with the dish as saved: the page closes the form and shows it. */
  onSaved: (saved: MenuItem) => void;
  onDirtyChange: (dirty: boolean) => void;
  /** After the Tersedia/Habis switch saved (the form stays open): the page shows the dish's new state. */
  onAvailabilitySaved?: (saved: MenuItem) => void;
  /** After a 409: replaces the form with the version someone else saved. */
  onLoadLatest?: () => void;
}) {
  const t = useT();
  const [initial, setInitial] = useState<MenuItemDraft>(() => (item ? draftFromItem(item) : emptyDraft()));
  // The revision the user started from: a PUT with it is refused if someone saved in between. The
  // availability switch saves at once, and moves it on to the revision it saved.
  const [revision, setRevision] = useState(item?.revision);
  const [switching, setSwitching] = useState(false);
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const [showAdvanced, setShowAdvanced] = useState(false);
  const [saving, setSaving] = useState(false);
  const [focusErrors, setFocusErrors] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const ids = {
    heading: useId(),
    advanced: useId(),
    spice: useId(),
    ai: useId(),
  };

  const categoryName = item?.category ?? category.name;
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  // Opening puts the form in view and the cursor in its first field.
  useEffect(() => {
    const form = formRef.current;
    form?.scrollIntoView({ block: 'start' });
    form?.querySelector<HTMLElement>('input')?.focus({ preventScroll: true });
  }, []);

  // Leaving the page with unsaved changes asks first (links, Logout, reload, closing the tab).
  useLeaveGuard(dirty && !saving);

  // After a failed check, take the user to the first field that needs attention.
  useEffect(() => {
    if (focusErrors === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusErrors]);

  function update<K extends DraftField>(field: K, value: MenuItemDraft[K]) {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _fixed, ...rest } = current;
      return rest;
    });
  }

  function updatePreorder(change: Partial<PreorderDraft>, field?: keyof PreorderDraft) {
    setDraft((current) => ({ ...current, preorder: { ...current.preorder, ...change } }));
    const key = field && (`preorder.${field}` as const);
    setErrors((current) => {
      if (!key || !(key in current)) return current;
      const { [key as keyof DraftErrors]: _fixed, ...rest } = current;
      return rest;
    });
  }

  function showErrors(found: DraftErrors) {
    setErrors(found);
    if (
      ADVANCED_FIELDS.some((field) => found[field]) ||
      Object.keys(found).some((key) => key.startsWith('preorder.'))
    )
      setShowAdvanced(true);
    setFocusErrors((n) => n + 1);
  }

  const { photoUploaded, galleryPhotoUploaded } = useDishImageUpload(setDraft, setErrors);
  const { generate, generating, confirmDialog } = useAiDescription({
    draft,
    categoryName,
    setDescription: (text) => update('ai_description', text),
    onNameMissing: () => showErrors({ ...errors, name: translate('menu.nameRequired') }),
  });
  // English allergens that no longer name as many as the Indonesian ones: the English pages show the
  // Indonesian list until they do (englishAllergensHold), and the owner is told here.
  const allergensEn = splitCommaList(draft.allergens_en);
  const englishAllergensStale =
    allergensEn.length > 0 && !englishAllergensHold(splitCommaList(draft.allergens), allergensEn);
  const english = useAiDescription({
    draft,
    categoryName,
    field: 'description_en',
    setDescription: (text) => update('description_en', text),
    onNameMissing: () => showErrors({ ...errors, name: translate('menu.nameRequired') }),
  });

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || switching) return;
    const checked = validateDraft(draft, categoryName);
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    setErrors({});
    setProblem(null);
    setSaving(true);
    try {
      let saved: MenuItem;
      if (item) {
        saved = await api(itemPath(category.id, item.id), {
          method: 'PUT',
          json: { ...checked.input, revision },
          schema: MenuItemSchema,
        });
        toast.success(translate('menu.updated'));
      } else {
        saved = await api(itemPath(category.id), {
          method: 'POST',
          json: checked.input,
          schema: MenuItemSchema,
        });
        toast.success(translate('menu.added'));
      }
      onDirtyChange(false);
      onSaved(saved);
    } catch (error) {
      setSaving(false);
      notifyFailure(error, translate(item ? 'menu.updateFailed' : 'menu.addFailed'), { detailFirst: true });
      if (error instanceof SessionExpiredError || !(error instanceof ApiError) || !error.detail) return;
      if (error.status === 409) {
        setProblem({ kind: 'conflict', detail: error.detail });
      } else {
        setProblem({ kind: 'server', detail: error.detail });
        const found = errorsFromDetail(error.detail);
        if (Object.keys(found).length > 0) showErrors(found);
      }
    }
  }

  /**
   * The switch saves the status alone, at once, from the revision the form holds; what else was typed
   * stays in the form, still to be saved. Shown in its new position at once, put back if the save fails.
   */
  async function toggleAvailability(available: boolean) {
    if (!item || revision === undefined) return;
    const status: MenuStatus = available ? 'Tersedia' : 'Habis';
    const before = draftRef.current.status;
    setSwitching(true);
    setDraft((current) => ({ ...current, status }));
    try {
      const saved = await saveAvailability({ ...item, revision }, available);
      setRevision(saved.revision);
      setInitial((current) => ({ ...current, status: saved.status }));
      setDraft((current) => ({ ...current, status: saved.status }));
      notifyAvailabilitySaved(saved);
      onAvailabilitySaved?.(saved);
    } catch (error) {
      setDraft((current) => ({ ...current, status: before }));
      notifyAvailabilityFailure(error);
      if (error instanceof ApiError && error.status === 409 && error.detail)
        setProblem({ kind: 'conflict', detail: error.detail });
    } finally {
      setSwitching(false);
    }
  }

  const imagePreview = draft.image.trim();

  return (
    <form
      ref={formRef}
      className="menu-form"
      aria-labelledby={ids.heading}
      noValidate
      onSubmit={submit}
      onKeyDown={(event) => {
        // Esc in a question asked over the form answers the question only.
        const inQuestion = (event.target as Element).closest('[role="alertdialog"]');
        if (event.key === 'Escape' && !dirty && !inQuestion) onCancel();
      }}
    >
      <div className="menu-form-head">
        <h3 id={ids.heading}>
          {item
            ? t('menu.form.editTitle', { name: item.name })
            : t('menu.form.addTitle', { category: category.name })}
        </h3>
        <span className="badge badge-grey">{t('menu.form.category', { category: categoryName })}</span>
        {item && revision !== undefined && (
          <AvailabilitySwitch
            item={{ ...item, status: draft.status, revision }}
            busy={switching}
            onToggle={(available) => void toggleAvailability(available)}
          />
        )}
      </div>

      {problem && (
        <div className={`menu-problem${problem.kind === 'conflict' ? ' conflict' : ''}`} role="alert">
          <p>{problem.detail}</p>
          {problem.kind === 'conflict' && onLoadLatest && (
            <>
              <p className="muted">{t('menu.form.conflictHelp')}</p>
              <button type="button" className="btn btn-secondary btn-small" onClick={onLoadLatest}>
                {t('menu.form.loadLatest')}
              </button>
            </>
          )}
        </div>
      )}
      {errors.form && (
        <p className="menu-problem" role="alert">
          {errors.form}
        </p>
      )}

      <div className="form-grid">
        <TextField
          label={t('menu.field.name')}
          required
          value={draft.name}
          onChange={(e) => update('name', e.target.value)}
          error={errors.name}
        />
        <TextField
          label={t('menu.field.name_en')}
          lang="en"
          value={draft.name_en}
          onChange={(e) => update('name_en', e.target.value)}
          error={errors.name_en}
          hint={t('menu.form.englishHint')}
        />
        <TextField
          label={t('menu.field.price')}
          required
          placeholder={t('menu.form.pricePlaceholder')}
          value={draft.price}
          onChange={(e) => update('price', e.target.value)}
          error={errors.price}
          hint={t('menu.form.priceHint')}
        />
        <div className="menu-image-field span-all">
          <ImageUpload
            what={t('menu.form.dishPhoto')}
            label={t('upload.photo')}
            required
            linkOpen={Boolean(draft.image.trim() || errors.image)}
            onUploaded={photoUploaded}
          >
            <TextField
              label={t('menu.field.image')}
              type="url"
              inputMode="url"
              placeholder={t('menu.form.imagePlaceholder')}
              value={draft.image}
              onChange={(e) => update('image', e.target.value)}
              error={errors.image}
              hint={imageAddressHint(draft.image, t('menu.form.imageHint'))}
            />
          </ImageUpload>
          <div className="menu-image-preview">
            {imagePreview && isSafeUrl(imagePreview) ? (
              <ImageWithFallback src={imagePreview} alt={t('menu.form.previewAlt')} className="thumb" />
            ) : (
              <div className="image-placeholder menu-preview-empty">
                <span>{t('menu.form.imagePreview')}</span>
              </div>
            )}
          </div>
        </div>
        <div className="span-all language-pair">
          <TextAreaField
            label={t('menu.field.description')}
            required
            rows={3}
            value={draft.description}
            onChange={(e) => update('description', e.target.value)}
            error={errors.description}
          />
          <div className="menu-english-description">
            <TextAreaField
              label={t('menu.field.description_en')}
              lang="en"
              rows={3}
              value={draft.description_en}
              onChange={(e) => update('description_en', e.target.value)}
              error={errors.description_en}
              hint={t('menu.form.descriptionEnHint')}
            />
            <button
              type="button"
              className="btn btn-secondary btn-small"
              onClick={english.generate}
              disabled={english.generating}
            >
              <Sparkles size={16} aria-hidden />
              {english.generating ? t('menu.form.generating') : t('menu.form.generateEnglish')}
            </button>
          </div>
        </div>
      </div>

      <button
        type="button"
        className="btn btn-ghost btn-small menu-advanced-toggle"
        aria-expanded={showAdvanced}
        aria-controls={ids.advanced}
        onClick={() => setShowAdvanced((open) => !open)}
      >
        {showAdvanced ? <ChevronUp size={16} aria-hidden /> : <ChevronDown size={16} aria-hidden />}
        {showAdvanced ? t('menu.form.hideAdvanced') : t('menu.form.showAdvanced')}
      </button>

      <div id={ids.advanced} className="form-grid menu-advanced" hidden={!showAdvanced}>
        <div className="span-all">
          <ImageUpload
            what={t('menu.form.extraDishPhoto')}
            multiple
            linkOpen={Boolean(draft.gallery.trim() || errors.gallery)}
            onUploaded={galleryPhotoUploaded}
          >
            <TextField
              label={t('menu.form.galleryUrls')}
              value={draft.gallery}
              onChange={(e) => update('gallery', e.target.value)}
              error={errors.gallery}
              hint={t('menu.form.galleryHint')}
            />
          </ImageUpload>
        </div>
        <div className="span-all language-pair">
          <TextField
            label={t('menu.field.ingredients')}
            value={draft.ingredients}
            onChange={(e) => update('ingredients', e.target.value)}
            error={errors.ingredients}
            hint={t('menu.form.ingredientsHint')}
          />
          <TextField
            label={t('menu.field.ingredients_en')}
            lang="en"
            value={draft.ingredients_en}
            onChange={(e) => update('ingredients_en', e.target.value)}
            error={errors.ingredients_en}
            hint={t('menu.form.ingredientsEnHint')}
          />
        </div>
        <div className="span-all language-pair">
          <TextField
            label={t('menu.field.allergens')}
            value={draft.allergens}
            onChange={(e) => update('allergens', e.target.value)}
            error={errors.allergens}
            hint={t('menu.form.allergensHint')}
          />
          <TextField
            label={t('menu.field.allergens_en')}
            lang="en"
            value={draft.allergens_en}
            onChange={(e) => update('allergens_en', e.target.value)}
            error={errors.allergens_en}
            hint={t('menu.form.allergensEnHint')}
            warning={englishAllergensStale ? t('menu.form.allergensEnStale') : undefined}
          />
        </div>
        <ContainsField
          value={draft.contains}
          error={errors.contains}
          onChange={(contains) => update('contains', contains)}
        />
        <div className="field">
          <label htmlFor={ids.spice}>{t('menu.field.spice_level')}</label>
          <div className="menu-spice">
            <input
              id={ids.spice}
              type="range"
              min={0}
              max={SPICE_MAX}
              step={1}
              value={draft.spice_level}
              aria-valuetext={t('menu.form.spiceValue', {
                words: spiceWords(draft.spice_level, getLanguage()),
                level: draft.spice_level,
                max: SPICE_MAX,
              })}
              aria-describedby={`${ids.spice}-hint`}
              onChange={(e) => update('spice_level', Number(e.target.value))}
            />
            <output htmlFor={ids.spice} className="menu-spice-value" aria-hidden="true">
              {draft.spice_level} / {SPICE_MAX} · {spiceWords(draft.spice_level, getLanguage())}
            </output>
          </div>
          <p className="field-hint" id={`${ids.spice}-hint`}>
            {t('menu.form.spiceHint', { max: SPICE_MAX })}
          </p>
        </div>
        {!item && (
          <SelectField
            label={t('menu.field.status')}
            options={MENU_STATUSES}
            value={draft.status}
            onChange={(e) => update('status', e.target.value as MenuStatus)}
            hint={t('menu.form.statusHint')}
          />
        )}
        <div className="span-all language-pair">
          <TextField
            label={t('menu.field.portion')}
            placeholder={t('menu.form.portionPlaceholder')}
            value={draft.portion}
            onChange={(e) => update('portion', e.target.value)}
            error={errors.portion}
          />
          <TextField
            label={t('menu.field.portion_en')}
            lang="en"
            placeholder={t('menu.form.portionEnPlaceholder')}
            value={draft.portion_en}
            onChange={(e) => update('portion_en', e.target.value)}
            error={errors.portion_en}
          />
        </div>
        <TextField
          label={t('menu.form.caloriesLabel')}
          inputMode="numeric"
          value={draft.calories}
          onChange={(e) => update('calories', e.target.value)}
          error={errors.calories}
          hint={t('menu.form.caloriesHint')}
        />
        <PreorderFields draft={draft.preorder} errors={errors} onChange={updatePreorder} />
        <div className="field span-all">
          <div className="menu-ai-head">
            <label htmlFor={ids.ai}>{t('menu.form.aiLabel')}</label>
            <button
              type="button"
              className="btn btn-secondary btn-small"
              onClick={generate}
              disabled={generating}
              aria-describedby={`${ids.ai}-hint`}
            >
              <Sparkles size={16} aria-hidden />
              {generating ? t('menu.form.generating') : t('menu.form.generate')}
            </button>
          </div>
          <textarea
            id={ids.ai}
            rows={4}
            value={draft.ai_description}
            onChange={(e) => update('ai_description', e.target.value)}
            aria-describedby={errors.ai_description ? `${ids.ai}-error ${ids.ai}-hint` : `${ids.ai}-hint`}
            aria-invalid={errors.ai_description ? true : undefined}
          />
          {errors.ai_description && (
            <p className="field-error" id={`${ids.ai}-error`}>
              {errors.ai_description}
            </p>
          )}
          <p className="field-hint" id={`${ids.ai}-hint`}>
            {t('menu.form.aiHint')}
          </p>
        </div>
        <div className="span-all">
          <TextAreaField
            label={t('menu.field.ai_description_en')}
            lang="en"
            rows={4}
            value={draft.ai_description_en}
            onChange={(e) => update('ai_description_en', e.target.value)}
            error={errors.ai_description_en}
            hint={t('menu.form.englishHint')}
          />
        </div>
      </div>

      <FormActions
        saving={saving}
        onCancel={onCancel}
        submitLabel={item ? t('menu.form.saveChanges') : t('menu.form.saveItem')}
      />
      {confirmDialog}
      {english.confirmDialog}
    </form>
  );
}
