/**
 * Site Settings (SPEC §2, §4, §5, §8): page title, favicon and meta description. Saving stores the whole
 * settings object (brand choices included). The page is not reloaded behind the user's back: the toast
 * says what SPEC §8 says and offers the refresh as a button, and the form stays usable.
 */
import { History, Save } from 'lucide-react';
import { type SubmitEvent, useState } from 'react';
import { toast } from 'sonner';
import { type SiteSettings, SiteSettingsSchema } from '../../../domain/site-settings.ts';
import { fieldErrors } from '../../../domain/validation.ts';
import { api, type DocumentVersion } from '../../api.ts';
import { TextAreaField, TextField } from '../../components/fields.tsx';
import { notifyFailure } from '../../notify.ts';

export const SITE_SETTINGS_REQUIRED = 'Page title and favicon URL are required';
export const SITE_SETTINGS_UPDATED = 'Site settings updated! Please refresh the page to see changes.';
export const SITE_SETTINGS_FAILED = 'Failed to update site settings';
const META_MAX = 300;

type Busy = 'logo' | 'site' | null;
type SiteField = 'page_title' | 'favicon_url' | 'meta_description' | 'brand_text';

const LABELS: Record<SiteField, string> = {
  page_title: 'Page Title',
  favicon_url: 'Favicon URL',
  meta_description: 'Meta Description',
  brand_text: 'Brand Text',
};

/** Every stored field, as the history names it. */
export const SITE_SETTINGS_LABELS: Record<keyof SiteSettings, string> = {
  ...LABELS,
  brand_type: 'Brand Type',
  brand_logo: 'Logo',
};

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
  const saving = busy === 'site';

  const edit = (field: 'page_title' | 'favicon_url' | 'meta_description', value: string) => {
    onChange({ ...settings, [field]: value });
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const parsed = SiteSettingsSchema.safeParse(settings);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error, LABELS, settings);
      setErrors(found);
      if (!settings.page_title.trim() || !settings.favicon_url.trim()) toast.error(SITE_SETTINGS_REQUIRED);
      else toast.error(SITE_SETTINGS_FAILED, { description: Object.values(found).join('; ') });
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
      toast.success(SITE_SETTINGS_UPDATED, {
        action: { label: 'Refresh now', onClick: () => window.location.reload() },
      });
    } catch (error) {
      notifyFailure(error, SITE_SETTINGS_FAILED);
      onSaveFailed(error);
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="card settings-site" aria-labelledby="settings-site">
      <div className="card-header">
        <h2 id="settings-site">Site Settings</h2>
        <button type="button" className="btn btn-secondary btn-small" onClick={onHistory}>
          <History size={16} aria-hidden /> History
        </button>
      </div>
      <form className="settings-form" noValidate onSubmit={save}>
        <TextField
          label={LABELS.page_title}
          name="page_title"
          required
          value={settings.page_title}
          error={errors.page_title}
          hint="Shown in the browser tab and in search results."
          onChange={(event) => edit('page_title', event.target.value)}
        />
        <TextField
          label={LABELS.favicon_url}
          name="favicon_url"
          required
          value={settings.favicon_url}
          error={errors.favicon_url}
          placeholder="/favicon.svg"
          hint="The small icon in the browser tab: a link such as /favicon.svg or https://…."
          onChange={(event) => edit('favicon_url', event.target.value)}
        />
        <TextAreaField
          label={LABELS.meta_description}
          name="meta_description"
          rows={4}
          value={settings.meta_description}
          error={errors.meta_description}
          hint={`Shown by search engines under the title. ${settings.meta_description.length}/${META_MAX} characters.`}
          onChange={(event) => edit('meta_description', event.target.value)}
        />
        {/* The brand text and logo are edited in the card above: their problems are said here. */}
        {(errors.brand_text || errors.form) && (
          <p className="field-error" role="alert">
            {[errors.brand_text, errors.form].filter(Boolean).join('; ')}
          </p>
        )}
        <div className="form-actions">
          {unsaved && !saving && <span className="settings-unsaved">You have unsaved changes.</span>}
          <button type="submit" className="btn btn-primary" disabled={busy !== null}>
            <Save size={18} aria-hidden />
            {saving ? 'Saving...' : 'Save Site Settings'}
          </button>
        </div>
      </form>
    </section>
  );
}
