/**
 * Every admin page behind the login: the shell, the session check on every page load (SPEC §4) and the
 * screen, whose code loads when it is first opened (src/admin/app/screens.ts). Loaded apart from the login.
 */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { type AdminMe, AdminMeSchema } from '../../domain/accounts/admin-user.ts';
import { can } from '../../domain/accounts/permissions.ts';
import { roleName } from '../components/RoleBadge.tsx';
import { Spinner } from '../components/Spinner.tsx';
import { useNewOrders } from '../features/notifications/new-orders.tsx';
import { usePendingReservations } from '../features/notifications/pending-reservations.ts';
import { forgetThisDevice, renewPushSubscription } from '../features/notifications/push.ts';
import { PublishStatus } from '../features/publishing/PublishStatus.tsx';
import { adminTimeZone, setAdminTimeZone } from '../i18n/format.ts';
import { accountLanguage, setLanguage, t, useT } from '../i18n/i18n.ts';
import { api, handlePasswordChangeRequired } from '../shared/api.ts';
import { setRestaurantWords } from '../shared/restaurant-words.ts';
import { clearSession, getAdminInfo, getToken, saveAdminInfo } from '../shared/session.ts';
import { mayLeave, navigate } from './navigation.ts';
import { ADMIN_PAGES, type AdminPage, LOGIN_PATH, PAGE_PERMISSIONS, pageTitleKey } from './routes.ts';
import { Shell } from './Shell.tsx';
import { PAGES, prefetchWhenIdle } from './screens.ts';

const FirstPasswordScreen = lazy(() =>
  import('../features/settings/ChangePasswordCard.tsx').then((m) => ({ default: m.FirstPasswordScreen })),
);

/** Whether this page load has renewed the device's push subscription already. */
let pushRenewed = false;

/** A page behind the login: checks the session on every page load (SPEC §4). */
export default function SignedIn({ page }: { page: AdminPage }) {
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

  // Once signed in, the code of every other screen this role may open is fetched while the browser idles.
  const role = session?.role;
  useEffect(() => {
    if (!role) return;
    return prefetchWhenIdle(ADMIN_PAGES.filter((other) => can(role, PAGE_PERMISSIONS[other])));
  }, [role]);

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

  // And of new orders, for those who run them.
  const newOrders = useNewOrders(
    hasToken && !!session && can(session.role, 'orders') && !session.password_change_required,
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
      newOrders={newOrders}
    >
      <Suspense
        fallback={<Spinner label={translate('page.opening', { title: translate(pageTitleKey(page)) })} />}
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
          <p className="notice">
            {translate('session.roleNotAllowed', { role: roleName(session?.role ?? '') })}
          </p>
        )}
      </Suspense>
    </Shell>
  );
}
