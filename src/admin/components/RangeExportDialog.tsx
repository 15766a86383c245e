/**
 * A date range downloaded as a CSV file that spreadsheets open as it is (the bookings of Reservations →
 * Export, the orders of Pesanan → Export): the server writes the file, in the words staff read here, and
 * logs the export.
 */
import { Download } from 'lucide-react';
import { type SubmitEvent, useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { addDays } from '../../domain/content/hours.ts';
import { getLanguage, useT } from '../i18n/i18n.ts';
import { api } from '../shared/api.ts';
import { saveFile } from '../shared/download.ts';
import { notifyFailure } from '../shared/failure-toasts.ts';
import { Dialog } from './Dialog.tsx';
import { TextField } from './fields.tsx';

export interface DateRange {
  from: string;
  to: string;
}

/** What the dialog says, in the admin's language. */
export interface RangeExportWords {
  title: string;
  intro: string;
  from: string;
  to: string;
  badRange: string;
  busy: string;
  download: string;
  done: string;
  failed: string;
  /** Said when the range is longer than `maxDays`. */
  tooLong?: string;
}

export function RangeExportDialog({
  words,
  initial,
  path,
  fileName,
  maxDays,
  onClose,
}: {
  words: RangeExportWords;
  initial: () => DateRange;
  /** The export's address; `from`, `to` and `lang` are added to it. */
  path: string;
  fileName: (range: DateRange) => string;
  /** The longest range the server takes, in days. */
  maxDays?: number;
  onClose: () => void;
}) {
  const t = useT();
  const [range, setRange] = useState(initial);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function download() {
    if (!range.from || !range.to || range.to < range.from) {
      setError(words.badRange);
      return;
    }
    if (maxDays !== undefined && range.to >= addDays(range.from, maxDays)) {
      setError(words.tooLong ?? words.badRange);
      return;
    }
    setBusy(true);
    try {
      // The file in the words staff read here, whether the language is the account's or the phone's.
      const query = new URLSearchParams({ ...range, lang: getLanguage() });
      const file = await api(`${path}?${query}`, { file: true, schema: z.instanceof(Blob) });
      saveFile(file, fileName(range), 'text/csv');
      toast.success(words.done);
      onClose();
    } catch (failure) {
      notifyFailure(failure, words.failed);
    } finally {
      setBusy(false);
    }
  }

  const change = (key: keyof DateRange) => (event: { target: { value: string } }) => {
    setRange((current) => ({ ...current, [key]: event.target.value }));
    setError(undefined);
  };

  return (
    <Dialog title={words.title} onClose={onClose}>
      <form
        noValidate
        className="reservations-export"
        onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
          event.preventDefault();
          if (!busy) void download();
        }}
      >
        <p className="muted">{words.intro}</p>
        <TextField
          label={words.from}
          type="date"
          name="from"
          required
          value={range.from}
          onChange={change('from')}
        />
        <TextField
          label={words.to}
          type="date"
          name="to"
          required
          value={range.to}
          error={error}
          onChange={change('to')}
        />
        <div className="form-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            <Download size={18} aria-hidden /> {busy ? words.busy : words.download}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
