/**
 * Brand & Logo Settings (SPEC §2, §4, §5): a live preview of the navbar brand, text or logo, the brand
 * text, the current logo (view, remove) and an upload area taking a click or a dropped file.
 */
import { Eye, ImageUp, Trash2 } from 'lucide-react';
import { type ChangeEvent, type DragEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { resolveBrand, type SiteSettings } from '../../../domain/content/site-settings.ts';
import { url } from '../../../domain/shared/fields.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { TextField } from '../../components/fields.tsx';
import { ImageWithFallback } from '../../components/ImageWithFallback.tsx';
import { t, useT } from '../../i18n/i18n.ts';
import { api } from '../../shared/api.ts';
import { notifyFailure } from '../../shared/failure-toasts.ts';
import { LOGO_ACCEPT, logoFileProblem } from './logo-file.ts';

const UploadedLogoSchema = z.object({ url: url() });

type Busy = 'logo' | 'site' | null;

export function BrandLogoCard({
  settings,
  onChange,
  saveLogo,
  busy,
  setBusy,
  unsaved,
}: {
  settings: SiteSettings;
  onChange: (next: SiteSettings) => void;
  saveLogo: (change: Pick<SiteSettings, 'brand_type' | 'brand_logo'>) => Promise<void>;
  busy: Busy;
  setBusy: (busy: Busy) => void;
  unsaved: boolean;
}) {
  const inputId = useId();
  const translate = useT();
  const [dragging, setDragging] = useState(false);
  const [viewing, setViewing] = useState(false);
  const uploading = busy === 'logo';
  const hasLogo = Boolean(settings.brand_logo);

  async function upload(file: File) {
    if (busy) return;
    const problem = logoFileProblem(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    setBusy('logo');
    try {
      const form = new FormData();
      form.append('file', file);
      const { url: logoUrl } = await api('/api/admin/site-settings/upload-logo', {
        method: 'POST',
        form,
        schema: UploadedLogoSchema,
      });
      await saveLogo({ brand_type: 'image', brand_logo: logoUrl });
      toast.success(t('brand.logoUploaded'));
    } catch (error) {
      notifyFailure(error, t('brand.logoUploadFailed'), { detailFirst: true });
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    if (busy) return;
    setBusy('logo');
    try {
      await saveLogo({ brand_type: 'text', brand_logo: null });
      setViewing(false);
      toast.success(t('brand.logoRemoved'));
    } catch (error) {
      notifyFailure(error, t('site.failed'));
    } finally {
      setBusy(null);
    }
  }

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again is noticed.
    event.target.value = '';
    if (file) void upload(file);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void upload(file);
  }

  return (
    <section className="card settings-brand" aria-labelledby="settings-brand">
      <h2 id="settings-brand">{translate('brand.cardTitle')}</h2>
      <div className="settings-brand-columns">
        <div className="settings-brand-choices">
          <BrandPreview settings={settings} />

          <fieldset className="choice-group settings-brand-type" disabled={uploading}>
            <legend>{translate('brand.showAs')}</legend>
            <label>
              <input
                type="radio"
                name="brand_type"
                value="text"
                checked={settings.brand_type === 'text'}
                onChange={() => onChange({ ...settings, brand_type: 'text' })}
              />
              {translate('brand.useText')}
            </label>
            <label>
              <input
                type="radio"
                name="brand_type"
                value="image"
                checked={settings.brand_type === 'image'}
                onChange={() => onChange({ ...settings, brand_type: 'image' })}
              />
              {translate('brand.useLogo')}
            </label>
          </fieldset>
          {settings.brand_type === 'image' && !hasLogo && (
            <p className="field-hint">{translate('brand.uploadFirst')}</p>
          )}

          <TextField
            label={translate('site.field.brand_text')}
            name="brand_text"
            value={settings.brand_text}
            disabled={settings.brand_type === 'image' && hasLogo}
            hint={
              settings.brand_type === 'image' && hasLogo
                ? translate('brand.textHintLogo')
                : translate('brand.textHint')
            }
            onChange={(event) => onChange({ ...settings, brand_text: event.target.value })}
          />
          <p className="field-hint">
            {translate('brand.savedWithBefore')} <strong>{translate('site.save')}</strong>
            {translate('brand.savedWithAfter')}
            {unsaved && <span className="unsaved-note"> {translate('common.unsaved')}</span>}
          </p>
        </div>

        <div className="settings-brand-logo">
          {settings.brand_logo && (
            <div className="settings-current-logo">
              <h3>{translate('brand.currentLogo')}</h3>
              <div className="settings-logo-frame">
                <ImageWithFallback src={settings.brand_logo} alt={translate('brand.currentLogoAlt')} />
              </div>
              <div className="actions">
                <button
                  type="button"
                  className="btn btn-secondary btn-small"
                  onClick={() => setViewing(true)}
                  disabled={uploading}
                >
                  <Eye size={16} aria-hidden /> {translate('brand.viewFull')}
                </button>
                <button
                  type="button"
                  className="btn btn-danger btn-small"
                  onClick={remove}
                  disabled={busy !== null}
                >
                  <Trash2 size={16} aria-hidden /> {translate('brand.removeLogo')}
                </button>
              </div>
            </div>
          )}

          {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is a pointer shortcut; the file input inside is the keyboard way. */}
          <div
            className={`settings-dropzone${dragging ? ' is-dragging' : ''}${busy ? ' is-busy' : ''}`}
            onDragOver={(event) => {
              event.preventDefault();
              if (!busy) setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
          >
            <input
              id={inputId}
              className="visually-hidden"
              type="file"
              name="file"
              accept={LOGO_ACCEPT}
              disabled={busy !== null}
              onChange={onPick}
            />
            <label htmlFor={inputId}>
              <ImageUp size={32} aria-hidden />
              <span className="settings-dropzone-title">
                {uploading ? translate('brand.uploading') : translate('brand.uploadLogo')}
              </span>
              <span className="for-fine-pointer">{translate('brand.dropHint')}</span>
              <span className="for-touch">{translate('brand.tapHint')}</span>
              <span className="field-hint">{translate('brand.formats')}</span>
            </label>
          </div>
        </div>
      </div>

      {viewing && settings.brand_logo && (
        <Dialog title={translate('brand.currentLogo')} onClose={() => setViewing(false)} wide>
          <div className="settings-logo-full">
            <ImageWithFallback src={settings.brand_logo} alt={translate('brand.fullSizeAlt')} />
          </div>
          <p>
            <a href={settings.brand_logo} target="_blank" rel="noopener">
              {translate('brand.openNewTab')}
            </a>
          </p>
        </Dialog>
      )}
    </section>
  );
}

/** The navbar brand as the website will show it, falling back to the text when the logo cannot load. */
function BrandPreview({ settings }: { settings: SiteSettings }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const brand = resolveBrand(settings);
  const fallbackText = brand.kind === 'image' ? brand.alt : brand.text;
  const t = useT();
  return (
    <figure className="settings-preview">
      <figcaption>{t('brand.preview')}</figcaption>
      <div className="settings-preview-bar" data-testid="brand-preview">
        {brand.kind === 'image' && failedSrc !== brand.src ? (
          <img src={brand.src} alt={brand.alt} onError={() => setFailedSrc(brand.src)} />
        ) : (
          <span className="settings-preview-text">{fallbackText}</span>
        )}
        <span className="settings-preview-links" aria-hidden="true">
          <span>{t('brand.previewLink.home')}</span>
          <span>{t('brand.previewLink.menu')}</span>
          <span>{t('brand.previewLink.contact')}</span>
        </span>
      </div>
    </figure>
  );
}
