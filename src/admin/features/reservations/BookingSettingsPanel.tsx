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
import { notifyFailure } from '../../notify.ts';
import { useDocumentVersion } from '../../use-document-version.ts';
import { LIFECYCLE_STRINGS as T } from './strings.ts';

const PATH = '/api/admin/booking-settings';
const toText = (settings: BookingSettings) =>
  settings.seats_per_slot === null ? '' : String(settings.seats_per_slot);

export function BookingSettingsPanel() {
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
    T.settingsLoadFailed,
  );

  useEffect(() => {
    api(PATH, { schema: BookingSettingsSchema, version })
      .then((value) => {
        setSaved(value);
        setSeats(toText(value));
      })
      .catch((failure) => notifyFailure(failure, T.settingsLoadFailed));
  }, [version]);

  async function save() {
    const parsed = BookingSettingsSchema.safeParse({
      seats_per_slot: seats.trim() === '' ? null : Number(seats),
    });
    if (!parsed.success) {
      setError(`${T.seatsPerSlot} ${parsed.error.issues[0]?.message ?? 'is not valid'}`);
      return;
    }
    setSaving(true);
    try {
      base(await api(PATH, { method: 'PUT', json: parsed.data, schema: BookingSettingsSchema, version }));
      toast.success(T.settingsSaved);
    } catch (failure) {
      notifyFailure(failure, T.settingsFailed);
      afterSaveFailed(failure);
    } finally {
      setSaving(false);
    }
  }

  return (
    <details className="card booking-settings">
      <summary>{T.settings}</summary>
      <form
        noValidate
        onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
          event.preventDefault();
          if (!saving) void save();
        }}
      >
        <TextField
          label={T.seatsPerSlot}
          name="seats_per_slot"
          type="number"
          inputMode="numeric"
          min={1}
          max={1000}
          placeholder={T.limitOff}
          hint={T.seatsPerSlotHint}
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
            <History size={18} aria-hidden /> {T.history}
          </button>
          <button type="submit" className="btn btn-primary" disabled={saving || !saved}>
            {saving ? T.saving : T.saveSettings}
          </button>
        </div>
      </form>
      {history && saved && (
        <SettingsHistoryDialog
          document="booking"
          current={saved}
          version={version}
          title={T.settings}
          labels={{ seats_per_slot: T.seatsPerSlot }}
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
