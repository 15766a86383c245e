/**
 * Ordering settings (Settings page, for those who edit the site): whether the site's basket takes orders,
 * the ways it offers, the service charge and PB1 it adds and the ways each is added to, and delivery's
 * minimum order and note, and the kitchen's preparation time (an accepted order's ready time). Saved
 * whole with its version (a save over a colleague's newer one is refused), with its history; a save
 * publishes the site, whose menu then says how prices stand.
 */
import { History, Save } from 'lucide-react';
import { type SubmitEvent, useState } from 'react';
import { toast } from 'sonner';
import { ORDER_MODES, type OrderMode, pricesNote } from '../../../domain/orders/basket-rules.ts';
import {
  MINIMUM_ORDER_MAX,
  type OrderingSettings,
  OrderingSettingsSchema,
  PREP_MINUTES_MAX,
  SERVICE_CHARGE_MAX,
  TAX_MAX,
} from '../../../domain/orders/ordering-settings.ts';
import { fieldErrors } from '../../../domain/shared/validation.ts';
import { TextAreaField, TextField } from '../../components/fields.tsx';
import { SettingsHistoryDialog } from '../../components/HistoryDialog.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { t as translate, useT } from '../../i18n/i18n.ts';
import { sayProblems } from '../../i18n/problems.ts';
import { api } from '../../shared/api.ts';
import { notifyFailure } from '../../shared/failure-toasts.ts';
import { useSettingsForm } from '../../shared/use-settings-form.ts';

const PATH = '/api/admin/ordering';

/** The form's fields as typed: numbers stay text until saved, so a half-typed "2," is not lost. */
interface Draft {
  enabled: boolean;
  modes: OrderingSettings['modes'];
  service_charge_percent: string;
  service_charge_modes: OrderMode[];
  tax_percent: string;
  tax_modes: OrderMode[];
  prices_include_tax: boolean;
  minimum_order: string;
  delivery_note: string;
  prep_minutes: string;
}

type Field = Exclude<keyof Draft, 'enabled' | 'prices_include_tax'>;

const toDraft = (settings: OrderingSettings): Draft => ({
  ...settings,
  service_charge_percent: String(settings.service_charge_percent).replace('.', ','),
  tax_percent: String(settings.tax_percent).replace('.', ','),
  minimum_order: settings.minimum_order === null ? '' : String(settings.minimum_order),
  prep_minutes: String(settings.prep_minutes),
});

/** A number as staff type it: "2,5" or "2.5"; "50.000" for rupiah. */
const percentOf = (text: string) => (text.trim() === '' ? 0 : Number(text.trim().replace(',', '.')));
const rupiahOf = (text: string) => (text.trim() === '' ? null : Number(text.replace(/[.\s]/g, '')));

const fromDraft = (draft: Draft) => ({
  ...draft,
  service_charge_percent: percentOf(draft.service_charge_percent),
  tax_percent: percentOf(draft.tax_percent),
  minimum_order: rupiahOf(draft.minimum_order),
  // Left empty, the kitchen's usual time (the schema's default).
  prep_minutes: draft.prep_minutes.trim() === '' ? undefined : Number(draft.prep_minutes.trim()),
});

/** How each field is named on screen, in its problems and in its history. */
export const orderingLabels = (): Record<keyof Draft, string> => ({
  enabled: translate('ordering.enabled'),
  modes: translate('ordering.modes'),
  service_charge_percent: translate('ordering.service'),
  service_charge_modes: translate('ordering.serviceModes'),
  tax_percent: translate('ordering.tax'),
  tax_modes: translate('ordering.taxModes'),
  prices_include_tax: translate('ordering.included'),
  minimum_order: translate('ordering.minimum'),
  delivery_note: translate('ordering.deliveryNote'),
  prep_minutes: translate('ordering.prep'),
});

