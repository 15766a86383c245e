/**
 * Booking settings on the reservations page: the optional seats per time slot (off by default), saved as
 * a whole document with its version (a save over a colleague's newer one is refused), with its history.
 */
import { History } from 'lucide-react';
import { type SubmitEvent, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { type BookingSettings, BookingSettingsSchema } from '../../../domain/booking-settings.ts';
import { api } from '../../api.ts';
import { TextField } from '../../components/fields.tsx';
import { SettingsHistoryDialog } from '../../components/HistoryDialog.tsx';
import { t as translate, useT } from '../../i18n/i18n.ts';
import { sayProblem } from '../../i18n/problems.ts';
import { notifyFailure } from '../../notify.ts';
import { useDocumentVersion } from '../../use-document-version.ts';

const PATH = '/api/admin/booking-settings';
const toText = (settings: BookingSettings) =>
  settings.seats_per_slot === null ? '' : String(settings.seats_per_slot);

export function BookingSettingsPanel() {
  const t = useT();
  const [saved, setSaved] = useState<BookingSettings | null>(null);
  const [seats, setSeats] = useState('');
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [history, setHistory] = useState(false);
  const base = (value: BookingSettings) => {
    setSaved(value);
    setSeats(toText(value));
  };
  const { version, afterSaveFailed } = useDocumentVersion(
    PATH,
    BookingSettingsSchema,
    base,
    translate('reservations.settingsLoadFailed'),
  );

  useEffect(() => {
    api(PATH, { schema: BookingSettingsSchema, version })
      .then((value) => {
        setSaved(value);
        setSeats(toText(value));
      })
      .catch((failure) => notifyFailure(failure, translate('reservations.settingsLoadFailed')));
  }, [version]);

  async function save() {
    const parsed = BookingSettingsSchema.safeParse({
      seats_per_slot: seats.trim() === '' ? null : Number(seats),
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
    try {
      base(await api(PATH, { method: 'PUT', json: parsed.data, schema: BookingSettingsSchema, version }));
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
            setSeats(event.target.value);
            setError(undefined);
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
          labels={{ seats_per_slot: t('reservations.seatsPerSlot') }}
          onRestored={(restored) => {
            base(restored);
            setHistory(false);
          }}
          onClose={() => setHistory(false)}
        />
      )}
    </details>
  );
}
