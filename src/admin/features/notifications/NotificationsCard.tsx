/**
 * Settings → Notifications: whether this device is notified of new bookings even with the admin closed
 * (Web Push, push.ts), what this browser does on a new booking while the admin is open (a browser
 * notification, a sound; kept per browser), the e-mail addresses each new booking is sent to (saved here
 * by a superadmin; sent when the server can send mail) and whether a webhook is configured. Only a
 * superadmin reads the names of the server's settings, and the last deliveries that failed.
 */
import { Bell } from 'lucide-react';
import { type SubmitEvent, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { can } from '../../../domain/accounts/permissions.ts';
import {
  NOTIFY_EMAILS_MAX,
  type NotifyChannel,
  NotifyEmailSettingsSchema,
  type NotifyStatus,
  NotifyStatusSchema,
  splitEmailAddresses,
} from '../../../domain/notifications/channels.ts';
import { useLeaveGuard } from '../../app/navigation.ts';
import type { PageProps } from '../../app/routes.ts';
import { TextField } from '../../components/fields.tsx';
import { When } from '../../components/When.tsx';
import { type MessageKey, t as translate, useT } from '../../i18n/i18n.ts';
import { api } from '../../shared/api.ts';
import { notifyFailure } from '../../shared/failure-toasts.ts';
import {
  type AlertPreferences,
  getAlertPreferences,
  notificationPermission,
  playChime,
  saveAlertPreferences,
} from './pending-reservations.ts';
import {
  PUSH_ANSWER_WAIT_MS,
  PushRefused,
  type PushState,
  pushState,
  renewPushSubscription,
  turnOffPush,
  turnOnPush,
} from './push.ts';

export function NotificationsCard({ session }: PageProps) {
  const managesBookings = can(session?.role ?? '', 'reservations');
  // The addresses, and what the server is set up with, are the owner's (superadmin) to change.
  const owner = can(session?.role ?? '', 'bookingEmail');
  const t = useT();
  return (
    <section className="card settings-notifications" aria-labelledby="settings-notifications">
      <h2 id="settings-notifications">
        <Bell size={20} aria-hidden /> {t('alerts.cardTitle')}
      </h2>
      {managesBookings ? (
        <>
          <DevicePush />
          <BrowserAlerts />
          <ServerChannels owner={owner} />
        </>
      ) : (
        <p className="muted">{t('alerts.notForRole')}</p>
      )}
    </section>
  );
}

/** Why this device cannot be notified, when it cannot. */
const PUSH_PROBLEMS: Partial<Record<PushState, MessageKey>> = {
  unsupported: 'alerts.pushUnsupported',
  'no-worker': 'alerts.pushNoWorker',
  denied: 'alerts.blocked',
  'no-answer': 'alerts.pushNoAnswer',
};

function DevicePush() {
  const [state, setState] = useState<PushState | null>(null);
  // What the box is being switched to while the browser and the server are asked (null when not asking).
  // The box itself shows what the server has: ticked only once it keeps this device.
  const [switching, setSwitching] = useState<boolean | null>(null);
  const t = useT();

  useEffect(() => {
    let current = true;
    pushState()
      .then((found) => {
        if (!current) return;
        setState(found);
        // Kept by this session (and in this language) from now on.
        if (found === 'on') void renewPushSubscription().catch((error) => console.error(error));
      })
      .catch((error) => {
        console.error('Could not tell whether this device is notified', error);
        // A push service that keeps quiet is said as such; any other trouble leaves the switch off.
        if (current) setState(error instanceof PushRefused ? error.state : 'off');
      });
    return () => {
      current = false;
    };
  }, []);

  async function toggle(on: boolean) {
    setSwitching(on);
    try {
      if (on) await turnOnPush();
      else await turnOffPush();
      setState(on ? 'on' : 'off');
      toast.success(translate(on ? 'alerts.pushOn' : 'alerts.pushOff'));
    } catch (error) {
      // Turning off, the server may still have the device: only what the server said changes the switch.
      if (error instanceof PushRefused && on) setState(error.state);
      else notifyFailure(error, translate('alerts.pushFailed'));
    } finally {
      setSwitching(null);
    }
  }

  const problem = state ? PUSH_PROBLEMS[state] : undefined;
  return (
    <div className="notify-section">
      <label className="notify-toggle">
        <input
          type="checkbox"
          checked={state === 'on'}
          disabled={state === null || state === 'unsupported' || switching !== null}
          aria-busy={switching !== null}
          onChange={(event) => void toggle(event.target.checked)}
        />
        {t('alerts.push')}
      </label>
      <div role="status">
        {switching !== null && (
          <p className="muted">{t(switching ? 'alerts.pushTurningOn' : 'alerts.pushTurningOff')}</p>
        )}
      </div>
      <p className="muted">{t('alerts.pushHint')}</p>
      {problem && <p className="notice">{t(problem, { seconds: PUSH_ANSWER_WAIT_MS / 1000 })}</p>}
    </div>
  );
}

function BrowserAlerts() {
  const [preferences, setPreferences] = useState<AlertPreferences>(getAlertPreferences);
  const [permission, setPermission] = useState(notificationPermission);
  const t = useT();

  const save = (next: AlertPreferences) => {
    setPreferences(next);
    saveAlertPreferences(next);
  };

  async function toggleBrowser(on: boolean) {
    if (!on) return save({ ...preferences, browser: false });
    if (typeof Notification === 'undefined') return void toast.error(translate('alerts.unsupported'));
    const answer =
      Notification.permission === 'default'
        ? await Notification.requestPermission()
        : Notification.permission;
    setPermission(answer);
    if (answer !== 'granted') return void toast.error(translate('alerts.blocked'));
    save({ ...preferences, browser: true });
  }

  return (
    <div className="notify-section">
      <p className="muted">{t('alerts.intro')}</p>
      <label className="notify-toggle">
        <input
          type="checkbox"
          checked={preferences.browser && permission === 'granted'}
          onChange={(event) => void toggleBrowser(event.target.checked)}
        />
        {t('alerts.browser')}
      </label>
      {permission === 'denied' && <p className="notice">{t('alerts.blocked')}</p>}
      <div className="notify-toggle-row">
        <label className="notify-toggle">
          <input
            type="checkbox"
            checked={preferences.sound}
            onChange={(event) => save({ ...preferences, sound: event.target.checked })}
          />
          {t('alerts.sound')}
        </label>
        <button type="button" className="btn btn-secondary btn-small" onClick={playChime}>
          {t('alerts.testSound')}
        </button>
      </div>
    </div>
  );
}

const CHANNEL_NAMES: Record<NotifyChannel, MessageKey> = {
  email: 'alerts.email',
  webhook: 'alerts.webhook',
  push: 'alerts.pushChannel',
};

function ServerChannels({ owner }: { owner: boolean }) {
  const [status, setStatus] = useState<NotifyStatus | null>(null);
  const [failed, setFailed] = useState(false);
  const t = useT();

  useEffect(() => {
    let current = true;
    api('/api/admin/notifications', { schema: NotifyStatusSchema })
      .then((answer) => current && setStatus(answer))
      .catch((error) => {
        console.error('Could not load the notification settings of the server', error);
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, []);

  if (failed) return <p className="muted">{t('alerts.statusFailed')}</p>;
  if (!status) return <p className="muted">{t('alerts.loadingServer')}</p>;
  return (
    <div className="notify-section">
      <h3>{t('alerts.toRestaurant')}</h3>
      <ul className="notify-channels">
        <li>
          {t('alerts.email')}:{' '}
          {status.email ? (
            <span className="badge badge-green">{t('alerts.configured')}</span>
          ) : (
            <span className="badge badge-grey">{t('alerts.notConfigured')}</span>
          )}
        </li>
        <li>
          {t('alerts.webhook')}:{' '}
          {status.webhook ? (
            <span className="badge badge-green">{t('alerts.configured')}</span>
          ) : (
            <>
              <span className="badge badge-grey">{t('alerts.notConfigured')}</span>
              {owner && (
                <>
                  {' '}
                  <span className="muted">{t('alerts.webhookHow')}</span>
                </>
              )}
            </>
          )}
        </li>
      </ul>
      {owner ? (
        <EmailRecipientsForm status={status} onSaved={setStatus} />
      ) : (
        <EmailRecipients status={status} />
      )}
      {status.failures && (
        <>
          <h3>{t('alerts.failures')}</h3>
          {status.failures.length === 0 ? (
            <p className="muted">{t('alerts.noFailures')}</p>
          ) : (
            <table className="data-table notify-failures">
              <thead>
                <tr>
                  <th scope="col">{t('alerts.when')}</th>
                  <th scope="col">{t('alerts.channel')}</th>
                  <th scope="col">{t('alerts.booking')}</th>
                  <th scope="col">{t('alerts.error')}</th>
                </tr>
              </thead>
              <tbody>
                {status.failures.map((failure) => (
                  <tr key={`${failure.at}-${failure.channel}-${failure.reservation_id}`}>
                    <td>
                      <When iso={failure.at} />
                    </td>
                    <td>{t(CHANNEL_NAMES[failure.channel])}</td>
                    <td>{failure.reservation_id}</td>
                    <td>{failure.error}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </div>
  );
}

/** Where new bookings are e-mailed, as a colleague who cannot change it reads it (no server settings). */
function EmailRecipients({ status }: { status: NotifyStatus }) {
  const t = useT();
  if (status.email_to.length === 0)
    return <p className="muted">{t(status.email ? 'alerts.emailToServer' : 'alerts.emailToNone')}</p>;
  return (
    <>
      <p>{t('alerts.emailToList', { addresses: status.email_to.join(', ') })}</p>
      {!status.mail_server && <p className="notice">{t('alerts.noMailServerAsk')}</p>}
    </>
  );
}

/** The owner's field for the addresses each new booking is e-mailed to, and what the server can do. */
function EmailRecipientsForm({
  status,
  onSaved,
}: {
  status: NotifyStatus;
  onSaved: (status: NotifyStatus) => void;
}) {
  const t = useT();
  const savedText = status.email_to.join(', ');
  const [text, setText] = useState(savedText);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  useLeaveGuard(text.trim() !== savedText && !busy);

  /** The addresses typed, checked by the schema the server checks them with; null when refused. */
  function typed(): string[] | null {
    const addresses = splitEmailAddresses(text);
    const checked = NotifyEmailSettingsSchema.safeParse({ email_to: addresses });
    if (checked.success) return checked.data.email_to;
    const issue = checked.error.issues[0];
    const index = issue?.path[1];
    setError(
      typeof index === 'number'
        ? translate('alerts.emailInvalid', { address: addresses[index] ?? '' })
        : translate('alerts.emailTooMany', { max: NOTIFY_EMAILS_MAX }),
    );
    return null;
  }

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const addresses = typed();
    if (!addresses) return;
    setBusy(true);
    try {
      const answer = await api('/api/admin/notifications', {
        method: 'PUT',
        json: { email_to: addresses, language: t.language },
        schema: NotifyStatusSchema,
      });
      onSaved(answer);
      setText(answer.email_to.join(', '));
      setError(undefined);
      toast.success(translate(addresses.length > 0 ? 'alerts.emailSaved' : 'alerts.emailRemoved'));
    } catch (problem) {
      notifyFailure(problem, translate('alerts.emailSaveFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="settings-form notify-email" noValidate onSubmit={save}>
      <TextField
        label={t('alerts.emailTo')}
        name="notify_email_to"
        type="email"
        multiple
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        placeholder={t('alerts.emailToPlaceholder')}
        hint={t('alerts.emailToHint', { max: NOTIFY_EMAILS_MAX })}
        value={text}
        error={error}
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
      />
      {!status.mail_server && <p className="notice">{t('alerts.noMailServer')}</p>}
      {status.server_email_to && <p className="muted">{t('alerts.emailServerToo')}</p>}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t('common.saving') : t('alerts.emailSave')}
        </button>
      </div>
    </form>
  );
}