export function OrderingCard() {
  const t = useT();
  const { saved, draft, setDraft, base, version, conflict, afterSaveFailed } = useSettingsForm(
    PATH,
    OrderingSettingsSchema,
    toDraft,
    translate('ordering.loadFailed'),
  );
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const [saving, setSaving] = useState(false);
  const [history, setHistory] = useState(false);

  if (!draft || !saved) return <Spinner label={t('ordering.loading')} />;

  const change = (next: Partial<Draft>, field?: Field) => {
    setDraft({ ...draft, ...next });
    if (field) setErrors(({ [field]: _cleared, ...rest }) => rest);
  };
  // What is typed, once it is valid: until then the preview waits rather than say nothing is added.
  const parsed = OrderingSettingsSchema.safeParse(fromDraft(draft));
  const preview = parsed.success
    ? (pricesNote(parsed.data) ?? t('ordering.previewNothing'))
    : t('ordering.previewInvalid');

  async function save() {
    if (!draft) return;
    const checked = OrderingSettingsSchema.safeParse(fromDraft(draft));
    if (!checked.success) {
      setErrors(sayProblems(fieldErrors(checked.error, orderingLabels(), draft)));
      return;
    }
    setSaving(true);
    try {
      base(await api(PATH, { method: 'PUT', json: checked.data, schema: OrderingSettingsSchema, version }));
      setErrors({});
      toast.success(t('ordering.saved'));
    } catch (failure) {
      notifyFailure(failure, t('ordering.saveFailed'));
      afterSaveFailed(failure);
    } finally {
      setSaving(false);
    }
  }

  const number = (field: 'service_charge_percent' | 'tax_percent', max: number, hint: string) => (
    <TextField
      label={orderingLabels()[field]}
      name={field}
      inputMode="decimal"
      value={draft[field]}
      hint={hint}
      error={errors[field]}
      disabled={draft.prices_include_tax}
      onChange={(event) => change({ [field]: event.target.value }, field)}
      placeholder={`0–${max}`}
    />
  );

  /** The ways a charge is added to: one checkbox per way, in the basket's order. */
  const ways = (field: 'service_charge_modes' | 'tax_modes') => (
    <fieldset
      className="ordering-modes"
      disabled={draft.prices_include_tax}
      aria-describedby={errors[field] ? `ordering-${field}-error` : undefined}
    >
      <legend>{orderingLabels()[field]}</legend>
      {ORDER_MODES.map((mode) => (
        <label key={mode} className="notify-toggle">
          <input
            type="checkbox"
            name={field}
            value={mode}
            checked={draft[field].includes(mode)}
            onChange={(event) =>
              change(
                {
                  [field]: event.target.checked
                    ? ORDER_MODES.filter((m) => m === mode || draft[field].includes(m))
                    : draft[field].filter((m) => m !== mode),
                },
                field,
              )
            }
          />
          {t(`ordering.mode.${mode}`)}
        </label>
      ))}
      {errors[field] && (
        <p className="field-error" id={`ordering-${field}-error`}>
          {errors[field]}
        </p>
      )}
    </fieldset>
  );

  return (
    <section className="card ordering-card" aria-labelledby="ordering-title">
      <h2 id="ordering-title">{t('ordering.title')}</h2>
      <p className="muted">{t('ordering.intro')}</p>
      {conflict && (
        <p className="notice" role="alert">
          {t('ordering.conflict')}
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
        <label className="notify-toggle">
          <input
            type="checkbox"
            name="enabled"
            checked={draft.enabled}
            onChange={(event) => change({ enabled: event.target.checked })}
          />
          {t('ordering.enabled')}
        </label>
        <fieldset
          className="ordering-modes"
          aria-describedby={errors.modes ? 'ordering-modes-error' : undefined}
        >
          <legend>{t('ordering.modes')}</legend>
          {ORDER_MODES.map((mode) => (
            <label key={mode} className="notify-toggle">
              <input
                type="checkbox"
                name="modes"
                value={mode}
                checked={draft.modes.includes(mode)}
                onChange={(event) =>
                  change(
                    {
                      modes: event.target.checked
                        ? ORDER_MODES.filter((m) => m === mode || draft.modes.includes(m))
                        : draft.modes.filter((m) => m !== mode),
                    },
                    'modes',
                  )
                }
              />
              {t(`ordering.mode.${mode}`)}
            </label>
          ))}
          {errors.modes && (
            <p className="field-error" id="ordering-modes-error">
              {errors.modes}
            </p>
          )}
        </fieldset>
        <label className="notify-toggle">
          <input
            type="checkbox"
            name="prices_include_tax"
            checked={draft.prices_include_tax}
            onChange={(event) => change({ prices_include_tax: event.target.checked })}
          />
          {t('ordering.included')}
        </label>
        <div className="form-grid">
          <div className="ordering-charge">
            {number(
              'service_charge_percent',
              SERVICE_CHARGE_MAX,
              t('ordering.serviceHint', { max: SERVICE_CHARGE_MAX }),
            )}
            {ways('service_charge_modes')}
          </div>
          <div className="ordering-charge">
            {number('tax_percent', TAX_MAX, t('ordering.taxHint', { max: TAX_MAX }))}
            {ways('tax_modes')}
          </div>
          <TextField
            label={orderingLabels().minimum_order}
            name="minimum_order"
            inputMode="numeric"
            value={draft.minimum_order}
            placeholder={t('ordering.minimumNone')}
            hint={t('ordering.minimumHint', { max: MINIMUM_ORDER_MAX.toLocaleString('id-ID') })}
            error={errors.minimum_order}
            onChange={(event) => change({ minimum_order: event.target.value }, 'minimum_order')}
          />
          <TextField
            label={orderingLabels().prep_minutes}
            name="prep_minutes"
            inputMode="numeric"
            value={draft.prep_minutes}
            hint={t('ordering.prepHint', { min: 5, max: PREP_MINUTES_MAX })}
            error={errors.prep_minutes}
            onChange={(event) => change({ prep_minutes: event.target.value }, 'prep_minutes')}
          />
          <TextAreaField
            label={orderingLabels().delivery_note}
            name="delivery_note"
            rows={2}
            value={draft.delivery_note}
            hint={t('ordering.deliveryNoteHint')}
            error={errors.delivery_note}
            onChange={(event) => change({ delivery_note: event.target.value }, 'delivery_note')}
          />
        </div>
        <p className="ordering-preview" aria-live="polite">
          {t('ordering.preview')} <strong>{preview}</strong>
        </p>
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
            <Save size={18} aria-hidden /> {saving ? t('common.saving') : t('ordering.save')}
          </button>
        </div>
      </form>
      {history && (
        <SettingsHistoryDialog
          document="ordering"
          current={saved}
          version={version}
          title={t('ordering.title')}
          labels={orderingLabels()}
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
