/**
 * A dish's pre-order terms in the menu form (issue 41): whether it is sold ahead, the fewest a pre-order
 * takes and what one of it is called, how long ahead, the most the kitchen cooks of it a day, and whether
 * it is sold only ahead. Shows the label guests will see ("Pre-order H-1, min. 20").
 */
import { preorderLabel } from '../../../domain/orders/preorder.ts';
import { TextField } from '../../components/fields.tsx';
import { useT } from '../../i18n/i18n.ts';
import type { DraftErrors, PreorderDraft } from './menu-form.ts';

export function PreorderFields({
  draft,
  errors,
  onChange,
}: {
  draft: PreorderDraft;
  errors: DraftErrors;
  onChange: (change: Partial<PreorderDraft>, field?: keyof PreorderDraft) => void;
}) {
  const t = useT();
  const min = Number(draft.min_quantity);
  const lead = Number(draft.lead_hours);
  const label =
    Number.isInteger(min) && min > 0 && Number.isInteger(lead) && lead > 0
      ? preorderLabel({ min_quantity: min, lead_hours: lead })
      : null;
  return (
    <fieldset className="span-all menu-preorder">
      <legend>{t('menu.preorder.legend')}</legend>
      <label className="menu-preorder-toggle">
        <input
          type="checkbox"
          checked={draft.on}
          onChange={(event) => onChange({ on: event.target.checked })}
        />
        {t('menu.preorder.on')}
      </label>
      {draft.on && (
        <div className="form-grid">
          <TextField
            label={t('menu.preorder.min_quantity')}
            inputMode="numeric"
            required
            value={draft.min_quantity}
            onChange={(event) => onChange({ min_quantity: event.target.value }, 'min_quantity')}
            error={errors['preorder.min_quantity']}
          />
          <TextField
            label={t('menu.preorder.unit')}
            value={draft.unit}
            onChange={(event) => onChange({ unit: event.target.value }, 'unit')}
            error={errors['preorder.unit']}
            hint={t('menu.preorder.unitHint')}
          />
          <TextField
            label={t('menu.preorder.lead_hours')}
            inputMode="numeric"
            required
            value={draft.lead_hours}
            onChange={(event) => onChange({ lead_hours: event.target.value }, 'lead_hours')}
            error={errors['preorder.lead_hours']}
            hint={t('menu.preorder.leadHint')}
          />
          <TextField
            label={t('menu.preorder.daily_limit')}
            inputMode="numeric"
            value={draft.daily_limit}
            onChange={(event) => onChange({ daily_limit: event.target.value }, 'daily_limit')}
            error={errors['preorder.daily_limit']}
            hint={t('menu.preorder.limitHint')}
          />
          <label className="menu-preorder-toggle span-all">
            <input
              type="checkbox"
              checked={draft.ahead_only}
              onChange={(event) => onChange({ ahead_only: event.target.checked })}
            />
            {t('menu.preorder.ahead_only')}
          </label>
          {label && (
            <p className="field-hint span-all" aria-live="polite">
              {t('menu.preorder.preview', { label })}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
