/**
 * /admin/restaurant-info (SPEC §2, §5, §8): the contact details, location and opening hours shown on the
 * public site. The whole object is loaded, edited here and saved back at once.
 */
import { History } from 'lucide-react';
import { type SubmitEvent, useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import {
  type RestaurantInfo,
  RestaurantInfoInputSchema,
  RestaurantInfoSchema,
} from '../../../domain/content/restaurant.ts';
import { adoptStyles } from '../../../ui/adopt-styles.ts';
import { hasUnsavedEdits, useLeaveGuard } from '../../app/navigation.ts';
import { SettingsHistoryDialog } from '../../components/HistoryDialog.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { t, useT } from '../../i18n/i18n.ts';
import { api } from '../../shared/api.ts';
import { notifyFailure } from '../../shared/failure-toasts.ts';
import { useDocumentVersion } from '../../shared/use-document-version.ts';
import { useHoursChangeCheck } from './hours-change.tsx';
import {
  type FieldErrors,
  type FieldPath,
  halalEnded,
  historyFields,
  RestaurantInfoForm,
  restaurantInfoErrors,
  restaurantInfoLabels,
} from './RestaurantInfoForm.tsx';
import restaurantInfoStyles from './restaurant-info.css?inline';

adoptStyles(restaurantInfoStyles);

export function RestaurantInfoPage() {
  const translate = useT();
  const [draft, setDraft] = useState<RestaurantInfo | null>(null);
  /** What is saved on the server, as last loaded or saved (the history compares with it). */
  const [saved, setSaved] = useState<RestaurantInfo | null>(null);
  const [showHistory, setShowHistory] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  // New hours that close times guests hold are saved only once staff said yes.
  const { mayClose, dialog } = useHoursChangeCheck();
  /** The version `saved` is: a save over someone else's since is refused with their reason, edits kept. */
  const { version, conflict, setConflict, afterSaveFailed } = useDocumentVersion(
    '/api/admin/restaurant',
    RestaurantInfoSchema,
    setSaved,
    translate('info.loadFailed'),
  );

  const load = useCallback(() => {
    setLoadFailed(false);
    let current = true;
    api('/api/admin/restaurant', { schema: RestaurantInfoSchema, version })
      .then((info) => {
        if (!current) return;
        setDraft(info);
        setSaved(info);
      })
      .catch((error) => {
        if (!current) return;
        notifyFailure(error, t('info.loadFailed'));
        setLoadFailed(true);
      });
    return () => {
      current = false;
    };
  }, [version]);

  useEffect(() => load(), [load]);

  // Typed changes are never dropped without asking: links, Logout, reload and closing the tab ask first.
  const unsaved = hasUnsavedEdits(draft, saved);
  useLeaveGuard(unsaved);

  const change = useCallback((next: RestaurantInfo, changedPath: FieldPath) => {
    setDraft(next);
    // The message goes away as soon as the field is edited; it comes back on the next save if still wrong.
    // An hours problem said for a whole day ("…monday.ranges") goes too when one of its times is edited.
    setErrors((current) => {
      const stale = Object.keys(current).filter(
        (key) => current[key as FieldPath] && (changedPath === key || changedPath.startsWith(`${key}.`)),
      );
      return stale.length === 0
        ? current
        : { ...current, ...Object.fromEntries(stale.map((key) => [key, undefined])) };
    });
  }, []);

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!draft || saving) return;
    // The schema also writes the WhatsApp number as wa.me needs it ("0812 6612 3456" → 6281266123456).
    const parsed = RestaurantInfoInputSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(restaurantInfoErrors(parsed.error, draft));
      toast.error(t('info.updateFailed'), { description: t('info.correctFields') });
      // Take the user to the first field that needs attention.
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('.restaurant-info-form [aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      if (!(await mayClose(parsed.data.openingHours, saved?.openingHours ?? null))) return;
      const stored = await api('/api/admin/restaurant', {
        method: 'PUT',
        json: parsed.data,
        schema: RestaurantInfoSchema,
        version,
      });
      setDraft(stored);
      setSaved(stored);
      setConflict(false);
      // Saved, but a certificate whose date is over is no longer on the site: said with the save too.
      const ended = halalEnded(stored);
      toast.success(t('info.updated'), ended ? { description: ended } : undefined);
    } catch (error) {
      // The form keeps everything typed, so the user can try again.
      notifyFailure(error, t('info.updateFailed'));
      afterSaveFailed(error);
    } finally {
      setSaving(false);
    }
  }

  if (loadFailed && !draft) {
    return (
      <div className="empty-state restaurant-info-failed">
        <p>{translate('info.couldNotLoad')}</p>
        <button type="button" className="btn btn-primary" onClick={load}>
          {translate('info.tryAgain')}
        </button>
      </div>
    );
  }
  if (!draft) return <Spinner label={translate('info.loading')} />;

  return (
    <>
      <div className="page-intro-row">
        <p className="page-intro">{translate('info.intro')}</p>
        <button type="button" className="btn btn-secondary btn-small" onClick={() => setShowHistory(true)}>
          <History size={16} aria-hidden /> {translate('common.history')}
        </button>
      </div>
      {conflict && (
        <p className="notice" role="alert">
          {translate('info.conflict')}
        </p>
      )}
      <RestaurantInfoForm
        info={draft}
        errors={errors}
        saving={saving}
        unsaved={unsaved}
        onChange={change}
        onSubmit={save}
      />
      {showHistory && (
        <SettingsHistoryDialog
          document="restaurant"
          current={saved ?? draft}
          version={version}
          title={translate('info.historyTitle')}
          labels={restaurantInfoLabels()}
          fields={historyFields}
          confirmRestore={async (send, restored) =>
            (await mayClose(restored.openingHours, saved?.openingHours ?? null)) ? send() : null
          }
          onRestored={(restored) => {
            setDraft(restored);
            setSaved(restored);
            setErrors({});
            setConflict(false);
            setShowHistory(false);
          }}
          onClose={() => setShowHistory(false)}
        />
      )}
      {/* After the history: a question asked over it is on top. */}
      {dialog}
    </>
  );
}
