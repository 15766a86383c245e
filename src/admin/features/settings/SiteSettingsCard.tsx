/**
 * Site Settings (SPEC §2, §4, §5, §8): page title, favicon and meta description. A title or description
 * still the starter's says what guests see instead once the restaurant has its own name. Saving stores the whole
 * settings object (brand choices included). The page is not reloaded behind the user's back: the toast
 * says what SPEC §8 says and offers the refresh as a button, and the form stays usable.
 */
import { History, Save } from 'lucide-react';
import { type SubmitEvent, useState } from 'react';
import { toast } from 'sonner';
import { DEFAULT_LANGUAGE } from '../../../domain/content/site-language.ts';
import { hasLanguage, type SiteSettings, SiteSettingsSchema } from '../../../domain/content/site-settings.ts';
import { fieldErrors } from '../../../domain/shared/validation.ts';
import { TextAreaField, TextField } from '../../components/fields.tsx';
import { t, useT } from '../../i18n/i18n.ts';
import { sayProblems } from '../../i18n/problems.ts';
import { api, type DocumentVersion } from '../../shared/api.ts';
import { notifyFailure } from '../../shared/failure-toasts.ts';
import { useStarterNote } from '../../shared/starter-texts.ts';

const META_MAX = 300;

type Busy = 'logo' | 'site' | null;
type SiteField = 'page_title' | 'favicon_url' | 'meta_description' | 'brand_text';

const SITE_FIELDS: readonly SiteField[] = ['page_title', 'favicon_url', 'meta_description', 'brand_text'];
const fieldLabels = () =>
  Object.fromEntries(SITE_FIELDS.map((field) => [field, t(`site.field.${field}`)])) as Record<
    SiteField,
    string
  >;

/** Every stored field, as the history names it (in the admin's language). */
export const siteSettingsLabels = (): Record<keyof SiteSettings, string> => ({
  ...fieldLabels(),
  brand_type: t('site.field.brand_type'),
  brand_logo: t('site.field.brand_logo'),
  languages: t('site.field.languages'),
});

export function SiteSettingsCard({
  settings,
  onChange,
  onSaved,
  busy,
  setBusy,
  unsaved,
  onHistory,
  version,
  onSaveFailed,
}: {
  settings: SiteSettings;
  onChange: (next: SiteSettings) => void;
  onSaved: (stored: SiteSettings) => void;
  busy: Busy;
  setBusy: (busy: Busy) => void;
  unsaved: boolean;
  /** Opens the earlier versions of the site settings. */
  onHistory: () => void;
  /** The version the form started from: a save over someone else's since is refused with their reason. */
  version: DocumentVersion;
  /** A save failed (given the error: a 409 makes their version the base). */
  onSaveFailed: (error: unknown) => void;
}) {
  const [errors, setErrors] = useState<Partial<Record<SiteField | 'form', string>>>({});
  const translate = useT();
  const LABELS = fieldLabels();
  const saving = busy === 'site';
  const starterNote = useStarterNote();

  const edit = (field: 'page_title' | 'favicon_url' | 'meta_description', value: string) => {
    onChange({ ...settings, [field]: value });
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const parsed = SiteSettingsSchema.safeParse(settings);
    if (!parsed.success) {
      const found = sayProblems(fieldErrors(parsed.error, LABELS, settings));
      setErrors(found);
      if (!settings.page_title.trim() || !settings.favicon_url.trim()) toast.error(t('site.required'));
      else toast.error(t('site.failed'), { description: Object.values(found).join('; ') });
      return;
    }
    setErrors({});
    setBusy('site');
    try {
      const stored = await api('/api/admin/site-settings', {
        method: 'PUT',
        json: parsed.data,
        schema: SiteSettingsSchema,
        version,
      });
      onSaved(stored);
      // One honest behaviour: the refresh is the user's to make (a reload would drop anything typed since).
      toast.success(t('site.updated'), {
        action: { label: t('site.refreshNow'), onClick: () => window.location.reload() },
      });
    } catch (error) {
      notifyFailure(error, t('site.failed'));
      onSaveFailed(error);
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="card settings-site" aria-labelledby="settings-site">
      <div className="card-header">
        <h2 id="settings-site">{translate('site.cardTitle')}</h2>
        <button type="button" className="btn btn-secondary btn-small" onClick={onHistory}>
          <History size={16} aria-hidden /> {translate('common.history')}
        </button>
      </div>
      <form className="settings-form" noValidate onSubmit={save}>
        <TextField
          label={LABELS.page_title}
          name="page_title"
          required
          value={settings.page_title}
          error={errors.page_title}
          warning={starterNote('page_title', settings.page_title)}
          hint={translate('site.pageTitleHint')}
          onChange={(event) => edit('page_title', event.target.value)}
        />
        <TextField
          label={LABELS.favicon_url}
          name="favicon_url"
          required
          value={settings.favicon_url}
          error={errors.favicon_url}
          placeholder="/favicon.svg"
          hint={translate('site.faviconHint')}
          onChange={(event) => edit('favicon_url', event.target.value)}
        />
        <TextAreaField
          label={LABELS.meta_description}
          name="meta_description"
          rows={4}
          value={settings.meta_description}
          error={errors.meta_description}
          warning={starterNote('meta_description', settings.meta_description)}
          hint={translate('site.metaHint', { count: settings.meta_description.length, max: META_MAX })}
          onChange={(event) => edit('meta_description', event.target.value)}
        />
        <label className="notify-toggle">
          <input
            type="checkbox"
            name="languages"
            value="en"
            checked={hasLanguage(settings, 'en')}
            aria-describedby="settings-english-hint"
            onChange={(event) =>
              onChange({
                ...settings,
                languages: event.target.checked ? [DEFAULT_LANGUAGE, 'en'] : [DEFAULT_LANGUAGE],
              })
            }
          />
          {translate('site.english')}
        </label>
        <p className="field-hint" id="settings-english-hint">
          {translate('site.englishHint')}
        </p>
        {/* The brand text and logo are edited in the card above: their problems are said here. */}
        {(errors.brand_text || errors.form) && (
          <p className="field-error" role="alert">
            {[errors.brand_text, errors.form].filter(Boolean).join('; ')}
          </p>
        )}
        <div className="form-actions">
          {unsaved && !saving && <span className="unsaved-note">{translate('common.unsaved')}</span>}
          <button type="submit" className="btn btn-primary" disabled={busy !== null}>
            <Save size={18} aria-hidden />
            {saving ? translate('common.saving') : translate('site.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
