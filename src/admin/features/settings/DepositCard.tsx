/**
 * Pre-orders and deposit (Settings page, for those who edit the site): the deposit asked on pre-orders and
 * large orders, how long guests have to pay it, how far ahead they may pre-order, and the restaurant's own
 * static QRIS they pay it with (its picture from the media library, the merchant name and the NMID printed
 * on it). Saved whole with its version, with its history; a save publishes the site.
 */
import { History, Save } from 'lucide-react';
import { type SubmitEvent, useState } from 'react';
import { toast } from 'sonner';
import {
  DEPOSIT_HOURS_MAX,
  PREORDER_DAYS_MAX,
  type PreorderSettings,
  PreorderSettingsSchema,
} from '../../../domain/orders/preorder-schemas.ts';
import { fieldErrors } from '../../../domain/shared/validation.ts';
import { ImagePreview } from '../../components/collection/ImagePreview.tsx';
import { TextField } from '../../components/fields.tsx';
import { SettingsHistoryDialog } from '../../components/HistoryDialog.tsx';
import { ImageUpload, imageAddressHint } from '../../components/ImageUpload.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { t as translate, useT } from '../../i18n/i18n.ts';
import { sayProblems } from '../../i18n/problems.ts';
import { api } from '../../shared/api.ts';
import { notifyFailure } from '../../shared/failure-toasts.ts';
import { useSettingsForm } from '../../shared/use-settings-form.ts';

const PATH = '/api/admin/preorder';

/** The form's fields as typed: numbers stay text until saved. */
type Draft = { [K in keyof PreorderSettings]: string };
type Field = keyof Draft;

const toDraft = (settings: PreorderSettings): Draft => ({
  deposit_percent: String(settings.deposit_percent),
  deposit_from: settings.deposit_from === null ? '' : String(settings.deposit_from),
  deposit_hours: String(settings.deposit_hours),
  preorder_days_ahead: String(settings.preorder_days_ahead),
  qris_image: settings.qris_image,
  qris_merchant: settings.qris_merchant,
  qris_nmid: settings.qris_nmid,
});

/** A whole number as staff type it ("1.000.000" for rupiah); text that is not one stays for the schema to name. */
const whole = (text: string) => {
  const digits = text.replace(/[.\s]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : text;
};

const fromDraft = (draft: Draft) => ({
  ...draft,
  deposit_percent: draft.deposit_percent.trim() === '' ? 0 : whole(draft.deposit_percent),
  deposit_from: draft.deposit_from.trim() === '' ? null : whole(draft.deposit_from),
  deposit_hours: whole(draft.deposit_hours),
  preorder_days_ahead: whole(draft.preorder_days_ahead),
});

/** How each field is named on screen, in its problems and in its history. */
export const depositLabels = (): Record<Field, string> => ({
  deposit_percent: translate('deposit.percent'),
  deposit_from: translate('deposit.from'),
  deposit_hours: translate('deposit.hours'),
  preorder_days_ahead: translate('deposit.days'),
  qris_image: translate('deposit.qrisImage'),
  qris_merchant: translate('deposit.merchant'),
  qris_nmid: translate('deposit.nmid'),
});

export function DepositCard() {
  const t = useT();
  const { saved, draft, setDraft, base, version, conflict, afterSaveFailed } = useSettingsForm(
    PATH,
    PreorderSettingsSchema,
    toDraft,
    translate('deposit.loadFailed'),
  );
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const [saving, setSaving] = useState(false);
  const [history, setHistory] = useState(false);

  if (!draft || !saved) return <Spinner label={t('deposit.loading')} />;

  const change = (field: Field, value: string) => {
    setDraft({ ...draft, [field]: value });
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  async function save() {
    if (!draft) return;
    const checked = PreorderSettingsSchema.safeParse(fromDraft(draft));
    if (!checked.success) {
      setErrors(sayProblems(fieldErrors(checked.error, depositLabels(), draft)));
      return;
    }
    setSaving(true);
    try {
      base(await api(PATH, { method: 'PUT', json: checked.data, schema: PreorderSettingsSchema, version }));
      setErrors({});
      toast.success(t('deposit.saved'));
    } catch (failure) {
      notifyFailure(failure, t('deposit.saveFailed'));
      afterSaveFailed(failure);
    } finally {
      setSaving(false);
    }
  }

  const field = (name: Field, props: { hint?: string; placeholder?: string; inputMode?: 'numeric' } = {}) => (
    <TextField
      label={depositLabels()[name]}
      name={name}
      value={draft[name]}
      error={errors[name]}
      onChange={(event) => change(name, event.target.value)}
      {...props}
    />
  );

  return (
    <section className="card deposit-card" aria-labelledby="deposit-title">
      <h2 id="deposit-title">{t('deposit.title')}</h2>
      <p className="muted">{t('deposit.intro')}</p>
      {conflict && (
        <p className="notice" role="alert">
          {t('deposit.conflict')}
        </p>
      )}
      <form
        noValidate
        aria-busy={saving}
        onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
          event.preventDefault();
          if (!saving) void save();
        }}
      >
        <div className="form-grid">
          {field('deposit_percent', { inputMode: 'numeric', hint: t('deposit.percentHint') })}
          {field('deposit_from', {
            inputMode: 'numeric',
            placeholder: t('deposit.fromNone'),
            hint: t('deposit.fromHint'),
          })}
          {field('deposit_hours', {
            inputMode: 'numeric',
            hint: t('deposit.hoursHint', { max: DEPOSIT_HOURS_MAX }),
          })}
          {field('preorder_days_ahead', {
            inputMode: 'numeric',
            hint: t('deposit.daysHint', { max: PREORDER_DAYS_MAX }),
          })}
        </div>
        <h3>{t('deposit.qris')}</h3>
        <ImageUpload
          what={t('deposit.qrisPhoto')}
          label={t('deposit.qrisPhoto')}
          linkOpen={Boolean(draft.qris_image.trim() || errors.qris_image)}
          onUploaded={(url) => change('qris_image', url)}
        >
          <TextField
            label={depositLabels().qris_image}
            name="qris_image"
            inputMode="url"
            autoComplete="off"
            maxLength={2048}
            error={errors.qris_image}
            hint={imageAddressHint(draft.qris_image)}
            value={draft.qris_image}
            onChange={(event) => change('qris_image', event.target.value)}
          />
        </ImageUpload>
        <ImagePreview url={draft.qris_image} />
        <div className="form-grid">
          {field('qris_merchant', { hint: t('deposit.merchantHint') })}
          {field('qris_nmid', { hint: t('deposit.nmidHint') })}
        </div>
        {errors.form && (
          <p className="field-error" role="alert">
            {errors.form}
          </p>
        )}
        <div className="form-actions">
          <button type="button" className="btn btn-secondary" onClick={() => setHistory(true)}>
            <History size={18} aria-hidden /> {t('common.history')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={saving}>
            <Save size={18} aria-hidden /> {saving ? t('common.saving') : t('deposit.save')}
          </button>
        </div>
      </form>
      {history && (
        <SettingsHistoryDialog
          document="preorder"
          current={saved}
          version={version}
          title={t('deposit.title')}
          labels={depositLabels()}
          onRestored={(restored) => {
            base(restored);
            setHistory(false);
          }}
          onClose={() => setHistory(false)}
        />
      )}
    </section>
  );
}
