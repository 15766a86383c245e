/**
 * The admin back-office: one React island for every /admin/* URL. It owns the toasts, the session
 * (SPEC §4: token and admin info in local storage, checked on every page load, ended on any 401),
 * which screen is shown, the offline banner and the service worker that makes it an installable app.
 */
import { lazy, Suspense, useEffect } from 'react';
import { toast } from 'sonner';
import Toasts from '../components/islands/Toasts.tsx';
import './admin.css';
import { handleSessionExpiry } from './api.ts';
import { OfflineBanner } from './components/OfflineBanner.tsx';
import { Spinner } from './components/Spinner.tsx';
import { LoginPage } from './features/login/LoginPage.tsx';
import { english, t, useT } from './i18n/i18n.ts';
import { navigate, usePathname } from './navigation.ts';
import { type AdminScreen, LOGIN_PATH, pageTitleKey, screenOf } from './routes.ts';
import { loadPage } from './screens.ts';
import { registerServiceWorker } from './service-worker.ts';
import { clearSession } from './session.ts';

export const SESSION_EXPIRED = english('session.expired');
export const PLEASE_LOGIN = english('session.pleaseLogin');
export const LOGGED_OUT = english('session.loggedOut');

/** The shell and the screens behind the login: not loaded by the login screen. */
const SignedIn = lazy(() => import('./SignedIn.tsx'));

export default function AdminApp({ page }: { page: AdminScreen }) {
  const pathname = usePathname();
  const screen = screenOf(pathname) ?? page;
  const translate = useT();
  // The screen's code loads alongside the shell's, not after it (loaded once, however often asked).
  if (screen !== 'login') loadPage(screen).catch(() => undefined);

  useEffect(() => {
    handleSessionExpiry(() => {
      clearSession();
      // One toast however many calls failed at once.
      toast.error(t('session.expired'), { id: 'session' });
      navigate(LOGIN_PATH, { replace: true });
    });
  }, []);

  useEffect(registerServiceWorker, []);

  return (
    <>
      <Toasts />
      <OfflineBanner />
      {screen === 'login' ? (
        <LoginPage />
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
