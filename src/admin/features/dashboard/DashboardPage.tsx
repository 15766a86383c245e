/**
 * /admin/dashboard: four counters and a welcome text (SPEC §2); today's bookings and orders for those who run
 * them; for a superadmin, the first-run checklist.
 */
import { CalendarRange, Image, ShieldAlert, Users, UtensilsCrossed } from 'lucide-react';
import { type ComponentType, useEffect, useState } from 'react';
import { AdminUserSchema } from '../../../domain/accounts/admin-user.ts';
import { can } from '../../../domain/accounts/permissions.ts';
import { GalleryImageSchema } from '../../../domain/content/gallery.ts';
import { MenuCategorySchema } from '../../../domain/content/menu.ts';
import { halalCertificateWarning, RestaurantInfoSchema } from '../../../domain/content/restaurant.ts';
import type { PendingCount } from '../../../domain/notifications/channels.ts';
import { ReservationSchema } from '../../../domain/reservations/reservation.ts';
import { followLink } from '../../app/navigation.ts';
import { type AdminPage, type PageProps, pathOf } from '../../app/routes.ts';
import { Spinner } from '../../components/Spinner.tsx';
import { adminNow, formatDay } from '../../i18n/format.ts';
import { english, type MessageKey, useT } from '../../i18n/i18n.ts';
import { api } from '../../shared/api.ts';
import { PENDING_EVENT } from '../notifications/pending-reservations.ts';
import { DASHBOARD_PATHS } from './dashboard-paths.ts';
import { SetupChecklist } from './SetupChecklist.tsx';
import { TodayBookingsCard } from './TodayBookingsCard.tsx';
import { TodayOrdersCard } from './TodayOrdersCard.tsx';

/** Each count: undefined while loading or not for this role, null when it could not be loaded. */
interface Counts {
  menuItems: number | null | undefined;
  galleryImages: number | null | undefined;
  reservations: number | null | undefined;
  adminUsers: number | null | undefined;
}

/** A count, or null when it could not be loaded (shown as a dash, never as a wrong zero). */
const count = (request: Promise<unknown[]>) => request.then((list) => list.length).catch(() => null);

type HalalWarning = { state: 'expired' | 'ending'; days: number; until: string } | null;

/**
 * What the dashboard shows `role`, asked for at once: only what the role may see (dashboard-paths.ts; after
 * a sign-in, those answers were asked for during the welcome).
 */
function loadDashboard(role: string): { counts: Promise<Counts>; halal: Promise<HalalWarning> } {
  const none = Promise.resolve(undefined);
  const counts = Promise.all([
    can(role, 'content')
      ? api(DASHBOARD_PATHS.menu, { schema: MenuCategorySchema.array() })
          .then((menu) => menu.reduce((sum, category) => sum + category.items.length, 0))
          .catch(() => null)
      : none,
    can(role, 'content') ? count(api(DASHBOARD_PATHS.gallery, { schema: GalleryImageSchema.array() })) : none,
    can(role, 'reservations')
      ? count(api(DASHBOARD_PATHS.pending, { schema: ReservationSchema.array() }))
      : none,
    can(role, 'users') ? count(api(DASHBOARD_PATHS.users, { schema: AdminUserSchema.array() })) : none,
  ]).then(([menuItems, galleryImages, reservations, adminUsers]) => ({
    menuItems,
    galleryImages,
    reservations,
    adminUsers,
  }));
  // The halal certificate must be renewed before it ends: those who keep Restaurant Info are told. The
  // counters say when the content cannot be read; this warning just stays away.
  const halal = can(role, 'content')
    ? api(DASHBOARD_PATHS.restaurant, { schema: RestaurantInfoSchema })
        .then((info) => {
          const warning = halalCertificateWarning(info.halal, adminNow().date);
          return warning && { ...warning, until: info.halal.valid_until };
        })
        .catch(() => null)
    : Promise.resolve(null);
  return { counts, halal };
}

