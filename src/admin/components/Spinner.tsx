import { useT } from '../i18n/translate.ts';

/** A loading indicator that screen readers announce ("Loading…" unless it says what loads). */
export function Spinner({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className="spinner-wrap" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
    </div>
  );
}
