/** The row that ends a form: Cancel, and the submit button, which says 'Saving...' while a save runs. */
export function FormActions({
  saving,
  onCancel,
  submitLabel = 'Save',
}: {
  saving: boolean;
  onCancel: () => void;
  submitLabel?: string;
}) {
  return (
    <div className="form-actions">
      <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={saving}>
        Cancel
      </button>
      <button type="submit" className="btn btn-primary" disabled={saving}>
        {saving ? 'Saving...' : submitLabel}
      </button>
    </div>
  );
}
