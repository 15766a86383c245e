/**
 * Site Settings (SPEC §2, §4, §5, §8): page title, favicon and meta description. Saving stores the whole
 * settings object (brand choices included) and reloads the page 2 seconds later.
 */
import { Save } from 'lucide-react';
import { type SubmitEvent, useState } from 'react';
import { toast } from 'sonner';
import { type SiteSettings, SiteSettingsSchema } from '../../../domain/site-settings.ts';
import { api } from '../../api.ts';
import { TextAreaField, TextField } from '../../components/fields.tsx';
import { notifyFailure } from '../../notify.ts';

export const SITE_SETTINGS_REQUIRED = 'Page title and favicon URL are required';
export const SITE_SETTINGS_UPDATED = 'Site settings updated! Please refresh the page to see changes.';
export const SITE_SETTINGS_FAILED = 'Failed to update site settings';
/** SPEC §9: the page reloads 2000 ms after a successful save. */
export const RELOAD_DELAY_MS = 2000;
const META_MAX = 300;

type Busy = 'logo' | 'site' | null;
type SiteField = 'page_title' | 'favicon_url' | 'meta_description' | 'brand_text';

const LABELS: Record<SiteField, string> = {
  page_title: 'Page Title',
  favicon_url: 'Favicon URL',
  meta_description: 'Meta Description',
  brand_text: 'Brand Text',
};

export function SiteSettingsCard({
  settings,
  onChange,
  onSaved,
  busy,
  setBusy,
  unsaved,
}: {
  settings: SiteSettings;
  onChange: (next: SiteSettings) => void;
  onSaved: (stored: SiteSettings) => void;
  busy: Busy;
  setBusy: (busy: Busy) => void;
  unsaved: boolean;
}) {
  const [errors, setErrors] = useState<Partial<Record<SiteField, string>>>({});
  const saving = busy === 'site';

  const edit = (field: 'page_title' | 'favicon_url' | 'meta_description', value: string) => {
    onChange({ ...settings, [field]: value });
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!settings.page_title.trim() || !settings.favicon_url.trim()) {
      toast.error(SITE_SETTINGS_REQUIRED);
      setErrors({
        page_title: settings.page_title.trim() ? undefined : 'is required',
        favicon_url: settings.favicon_url.trim() ? undefined : 'is required',
      });
      return;
    }
    const parsed = SiteSettingsSchema.safeParse(settings);
    if (!parsed.success) {
      const found: Partial<Record<SiteField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as SiteField;
        if (field in LABELS) found[field] ??= issue.message;
      }
      setErrors(found);
      toast.error(SITE_SETTINGS_FAILED, {
        description: Object.entries(found)
          .map(([field, message]) => `${LABELS[field as SiteField]} ${message}`)
          .join('; '),
      });
      return;
    }
    setErrors({});
    setBusy('site');
    try {
      const stored = await api('/api/admin/site-settings', {
        method: 'PUT',
        json: parsed.data,
        schema: SiteSettingsSchema,
      });
      onSaved(stored);
      toast.success(SITE_SETTINGS_UPDATED);
      // The button stays disabled until the page reloads with the new settings.
      setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    } catch (error) {
      notifyFailure(error, SITE_SETTINGS_FAILED);
      setBusy(null);
    }
  }

  const errorHint = (field: SiteField, hint: string) =>
    errors[field] ? (
      <>
        {hint}{' '}
        <span className="settings-error">
          {LABELS[field]} {errors[field]}
        </span>
      </>
    ) : (
      hint
    );

  return (
    <section className="card settings-site" aria-labelledby="settings-site">
      <h2 id="settings-site">Site Settings</h2>
      <form className="settings-form" noValidate onSubmit={save}>
        <TextField
          label={LABELS.page_title}
          name="page_title"
          required
          value={settings.page_title}
          aria-invalid={errors.page_title ? true : undefined}
          hint={errorHint('page_title', 'Shown in the browser tab and in search results.')}
          onChange={(event) => edit('page_title', event.target.value)}
        />
        <TextField
          label={LABELS.favicon_url}
          name="favicon_url"
          required
          value={settings.favicon_url}
          aria-invalid={errors.favicon_url ? true : undefined}
          placeholder="/favicon.svg"
          hint={errorHint(
            'favicon_url',
            'The small icon in the browser tab: a link such as /favicon.svg or https://….',
          )}
          onChange={(event) => edit('favicon_url', event.target.value)}
        />
        <TextAreaField
          label={LABELS.meta_description}
          name="meta_description"
          rows={4}
          value={settings.meta_description}
          aria-invalid={errors.meta_description ? true : undefined}
          hint={errorHint(
            'meta_description',
            `Shown by search engines under the title. ${settings.meta_description.length}/${META_MAX} characters.`,
          )}
          onChange={(event) => edit('meta_description', event.target.value)}
        />
        {errors.brand_text && (
          <p className="settings-error" role="alert">
            {LABELS.brand_text} {errors.brand_text}
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
