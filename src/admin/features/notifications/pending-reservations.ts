/**
 * New bookings reach staff while any admin page is open: one small request for the pending count every
 * 20 s while the tab is shown (and at once on coming back to it, or after a reservation is decided). The
 * count shows on ☰ (phones), in the sidebar and the tab title; a change tells the reservations list to
 * refresh itself; a new booking shows a toast naming it (new-bookings.tsx), and plays a short sound and
 * shows a browser notification, as this browser was set to (Settings → Notifications).
 *
 * Only bookings made while the admin is open are announced: the first question names none (what already
 * waited is in the count, and on the reservations page), and each later one asks for the bookings made
 * since the one before, on the server's clock.
 */
import { useEffect, useState } from 'react';
import { type PendingCount, PendingCountSchema } from '../../../domain/notifications/channels.ts';
import { mayLeave, navigate } from '../../app/navigation.ts';
import { pathOf } from '../../app/routes.ts';
import { t } from '../../i18n/i18n.ts';
import { announceNewBookings } from './new-bookings.tsx';
import { pollWhileShown } from './poll.ts';

export const PENDING_PATH = '/api/admin/reservations/pending-count';
/** Dispatched on window when the pending count or the newest pending booking changed. */
export const PENDING_EVENT = 'admin:pending';
export interface PendingChange extends PendingCount {
  /** The newest pending booking was never seen before (a booking came in), or this is the first answer. */
  new_booking: boolean;
  /** Asked for right after this tab decided a reservation (the change may be its own). */
  after_own_write: boolean;
}

const SOUND_KEY = 'admin_notify_sound';
const BROWSER_KEY = 'admin_notify_browser';

/** What this browser does on a new booking (kept per browser). */
export interface AlertPreferences {
  sound: boolean;
  browser: boolean;
}

export function getAlertPreferences(): AlertPreferences {
  try {
    return {
      sound: localStorage.getItem(SOUND_KEY) === 'on',
      browser: localStorage.getItem(BROWSER_KEY) === 'on',
    };
  } catch {
    return { sound: false, browser: false };
  }
}

export function saveAlertPreferences(preferences: AlertPreferences): void {
  try {
    localStorage.setItem(SOUND_KEY, preferences.sound ? 'on' : 'off');
    localStorage.setItem(BROWSER_KEY, preferences.browser ? 'on' : 'off');
  } catch {
    // Storage refused (private mode): the choice lasts until the page is closed.
  }
}

/** Whether this browser can show notifications at all, and whether the site may. */
export function notificationPermission(): NotificationPermission | 'unsupported' {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

let audio: AudioContext | null = null;

/** A short two-tone chime (no file to load). Browsers play it once the page has had a click. */
export function playChime(): void {
  try {
    audio ??= new AudioContext();
    void audio.resume();
    const start = audio.currentTime + 0.02;
    for (const [offset, frequency] of [
      [0, 880],
      [0.18, 1320],
    ] as const) {
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.type = 'sine';
      tone.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.25, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.3);
      tone.connect(gain).connect(audio.destination);
      tone.start(start + offset);
      tone.stop(start + offset + 0.32);
    }
  } catch (error) {
    console.error('Could not play the new-booking sound', error);
  }
}

function alertNewBooking(pending: number): void {
  const preferences = getAlertPreferences();
  if (preferences.sound) playChime();
  if (!preferences.browser || notificationPermission() !== 'granted') return;
  try {
    const notification = new Notification(t('alerts.title'), {
      body: t.plural('alerts.waiting', pending),
      tag: 'new-reservation',
    });
    notification.onclick = () => {
      window.focus();
      if (mayLeave()) navigate(pathOf('reservations'));
      notification.close();
    };
  } catch (error) {
    console.error('Could not show the new-booking notification', error);
  }
}

/**
 * The number of pending reservations, kept up to date while `enabled` (a role that manages
 * reservations); null until known.
 */
export function usePendingReservations(enabled: boolean): number | null {
  const [count, setCount] = useState<number | null>(null);

  useEffect(() => {
    if (!enabled) {
      setCount(null);
      return;
    }
    let last: PendingCount | null = null;
    // Every booking ever seen as the newest: one seen again (the newer one was decided) is not new.
    const seen = new Set<string>();
    return pollWhileShown({
      path: PENDING_PATH,
      schema: PendingCountSchema,
      writePrefix: '/api/admin/reservations',
      onAnswer: (now, afterOwnWrite) => {
        // The first answer is announced too: a list loaded just before it may miss what it counts.
        const changed = last === null || now.pending !== last.pending || now.latest_id !== last.latest_id;
        const unseen = now.latest_id !== null && !seen.has(now.latest_id);
        const fresh = last !== null && unseen;
        const detail: PendingChange = {
          ...now,
          new_booking: last === null || unseen,
          after_own_write: afterOwnWrite,
        };
        if (now.latest_id) seen.add(now.latest_id);
        last = now;
        setCount(now.pending);
        if (changed) window.dispatchEvent(new CustomEvent<PendingChange>(PENDING_EVENT, { detail }));
        if (fresh) alertNewBooking(now.pending);
        announceNewBookings(now.newest);
      },
    });
  }, [enabled]);

  return count;
}
