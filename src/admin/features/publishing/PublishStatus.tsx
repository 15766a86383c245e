/**
 * The publish status in the admin header, for the roles that edit content: whether the public site
 * already shows every saved change, in words for staff, never only in a hover tooltip: "Website up to
 * date" (nothing saved yet) / "Saved · on the website at 10:42" / "Saved · publishing
 * to the website… 7 s" / "Saved, not on the website yet: <reason>" with Retry / "Saved; the website is not
 * connected yet: Settings → Publishing" (no build hook yet) / "Preview". A save switches it
 * to "publishing" the moment the server answers it, and a status read asked for before that answer never
 * brings back the last publish's time; the seconds never count backwards. It
 * compares the content revision the API reports with the one the live site was built from
 * (/build-info.json), so it works the same locally and on Netlify, without Netlify credentials.
 */
import { AlertTriangle, CheckCircle2, LoaderCircle, RotateCw } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { RoleSchema } from '../../../domain/accounts/admin-user.ts';
import { can } from '../../../domain/accounts/permissions.ts';
import {
  type BuildInfo,
  BuildInfoSchema,
  type PublishState,
  type PublishStatus as PublishStatusAnswer,
  PublishStatusSchema,
  publishState,
} from '../../../domain/publishing/publish-status.ts';
import { adoptStyles } from '../../../ui/adopt-styles.ts';
import { followLink } from '../../app/navigation.ts';
import { PUBLISHING_PATH } from '../../app/routes.ts';
import { formatTime as formatClock, formatDateTime, formatDate as formatDay } from '../../i18n/format.ts';
import { t as translate, useT } from '../../i18n/i18n.ts';
import { api, SessionExpiredError, WRITE_EVENT, type WriteDetail } from '../../shared/api.ts';
import { notifyFailure } from '../../shared/failure-toasts.ts';
import { getAdminInfo } from '../../shared/session.ts';
import publishStatusStyles from './publish-status.css?inline';

adoptStyles(publishStatusStyles);

const STATUS_PATH = '/api/admin/publish-status';
/** Polling: quickly while a build is on its way, slowly otherwise; never while the tab is hidden. */
const POLL_PUBLISHING_MS = 1000;
/** Writes that change what the public site shows (reservations, accounts and passwords do not). */
const CONTENT_WRITE =
  /^\/api\/admin\/(menu|gallery|events|restaurant|site-settings|history|trash|settings-history|backup\/restore)\b/;
const POLL_IDLE_MS = 30_000;
/** After the admin's own calls (a save), look again soon: the revision has just changed. */
const AFTER_CALL_MS = 300;

