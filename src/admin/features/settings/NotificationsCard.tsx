/**
 * Settings → Notifications: what this browser does on a new booking (a browser notification, a sound;
 * kept per browser), and whether the server tells the restaurant by e-mail and webhook (configured by
 * environment, see README). A superadmin also sees the last deliveries that failed.
 */
import { Bell } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { type NotifyStatus, NotifyStatusSchema } from '../../../domain/notifications.ts';
import { can } from '../../../domain/permissions.ts';
import { api } from '../../api.ts';
import { When } from '../../components/When.tsx';
import {
  type AlertPreferences,
  getAlertPreferences,
  notificationPermission,
  playChime,
  saveAlertPreferences,
} from '../../pending-reservations.ts';
import type { PageProps } from '../../routes.ts';

export const NOTIFICATIONS_BLOCKED =
  "Notifications are blocked for this site: allow them in the browser's site settings, then try again.";
export const NOTIFICATIONS_UNSUPPORTED = 'This browser cannot show notifications.';
export const STATUS_FAILED = 'Could not load the notification settings of the server';

export function NotificationsCard({ session }: PageProps) {
  const managesBookings = can(session?.role ?? '', 'reservations');
  return (
    <section className="card settings-notifications" aria-labelledby="settings-notifications">
      <h2 id="settings-notifications">
        <Bell size={20} aria-hidden /> Notifications
      </h2>
      {managesBookings ? (
        <>
          <BrowserAlerts />
          <ServerChannels />
        </>
      ) : (
        <p className="muted">New-booking alerts are for staff who manage reservations.</p>
      )}
    </section>
  );
}

function BrowserAlerts() {
  const [preferences, setPreferences] = useState<AlertPreferences>(getAlertPreferences);
  const [permission, setPermission] = useState(notificationPermission);

  const save = (next: AlertPreferences) => {
    setPreferences(next);
    saveAlertPreferences(next);
  };

  async function toggleBrowser(on: boolean) {
    if (!on) return save({ ...preferences, browser: false });
    if (typeof Notification === 'undefined') return void toast.error(NOTIFICATIONS_UNSUPPORTED);
    const answer =
      Notification.permission === 'default'
        ? await Notification.requestPermission()
        : Notification.permission;
    setPermission(answer);
    if (answer !== 'granted') return void toast.error(NOTIFICATIONS_BLOCKED);
    save({ ...preferences, browser: true });
  }

  return (
    <div className="notify-section">
      <p className="muted">
        While any admin page is open, the sidebar and the tab title show how many reservations wait for a
        decision. On this browser, a new booking can also:
      </p>
      <label className="notify-toggle">
        <input
          type="checkbox"
          checked={preferences.browser && permission === 'granted'}
          onChange={(event) => void toggleBrowser(event.target.checked)}
        />
        Show a browser notification
      </label>
      {permission === 'denied' && <p className="notice">{NOTIFICATIONS_BLOCKED}</p>}
      <div className="notify-toggle-row">
        <label className="notify-toggle">
          <input
            type="checkbox"
            checked={preferences.sound}
            onChange={(event) => save({ ...preferences, sound: event.target.checked })}
          />
          Play a sound
        </label>
        <button type="button" className="btn btn-secondary btn-small" onClick={playChime}>
          Test sound
        </button>
      </div>
    </div>
  );
}

function ServerChannels() {
  const [status, setStatus] = useState<NotifyStatus | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    api('/api/admin/notifications', { schema: NotifyStatusSchema })
      .then((answer) => current && setStatus(answer))
      .catch((error) => {
        console.error(STATUS_FAILED, error);
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, []);

  if (failed) return <p className="muted">{STATUS_FAILED}</p>;
  if (!status) return <p className="muted">Loading the server's notification settings…</p>;
  return (
    <div className="notify-section">
      <h3>Messages to the restaurant</h3>
      <ul className="notify-channels">
        <li>
          E-mail:{' '}
          {status.email ? (
            <span className="badge badge-green">Configured</span>
          ) : (
            <>
              <span className="badge badge-grey">Not configured</span>{' '}
              <span className="muted">(set SMTP_URL and NOTIFY_EMAIL_TO on the server)</span>
            </>
          )}
        </li>
        <li>
          Webhook:{' '}
          {status.webhook ? (
            <span className="badge badge-green">Configured</span>
          ) : (
            <>
              <span className="badge badge-grey">Not configured</span>{' '}
              <span className="muted">(set NOTIFY_WEBHOOK_URL on the server)</span>
            </>
          )}
        </li>
      </ul>
      {status.failures && (
        <>
          <h3>Last delivery failures</h3>
          {status.failures.length === 0 ? (
            <p className="muted">No failed deliveries.</p>
          ) : (
            <table className="data-table notify-failures">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Channel</th>
                  <th scope="col">Booking</th>
                  <th scope="col">Error</th>
                </tr>
              </thead>
              <tbody>
                {status.failures.map((failure) => (
                  <tr key={`${failure.at}-${failure.channel}-${failure.reservation_id}`}>
                    <td>
                      <When iso={failure.at} />
                    </td>
                    <td>{failure.channel === 'email' ? 'E-mail' : 'Webhook'}</td>
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
