/** The row that ends a form: Cancel, and the submit button, which says 'Saving...' while a save runs. */
import { useT } from '../i18n/i18n.ts';

export function FormActions({
  saving,
  onCancel,
  submitLabel,
}: {
  saving: boolean;
  onCancel: () => void;
  /** Says what the form does ("Add Item"); "Save" when absent. */
  submitLabel?: string;
}) {
  const t = useT();
  return (
    <div className="form-actions">
      <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={saving}>
        {t('common.cancel')}
      </button>
      <button type="submit" className="btn btn-primary" disabled={saving}>
        {saving ? t('common.saving') : (submitLabel ?? t('common.save'))}
      </button>
    </div>
  );
}
