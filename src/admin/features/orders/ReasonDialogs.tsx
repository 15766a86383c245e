/**
 * The two questions a change of an order's status may need: when it will be ready (accepting; the kitchen's
 * preparation time after now by default, or the guest's own time when later), and why it is declined or
 * cancelled (the guest is told).
 */
import { type SubmitEvent, useState } from 'react';
import { ORDER_REASON_MAX, type Order } from '../../../domain/orders/order.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { TextAreaField, TextField } from '../../components/fields.tsx';
import { adminNow } from '../../i18n/format.ts';
import { useT } from '../../i18n/i18n.ts';
import { defaultReadyAt } from './guest-message.ts';

/** A dialog's send: its button waits while the change is on its way, and comes back if it did not land. */
function useSending(): [boolean, (send: () => Promise<boolean>) => void] {
  const [sending, setSending] = useState(false);
  const submit = (send: () => Promise<boolean>) => {
    if (sending) return;
    setSending(true);
    void send().then((landed) => {
      // A change that landed closes the dialog: nothing left to set.
      if (!landed) setSending(false);
    });
  };
  return [sending, submit];
}

/** Accepting: the ready time ("YYYY-MM-DD HH:mm"), or undefined for the server's own default. */
export function AcceptDialog({
  order,
  prepMinutes,
  onAccept,
  onClose,
}: {
  order: Order;
  /** The kitchen's preparation time, or null when this account cannot read the ordering settings. */
  prepMinutes: number | null;
  /** Sends the change; whether it landed (the dialog closes then, else stays as typed). */
  onAccept: (readyAt: string | undefined) => Promise<boolean>;
  onClose: () => void;
}) {
  const t = useT();
  // Without the preparation time (a role that cannot read the ordering settings), the guest's own time
  // when it is still ahead; a time typed is on the day proposed, the order's day for an order ahead.
  const now = adminNow();
  const proposed =
    prepMinutes === null
      ? order.time > `${now.date} ${now.time}`
        ? order.time
        : null
      : defaultReadyAt(now, prepMinutes, order.time);
  const day = proposed?.slice(0, 10) ?? now.date;
  const [time, setTime] = useState(proposed?.slice(11) ?? '');
  const [error, setError] = useState<string>();
  const [sending, submit] = useSending();
  return (
    <Dialog title={t('orders.acceptTitle', { code: order.code })} onClose={onClose}>
      <form
        noValidate
        onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
          event.preventDefault();
          if (time && !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) {
            setError(t('orders.readyInvalid'));
            return;
          }
          submit(() => onAccept(time ? `${day} ${time}` : undefined));
        }}
      >
        <TextField
          label={t('orders.readyLabel')}
          type="time"
          name="ready_at"
          value={time}
          error={error}
          hint={
            prepMinutes === null
              ? t('orders.readyHintServer')
              : t('orders.readyHint', { minutes: prepMinutes })
          }
          onChange={(event) => {
            setTime(event.target.value);
            setError(undefined);
          }}
        />
        <div className="form-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {t('orders.acceptConfirm')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** Declining or cancelling: the reason the guest is told. */
export function ReasonDialog({
  order,
  status,
  onConfirm,
  onClose,
}: {
  order: Order;
  status: 'declined' | 'cancelled';
  /** Sends the change; whether it landed (the dialog closes then, else stays as typed). */
  onConfirm: (reason: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [sending, submit] = useSending();
  return (
    <Dialog title={t(`orders.reasonTitle.${status}`, { code: order.code })} onClose={onClose}>
      <form
        noValidate
        onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
          event.preventDefault();
          const text = reason.trim();
          if (!text) {
            setError(t('orders.reasonNeeded'));
            return;
          }
          submit(() => onConfirm(text));
        }}
      >
        <TextAreaField
          label={t('orders.reasonLabel')}
          name="reason"
          rows={3}
          maxLength={ORDER_REASON_MAX}
          value={reason}
          error={error}
          hint={t('orders.reasonHint')}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
        <div className="form-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-danger" disabled={sending}>
            {t(`orders.action.${status}`)}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
