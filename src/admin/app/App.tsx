/**
 * The admin back-office: one React island for every /admin/* URL. It owns the toasts, the session
 * (SPEC §4: token and admin info in local storage, checked on every page load, ended on any 401),
 * which screen is shown, the offline banner and the service worker that makes it an installable app.
 * On /admin/login it is rendered at build time and takes over the form the page shows (LoginPage).
 */
import { Suspense, useEffect } from 'react';
import './admin.css';
import { LazyToasts, toasts } from '../../ui/lazy-toasts.tsx';
import { OfflineBanner } from '../components/OfflineBanner.tsx';
import { Spinner } from '../components/Spinner.tsx';
import { dashboardPaths } from '../features/dashboard/dashboard-paths.ts';
import { LoginPage } from '../features/login/LoginPage.tsx';
import { t, useT } from '../i18n/translate.ts';
import { fetchAhead, handleSessionExpiry } from '../shared/api.ts';
import { preloadable } from '../shared/preloadable.ts';
import { clearSession } from '../shared/session.ts';
import { navigate, usePathname } from './location.ts';
import { type AdminPage, type AdminScreen, LOGIN_PATH, pageTitleKey, screenOf } from './routes.ts';
import { registerServiceWorker } from './service-worker.ts';

/**
 * The shell and the screens behind the login: not loaded by the login screen until it signs in. The
 * toaster comes first, so every toast the shell and its screens give shows.
 */
const SignedIn = preloadable(() =>
  Promise.all([import('./SignedIn.tsx'), toasts()]).then(([module]) => module),
);

/** Starts loading a screen's code (src/admin/app/screens.ts, itself not loaded by the login screen). */
function loadScreen(page: AdminPage): void {
  import('./screens.ts').then(({ loadPage }) => loadPage(page)).catch(() => undefined);
}

/**
 * Signing in: the shell's and the dashboard's code load while the server checks the password (on mobile
 * data, some forty files: after the answer they took most of the welcome and more).
 */
function prepareSignIn(): void {
  SignedIn.preload().catch(() => undefined);
  loadScreen('dashboard');
  // Waiting for screens.ts before asking for the dashboard's code would add a round trip: both at once.
  import('../features/dashboard/DashboardPage.tsx').catch(() => undefined);
}

/** Signed in: the dashboard's figures are asked for during the welcome, with the session just made. */
function prepareDashboard(role: string | null): void {
  if (role) fetchAhead(dashboardPaths(role));
}

export default function AdminApp({ page }: { page: AdminScreen }) {
  const pathname = usePathname();
  const screen = screenOf(pathname) ?? page;
  const translate = useT();
  // The screen's code loads alongside the shell's, not after it (loaded once, however often asked).
  if (screen !== 'login') loadScreen(screen);

  useEffect(() => {
    handleSessionExpiry(() => {
      clearSession();
      // One toast however many calls failed at once.
      toasts().then((toast) => toast.error(t('session.expired'), { id: 'session' }));
      navigate(LOGIN_PATH, { replace: true });
    });
  }, []);

  useEffect(registerServiceWorker, []);

  return (
    <>
      <LazyToasts label={translate('toasts.area')} closeLabel={translate('toasts.close')} />
      <OfflineBanner />
      {screen === 'login' ? (
        <LoginPage onSigningIn={prepareSignIn} onSignedIn={prepareDashboard} />
      ) : (
        <Suspense
          fallback={<Spinner label={translate('page.opening', { title: translate(pageTitleKey(screen)) })} />}
        >
          <SignedIn page={screen} />
        </Suspense>
      )}
    </>
  );
}