async function fetchBuildInfo(): Promise<BuildInfo | null> {
  try {
    const response = await fetch('/build-info.json', { cache: 'no-store' });
    if (!response.ok) return null;
    const parsed = BuildInfoSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

interface View {
  state: PublishState;
  /** Some content was ever saved: until then there is nothing to call "saved". */
  saved: boolean;
  /** Server clock minus this browser's clock, in ms. */
  clockOffset: number;
}

function viewOf(status: PublishStatusAnswer, buildInfo: BuildInfo | null): View {
  const clockOffset = Date.parse(status.server_time) - Date.now() || 0;
  return {
    state: publishState(status, buildInfo, Date.now() + clockOffset),
    saved: status.content_revision !== null,
    clockOffset,
  };
}

/** "10:42" today, "23 Nov 2026, 10:42" another day (the restaurant's day and clock). */
function formatTime(iso: string): string {
  const time = formatClock(iso) ?? iso;
  if (formatDay(iso) === formatDay(new Date())) return time;
  return formatDateTime(iso) ?? time;
}

function formatElapsed(seconds: number): string {
  return seconds < 60
    ? translate('publish.seconds', { seconds })
    : translate('publish.minutes', { minutes: Math.floor(seconds / 60), seconds: seconds % 60 });
}

export function PublishStatus() {
  const [view, setView] = useState<View | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [retrying, setRetrying] = useState(false);
  const t = useT();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopped = useRef(false);
  /** Content saves answered so far: a status asked for before the latest one says what it replaced. */
  const writes = useRef(0);
  // Retry is for roles that may publish (the server checks again); an unknown role leaves it to the server.
  const role = RoleSchema.safeParse(getAdminInfo()?.role);
  const canRetry = !role.success || can(role.data, 'content');
  // Only a superadmin can connect the website: the others are told where, without a link to a card they lack.
  const canConnect = role.success && can(role.data, 'publishing');

  // The latest refresh, for timers and observers set up once.
  const refreshRef = useRef<() => Promise<void>>(async () => undefined);
  const schedule = useCallback((refresh: () => void, ms: number) => {
    clearTimeout(timer.current);
    if (!stopped.current && document.visibilityState === 'visible') timer.current = setTimeout(refresh, ms);
  }, []);

  const refresh = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    let next = view;
    const askedAfter = writes.current;
    try {
      const [status, buildInfo] = await Promise.all([
        api(STATUS_PATH, { schema: PublishStatusSchema }),
        fetchBuildInfo(),
      ]);
      // A save was answered meanwhile: this answer is from before it (it would show the last publish's
      // time again). The save has switched to "publishing" and asked for a fresh look already.
      if (writes.current !== askedAfter) return;
      next = viewOf(status, buildInfo);
      setView(next);
    } catch (error) {
      // Signed out: nothing more to show. Anything else: keep the last state and try again later.
      if (error instanceof SessionExpiredError) stopped.current = true;
    }
    schedule(
      () => void refreshRef.current(),
      next?.state.kind === 'publishing' ? POLL_PUBLISHING_MS : POLL_IDLE_MS,
    );
  }, [schedule, view]);

  refreshRef.current = refresh;

  useEffect(() => {
    stopped.current = false;
    void refreshRef.current();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void refreshRef.current();
      else clearTimeout(timer.current);
    };
    document.addEventListener('visibilitychange', onVisibility);
    // A content save answered: the site is being updated from this moment, whatever the next poll says.
    const onWrite = (event: Event) => {
      const { path } = (event as CustomEvent<WriteDetail>).detail;
      if (!CONTENT_WRITE.test(path)) return;
      writes.current += 1;
      setView((current) => {
        if (!current || current.state.kind === 'preview' || current.state.kind === 'unconnected')
          return current;
        if (current.state.kind === 'publishing') return current;
        const since = new Date(Date.now() + current.clockOffset).toISOString();
        return { ...current, saved: true, state: { kind: 'publishing', since } };
      });
      setNow(Date.now());
      schedule(() => void refreshRef.current(), AFTER_CALL_MS);
    };
    window.addEventListener(WRITE_EVENT, onWrite);
    // Every save goes through the admin's API calls: look again right after one completes.
    let observer: PerformanceObserver | undefined;
    if (typeof PerformanceObserver !== 'undefined') {
      observer = new PerformanceObserver((list) => {
        const ownCall = (name: string) => name.includes(STATUS_PATH) || name.endsWith('/build-info.json');
        if (list.getEntries().some((e) => e.name.includes('/api/admin/') && !ownCall(e.name)))
          schedule(() => void refreshRef.current(), AFTER_CALL_MS);
      });
      try {
        observer.observe({ type: 'resource' });
      } catch {
        observer = undefined;
      }
    }
    return () => {
      stopped.current = true;
      clearTimeout(timer.current);
      observer?.disconnect();
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener(WRITE_EVENT, onWrite);
    };
  }, [schedule]);

  // The seconds count of "Publishing…".
  const publishing = view?.state.kind === 'publishing';
  useEffect(() => {
    if (!publishing) return;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [publishing]);

  const retry = async () => {
    setRetrying(true);
    try {
      const [status, buildInfo] = await Promise.all([
        api('/api/admin/publish', { method: 'POST', schema: PublishStatusSchema }),
        fetchBuildInfo(),
      ]);
      setView(viewOf(status, buildInfo));
      schedule(() => void refreshRef.current(), POLL_PUBLISHING_MS);
    } catch (error) {
      notifyFailure(error, translate('publish.startFailed'));
    } finally {
      setRetrying(false);
    }
  };

  // The count of one publishing never goes down (a new clock offset or a later start from the server).
  const shownSeconds = useRef(0);
  if (view?.state.kind !== 'publishing') shownSeconds.current = 0;

  if (!view) return null;
  const { state } = view;
  let announcement: string;
  let badge: ReactNode;
  if (state.kind === 'live') {
    announcement = !view.saved
      ? t('publish.upToDate')
      : state.builtAt
        ? t('publish.liveAt', { time: formatTime(state.builtAt) })
        : t('publish.live');
    badge = (
      <span className="badge badge-green publish-badge">
        <CheckCircle2 size={14} aria-hidden />
        {announcement}
      </span>
    );
  } else if (state.kind === 'preview') {
    announcement = t('publish.previewNote');
    badge = <span className="badge badge-blue publish-badge">{t('publish.preview')}</span>;
  } else if (state.kind === 'publishing') {
    announcement = t('publish.publishing');
    const counted = Math.max(0, Math.round((now + view.clockOffset - Date.parse(state.since)) / 1000));
    const seconds = Math.max(counted, shownSeconds.current);
    shownSeconds.current = seconds;
    badge = (
      <span className="badge badge-blue publish-badge">
        <LoaderCircle size={14} aria-hidden className="publish-spin" />
        {t('publish.publishingFor', { elapsed: formatElapsed(seconds) })}
      </span>
    );
  } else if (state.kind === 'unconnected') {
    announcement = `${t('publish.notConnected')} ${t('publish.connectWhere')}`;
    badge = (
      <span className="badge badge-gold publish-badge">
        <AlertTriangle size={14} aria-hidden />
        <span className="publish-failed-text">{canConnect ? t('publish.notConnected') : announcement}</span>
      </span>
    );
  } else {
    announcement = t('publish.failed', { reason: state.reason });
    badge = (
      <span className="badge badge-red publish-badge">
        <AlertTriangle size={14} aria-hidden />
        <span className="publish-failed-text">{announcement}</span>
      </span>
    );
  }
  return (
    <div className="publish-status" data-publish-state={state.kind}>
      {/* Screen readers hear changes of state, not every second of the count. */}
      <span className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </span>
      <span aria-hidden="true">{badge}</span>
      {state.kind === 'unconnected' && canConnect && (
        <a href={PUBLISHING_PATH} onClick={followLink} className="publish-connect">
          {t('publish.connectWhere')}
        </a>
      )}
      {state.kind === 'failed' && canRetry && (
        <button type="button" className="btn btn-secondary btn-small" onClick={retry} disabled={retrying}>
          <RotateCw size={14} aria-hidden /> {retrying ? t('publish.retrying') : t('common.retry')}
        </button>
      )}
    </div>
  );
}
