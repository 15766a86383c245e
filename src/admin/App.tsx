/**
 * The admin back-office: one React island for every /admin/* URL. It owns the toasts, the session
 * (SPEC §4: token and admin info in local storage, checked on every page load, ended on any 401),
 * which screen is shown, the offline banner and the service worker that makes it an installable app.
 */
import { type ComponentType, useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import Toasts from '../components/islands/Toasts.tsx';
import { type AdminMe, AdminMeSchema } from '../domain/admin-user.ts';
import './admin.css';
import { can } from '../domain/permissions.ts';
import { api, handlePasswordChangeRequired, handleSessionExpiry } from './api.ts';
import { OfflineBanner } from './components/OfflineBanner.tsx';
import { PublishStatus } from './components/PublishStatus.tsx';
import { ActivityPage } from './features/activity/ActivityPage.tsx';
import { DashboardPage } from './features/dashboard/DashboardPage.tsx';
import { EventsPage } from './features/events/EventsPage.tsx';
import { GalleryPage } from './features/gallery/GalleryPage.tsx';
import { LoginPage } from './features/login/LoginPage.tsx';
import { MediaPage } from './features/media/MediaPage.tsx';
import { MenuPage } from './features/menu/MenuPage.tsx';
import { ReservationsPage } from './features/reservations/ReservationsPage.tsx';
import { RestaurantInfoPage } from './features/restaurant-info/RestaurantInfoPage.tsx';
import { FirstPasswordScreen } from './features/settings/ChangePasswordCard.tsx';
import { SettingsPage } from './features/settings/SettingsPage.tsx';
import { UsersPage } from './features/users/UsersPage.tsx';
import { adminTimeZone, setAdminTimeZone } from './i18n/format.ts';
import { accountLanguage, english, setLanguage, t, useT } from './i18n/i18n.ts';
import { mayLeave, navigate, usePathname } from './navigation.ts';
import { usePendingReservations } from './pending-reservations.ts';
import { forgetThisDevice, renewPushSubscription } from './push.ts';
import { setRestaurantWords } from './restaurant-words.ts';
import {
  type AdminPage,
  type AdminScreen,
  LOGIN_PATH,
  PAGE_PERMISSIONS,
  type PageProps,
  screenOf,
} from './routes.ts';
import { Shell } from './Shell.tsx';
import { registerServiceWorker } from './service-worker.ts';
import { clearSession, getAdminInfo, getToken, saveAdminInfo } from './session.ts';

export const SESSION_EXPIRED = english('session.expired');
export const PLEASE_LOGIN = english('session.pleaseLogin');
export const LOGGED_OUT = english('session.loggedOut');

const PAGES: Record<AdminPage, ComponentType<PageProps>> = {
  dashboard: DashboardPage,
  menu: MenuPage,
  gallery: GalleryPage,
  events: EventsPage,
  media: MediaPage,
  reservations: ReservationsPage,
  'restaurant-info': RestaurantInfoPage,
  users: UsersPage,
  settings: SettingsPage,
  activity: ActivityPage,
};

export default function AdminApp({ page }: { page: AdminScreen }) {
  const pathname = usePathname();
  const screen = screenOf(pathname) ?? page;

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
      {screen === 'login' ? <LoginPage /> : <SignedIn page={screen} />}
    </>
  );
}

/** Whether this page load has renewed the device's push subscription already. */
let pushRenewed = false;

/** A page behind the login: checks the session on every page load (SPEC §4). */
function SignedIn({ page }: { page: AdminPage }) {
  const translate = useT();
  const [session, setSession] = useState<AdminMe | null>(() => {
    const stored = getAdminInfo();
    return stored
      ? {
          ...stored,
          full_name: null,
          email: null,
          must_change_password: false,
          password_change_required: false,
          password_is_default: false,
          language: translate.language,
          language_chosen: false,
          time_zone: adminTimeZone(),
          restaurant_words: {},
        }
      : null;
  });
  const hasToken = getToken() !== null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the session is checked again on every page load.
  useEffect(() => {
    if (!getToken()) {
      toast.error(t('session.pleaseLogin'), { id: 'session' });
      navigate(LOGIN_PATH, { replace: true });
      return;
    }
    let current = true;
    api('/api/admin/auth/me', { schema: AdminMeSchema })
      .then((me) => {
        if (!current) return;
        saveAdminInfo({ username: me.username, role: me.role });
        // The account's own language wins over the device's; until it chooses, the browser's.
        setLanguage(accountLanguage(me));
        // Dates and times on the restaurant's clock, as its opening hours set it (WIB, WITA or WIT).
        setAdminTimeZone(me.time_zone);
        setRestaurantWords(me.restaurant_words);
        setSession(me);
        // A device turned on for pushes in an earlier session is taken over by this one (once per load).
        if (can(me.role, 'reservations') && !pushRenewed) {
          pushRenewed = true;
          renewPushSubscription().catch(() => undefined);
        }
      })
      // A 401 was handled by the session-expiry flow; other failures show on the page's own calls.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [page]);

  // A call refused until the first password is changed: the change form comes in front of everything.
  useEffect(() => {
    handlePasswordChangeRequired(() =>
      setSession(
        (current) => current && { ...current, must_change_password: true, password_change_required: true },
      ),
    );
    return () => handlePasswordChangeRequired(() => undefined);
  }, []);

  const logout = useCallback(async () => {
    if (!mayLeave()) return;
    // This device stops getting new bookings, then the token is revoked on the server; whatever it
    // answers, this browser is logged out.
    await forgetThisDevice().catch(() => undefined);
    await api('/api/admin/auth/logout', { method: 'POST', expireOn401: false }).catch(() => undefined);
    clearSession();
    toast.success(t('session.loggedOut'));
    navigate(LOGIN_PATH);
  }, []);

  // Staff who manage reservations hear of new bookings on every page (sidebar, tab title, sound).
  const pending = usePendingReservations(
    hasToken && !!session && can(session.role, 'reservations') && !session.password_change_required,
  );

  if (!hasToken) return null;
  const Page = PAGES[page];
  const allowed = !session || can(session.role, PAGE_PERMISSIONS[page]);
  return (
    <Shell
      page={page}
      admin={session}
      onLogout={logout}
      // Whether the website shows the saved content matters only to those who edit it.
      status={session && can(session.role, 'content') ? <PublishStatus /> : null}
      pending={pending}
    >
      {session?.password_change_required ? (
        <FirstPasswordScreen
          isDefault={session.password_is_default}
          onChanged={() =>
            setSession(
              (current) =>
                current && { ...current, must_change_password: false, password_change_required: false },
            )
          }
        />
      ) : allowed ? (
        <Page key={page} session={session} />
      ) : (
        <p className="notice">{translate('session.roleNotAllowed', { role: session?.role ?? '' })}</p>
      )}
    </Shell>
  );
}
