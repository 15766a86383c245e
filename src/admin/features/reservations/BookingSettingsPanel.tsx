/**
 * Booking settings on the reservations page: the optional seats per time slot and how long bookings are
 * kept (both off by default), saved as a whole document with its version (a save over a colleague's
 * newer one is refused), with its history. How long bookings are kept is the superadmin's to change
 * (shown to others, not changeable); a shorter time that deletes past bookings is saved, or restored from
 * the history, only after the superadmin confirmed how many go, the count the server answers.
 */
import { History } from 'lucide-react';
import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import {
  type BookingSettings,
  type BookingSettingsInput,
  BookingSettingsSchema,
} from '../../../domain/reservations/booking-settings.ts';
import { RETENTION_MONTHS } from '../../../domain/reservations/retention.ts';
import { useConfirm } from '../../components/ConfirmDialog.tsx';
import { SelectField, TextField } from '../../components/fields.tsx';
import { SettingsHistoryDialog } from '../../components/HistoryDialog.tsx';
import { t as translate, useT } from '../../i18n/i18n.ts';
import { sayProblem } from '../../i18n/problems.ts';
import { api } from '../../shared/api.ts';
import { notifyFailure } from '../../shared/failure-toasts.ts';
import { useDocumentVersion } from '../../shared/use-document-version.ts';
import { withDeletesConfirmed } from './retention-confirm.ts';

const PATH = '/api/admin/booking-settings';
const toText = (settings: BookingSettings) =>
  settings.seats_per_slot === null ? '' : String(settings.seats_per_slot);
const retentionText = (settings: BookingSettings) =>
  settings.retention_months === null ? '' : String(settings.retention_months);

/** `editsRetention`: whether this account may change how long bookings are kept (a superadmin). */
export function BookingSettingsPanel({ editsRetention }: { editsRetention: boolean }) {
  const t = useT();
  const { confirm, dialog } = useConfirm();
  const [saved, setSaved] = useState<BookingSettings | null>(null);
  const [seats, setSeats] = useState('');
  // '' keeps the bookings; else the months.
  const [retention, setRetention] = useState('');
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [history, setHistory] = useState(false);
  const base = (value: BookingSettings) => {
    setSaved(value);
    setSeats(toText(value));
    setRetention(retentionText(value));
  };
  // A colleague's newer save, loaded after ours was refused, is what History compares with; the fields
  // keep what was typed, for a second Save to put in.
  const { version, afterSaveFailed } = useDocumentVersion(
    PATH,
    BookingSettingsSchema,
    setSaved,
    translate('reservations.settingsLoadFailed'),
  );

  // What was typed before the settings first arrived (a slow link) is kept, and saved with the rest.
  const typed = useRef({ seats: false, retention: false });
  useEffect(() => {
    api(PATH, { schema: BookingSettingsSchema, version })
      .then((value) => {
        setSaved(value);
        if (!typed.current.seats) setSeats(toText(value));
        if (!typed.current.retention) setRetention(retentionText(value));
      })
      .catch((failure) => notifyFailure(failure, translate('reservations.settingsLoadFailed')));
  }, [version]);

  async function save() {
    const parsed = BookingSettingsSchema.safeParse({
      seats_per_slot: seats.trim() === '' ? null : Number(seats),
      retention_months: retention === '' ? null : Number(retention),
    });
    if (!parsed.success) {
      setError(
        sayProblem(
          `${t('reservations.seatsPerSlot')} ${parsed.error.issues[0]?.message ?? translate('problem.notValid')}`,
        ),
      );
      return;
    }
    setSaving(true);
    const put = (json: BookingSettingsInput) =>
      api(PATH, { method: 'PUT', json, schema: BookingSettingsSchema, version });
    try {
      // A shorter retention deletes past bookings: the server says how many, the superadmin confirms.
      const result = await withDeletesConfirmed(
        (confirmDeletes) => put({ ...parsed.data, confirm_deletes: confirmDeletes }),
        parsed.data.retention_months,
        confirm,
      );
      if (!result) return;
      base(result);
      toast.success(t('reservations.settingsSaved'));
    } catch (failure) {
      notifyFailure(failure, t('reservations.settingsFailed'));
      afterSaveFailed(failure);
    } finally {
      setSaving(false);
    }
  }

  return (
    <details className="card booking-settings">
      <summary>{t('reservations.settings')}</summary>
      <form
        noValidate
        onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
          event.preventDefault();
          if (!saving) void save();
        }}
      >
        <TextField
          label={t('reservations.seatsPerSlot')}
          name="seats_per_slot"
          type="number"
          inputMode="numeric"
          min={1}
          max={1000}
          placeholder={t('reservations.limitOff')}
          hint={t('reservations.seatsPerSlotHint')}
          value={seats}
          error={error}
          onChange={(event) => {
            typed.current.seats = true;
            setSeats(event.target.value);
            setError(undefined);
          }}
        />
        <SelectField
          label={t('reservations.retention')}
          name="retention_months"
          hint={
            editsRetention
              ? t('reservations.retentionHint')
              : `${t('reservations.retentionHint')} ${t('reservations.retentionSuperadminOnly')}`
          }
          disabled={!editsRetention}
          options={[
            { value: '', label: t('reservations.retentionOff') },
            ...RETENTION_MONTHS.map((months) => ({
              value: String(months),
              label: t('reservations.retentionMonths', { months }),
            })),
          ]}
          value={retention}
          onChange={(event) => {
            typed.current.retention = true;
            setRetention(event.target.value);
          }}
        />
        <div className="form-actions">
          <button
            type="button"
            className="btn btn-secondary"
            disabled={!saved}
            onClick={() => setHistory(true)}
          >
            <History size={18} aria-hidden /> {t('common.history')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={saving || !saved}>
            {saving ? t('common.saving') : t('reservations.saveSettings')}
          </button>
        </div>
      </form>
      {history && saved && (
        <SettingsHistoryDialog
          document="booking"
          current={saved}
          version={version}
          title={t('reservations.settings')}
          labels={{
            seats_per_slot: t('reservations.seatsPerSlot'),
            retention_months: t('reservations.retention'),
          }}
          confirmRestore={(send, restored) => withDeletesConfirmed(send, restored.retention_months, confirm)}
          onRestored={(restored) => {
            base(restored);
            setHistory(false);
          }}
          onClose={() => setHistory(false)}
        />
      )}
      {/* After the history: a question asked over it is on top. */}
      {dialog}
    </details>
  );
}
