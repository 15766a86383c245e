/**
 * Settings → Notifications: whether this device is notified of new bookings even with the admin closed
 * (Web Push, push.ts), what this browser does on a new booking while the admin is open (a browser
 * notification, a sound; kept per browser), and whether the server tells the restaurant by e-mail and
 * webhook (configured by environment, see README). A superadmin also sees the last deliveries that failed.
 */
import { Bell } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { type NotifyChannel, type NotifyStatus, NotifyStatusSchema } from '../../../domain/notifications.ts';
import { can } from '../../../domain/permissions.ts';
import { api } from '../../api.ts';
import { When } from '../../components/When.tsx';
import { type MessageKey, t as translate, useT } from '../../i18n/i18n.ts';
import { notifyFailure } from '../../notify.ts';
import {
  type AlertPreferences,
  getAlertPreferences,
  notificationPermission,
  playChime,
  saveAlertPreferences,
} from '../../pending-reservations.ts';
import {
  PUSH_ANSWER_WAIT_MS,
  PushRefused,
  type PushState,
  pushState,
  renewPushSubscription,
  turnOffPush,
  turnOnPush,
} from '../../push.ts';
import type { PageProps } from '../../routes.ts';

export function NotificationsCard({ session }: PageProps) {
  const managesBookings = can(session?.role ?? '', 'reservations');
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
          <ServerChannels />
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
        if (current) setState('off');
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
      if (error instanceof PushRefused) setState(error.state);
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

function ServerChannels() {
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
            <>
              <span className="badge badge-grey">{t('alerts.notConfigured')}</span>{' '}
              <span className="muted">{t('alerts.emailHow')}</span>
            </>
          )}
        </li>
        <li>
          {t('alerts.webhook')}:{' '}
          {status.webhook ? (
            <span className="badge badge-green">{t('alerts.configured')}</span>
          ) : (
            <>
              <span className="badge badge-grey">{t('alerts.notConfigured')}</span>{' '}
              <span className="muted">{t('alerts.webhookHow')}</span>
            </>
          )}
        </li>
      </ul>
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