export function DashboardPage({ session }: PageProps) {
  const t = useT();
  const [counts, setCounts] = useState<Counts | null>(null);
  const [halal, setHalal] = useState<HalalWarning>(null);
  const role = session?.role ?? '';

  useEffect(() => {
    if (!role) return;
    let current = true;
    const load = loadDashboard(role);
    load.counts.then((loaded) => current && setCounts(loaded));
    load.halal.then((warning) => current && setHalal(warning));
    return () => {
      current = false;
    };
  }, [role]);

  // The sidebar's pending count keeps this counter live too (pending-reservations.ts).
  useEffect(() => {
    const update = (event: Event) => {
      const { pending } = (event as CustomEvent<PendingCount>).detail;
      setCounts((current) => current && { ...current, reservations: pending });
    };
    window.addEventListener(PENDING_EVENT, update);
    return () => window.removeEventListener(PENDING_EVENT, update);
  }, []);

  const stats: Array<{
    label: MessageKey;
    hint?: MessageKey;
    value: number | null | undefined;
    visible: boolean;
    icon: ComponentType<{ size?: number }>;
    /** Where the counter leads. */
    page: AdminPage;
  }> = [
    {
      label: 'dashboard.menuItems',
      value: counts?.menuItems,
      visible: can(role, 'content'),
      icon: UtensilsCrossed,
      page: 'menu',
    },
    {
      label: 'dashboard.galleryImages',
      value: counts?.galleryImages,
      visible: can(role, 'content'),
      icon: Image,
      page: 'gallery',
    },
    {
      label: 'dashboard.reservations',
      hint: 'dashboard.reservationsHint',
      value: counts?.reservations,
      visible: can(role, 'reservations'),
      icon: CalendarRange,
      page: 'reservations',
    },
    {
      label: 'dashboard.adminUsers',
      value: counts?.adminUsers,
      visible: can(role, 'users'),
      icon: Users,
      page: 'users',
    },
  ];
  // What this role can do here, in the order of the sidebar.
  const work = [
    can(role, 'content') && t('dashboard.work.content'),
    can(role, 'reservations') && t('dashboard.work.reservations'),
    can(role, 'orders') && t('dashboard.work.orders'),
    can(role, 'users') && t('dashboard.work.users'),
  ].filter(Boolean);

  return (
    <>
      {halal && (
        <section className="card dashboard-warning" role="status">
          <ShieldAlert size={22} aria-hidden />
          <p>
            {halal.state === 'expired'
              ? t('dashboard.halalExpired', { date: formatDay(halal.until) })
              : t('dashboard.halalEnding', { date: formatDay(halal.until), days: halal.days })}{' '}
            <a href={pathOf('restaurant-info')} onClick={followLink}>
              {t('page.restaurant-info')}
            </a>
          </p>
        </section>
      )}
      {can(role, 'setup') && <SetupChecklist />}
      <section className="stats-grid" aria-label={t('dashboard.summary')}>
        {stats
          .filter((stat) => stat.visible)
          .map(({ label, hint, value, icon: Icon, page }) => (
            <a key={label} className="card stat" href={pathOf(page)} onClick={followLink}>
              <span className="stat-icon" aria-hidden="true">
                <Icon size={24} />
              </span>
              <div>
                {/* The test id stays English whatever the language. */}
                <div className="stat-value" data-testid={`count-${english(label)}`}>
                  {value === undefined ? (
                    <Spinner label={t('dashboard.loadingCount', { what: t(label).toLowerCase() })} />
                  ) : value === null ? (
                    '—'
                  ) : (
                    value
                  )}
                </div>
                <div className="stat-label">
                  {t(label)}
                  {hint && <span className="stat-hint"> ({t(hint)})</span>}
                </div>
              </div>
            </a>
          ))}
      </section>
      {can(role, 'reservations') && <TodayBookingsCard />}
      {can(role, 'orders') && <TodayOrdersCard />}
      <section className="card">
        <h2>
          {session
            ? t('dashboard.welcomeName', { name: session.full_name || session.username })
            : t('dashboard.welcome')}
        </h2>
        <p>
          {t('dashboard.intro', { work: work.join('; ') || t('dashboard.work.password') })}
          {can(role, 'content') && ` ${t('dashboard.publishedSoon')}`}
        </p>
      </section>
    </>
  );
}
