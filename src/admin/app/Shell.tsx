/** The frame of every admin page but login: sidebar with every page and Logout, header with title and user. */
import {
  Activity,
  CalendarDays,
  CalendarRange,
  ChefHat,
  Image,
  Images,
  LayoutDashboard,
  LogOut,
  Menu as MenuIcon,
  QrCode,
  Receipt,
  Settings,
  Store,
  Users,
  UtensilsCrossed,
  X,
} from 'lucide-react';
import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import type { AdminSession } from '../../domain/accounts/admin-user.ts';
import { DEFAULT_ROLE } from '../../domain/accounts/admin-user.ts';
import { can } from '../../domain/accounts/permissions.ts';
import { RoleBadge } from '../components/RoleBadge.tsx';
import { useT } from '../i18n/i18n.ts';
import { followLink } from './navigation.ts';
import { ADMIN_PAGES, type AdminPage, PAGE_PERMISSIONS, pageTitleKey, pathOf } from './routes.ts';

const ICONS: Record<AdminPage, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  dashboard: LayoutDashboard,
  menu: UtensilsCrossed,
  gallery: Image,
  events: CalendarDays,
  media: Images,
  reservations: CalendarRange,
  orders: Receipt,
  'restaurant-info': Store,
  qr: QrCode,
  users: Users,
  settings: Settings,
  activity: Activity,
};

export function Shell({
  page,
  admin,
  onLogout,
  status,
  pending = null,
  newOrders = null,
  children,
}: {
  page: AdminPage;
  admin: AdminSession | null;
  onLogout: () => void;
  /** Shown in the header next to the user (publishing status). */
  status?: ReactNode;
  /** Reservations waiting for a decision (null when unknown or not for this role). */
  pending?: number | null;
  /** Orders not yet accepted or declined (null when unknown or not for this role). */
  newOrders?: number | null;
  children: ReactNode;
}) {
  const t = useT();
  const [menuOpen, setMenuOpen] = useState(false);
  // A page change (also by the browser's back button) closes the collapsed (phone) sidebar.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every page change on purpose.
  useEffect(() => setMenuOpen(false), [page]);
  const toggle = useRef<HTMLButtonElement>(null);

  // The tab says which page is open and, first, how many bookings and new orders wait: "(3) Dashboard - Admin".
  const waiting = (pending ?? 0) + (newOrders ?? 0);
  useEffect(() => {
    document.title = `${waiting ? `(${waiting}) ` : ''}${t('page.tabTitle', { title: t(pageTitleKey(page)) })}`;
  }, [page, waiting, t]);
  // What waits, as ☰ says it to a screen reader: "2 pending reservations, 1 new order".
  const waitingWords = [
    pending ? t.plural('shell.pending', pending) : '',
    newOrders ? t.plural('shell.newOrders', newOrders) : '',
  ]
    .filter(Boolean)
    .join(', ');
  /** The count beside a page's link: pending bookings by Reservations, new orders by Orders. */
  const countOf = (name: AdminPage) =>
    name === 'reservations' ? pending : name === 'orders' ? newOrders : null;
  const countWords = (name: AdminPage, count: number) =>
    name === 'orders' ? t.plural('shell.newOrders', count) : t.plural('shell.pending', count);
  const header = useRef<HTMLElement>(null);

  // Where the header ends, for phone toasts to open below it (admin.css), however tall it wraps.
  useEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () =>
      document.documentElement.style.setProperty(
        '--admin-header-bottom',
        `${Math.ceil(element.getBoundingClientRect().bottom)}px`,
      );
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Esc closes the open phone menu and puts the focus back on ☰.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setMenuOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <div className="admin-layout">
      <a className="skip-link" href="#admin-content">
        {t('shell.skipToContent')}
      </a>
      <aside className={`sidebar${menuOpen ? ' open' : ''}`} id="admin-sidebar">
        <div className="sidebar-brand">
          <ChefHat size={22} aria-hidden /> {t('shell.brand')}
        </div>
        <nav aria-label={t('shell.navigation')}>
          <ul>
            {ADMIN_PAGES.filter((name) => can(admin?.role ?? '', PAGE_PERMISSIONS[name])).map((name) => {
              const Icon = ICONS[name];
              const count = countOf(name);
              const countId = `${name}-count`;
              return (
                <li key={name}>
                  <a
                    href={pathOf(name)}
                    onClick={(event) => {
                      followLink(event);
                      setMenuOpen(false);
                    }}
                    aria-current={name === page ? 'page' : undefined}
                    aria-describedby={count ? countId : undefined}
                    className={name === page ? 'active' : undefined}
                  >
                    <Icon size={18} aria-hidden />
                    {t(pageTitleKey(name))}
                    {count ? (
                      <span
                        className="nav-count"
                        aria-hidden
                        data-testid={name === 'reservations' ? 'pending-count' : `${name}-count`}
                      >
                        {count}
                      </span>
                    ) : null}
                  </a>
                  {count ? (
                    // The link keeps its name; the count is its description.
                    <span id={countId} className="visually-hidden">
                      {countWords(name, count)}
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="sidebar-footer">
          {/* On a phone the header has no room for who is signed in: it is here, by Logout. */}
          <div className="sidebar-user">
            <span className="sidebar-username">{admin?.username ?? ''}</span>
            <RoleBadge role={admin?.role || DEFAULT_ROLE} />
          </div>
          <a href="/" className="sidebar-site-link">
            {t('shell.viewWebsite')}
          </a>
          <button type="button" className="btn btn-ghost logout" onClick={onLogout}>
            <LogOut size={18} aria-hidden /> {t('shell.logout')}
          </button>
        </div>
      </aside>
      {menuOpen && (
        <button
          type="button"
          className="sidebar-scrim"
          aria-label={t('shell.closeMenu')}
          onClick={() => setMenuOpen(false)}
        />
      )}
      <div className="admin-main">
        <header className="admin-header" ref={header}>
          <button
            ref={toggle}
            type="button"
            className="icon-button menu-toggle"
            aria-controls="admin-sidebar"
            aria-expanded={menuOpen}
            aria-label={
              menuOpen
                ? t('shell.closeMenu')
                : waitingWords
                  ? t('shell.openMenuWithPending', { pending: waitingWords })
                  : t('shell.openMenu')
            }
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X size={22} aria-hidden /> : <MenuIcon size={22} aria-hidden />}
            {/* On a phone the sidebar is closed: the waiting bookings show on the button that opens it. */}
            {pending && !menuOpen ? (
              <span className="menu-toggle-count" aria-hidden data-testid="menu-pending-count">
                {pending}
              </span>
            ) : null}
            {/* New orders beside them, in the orders' own colour. */}
            {newOrders && !menuOpen ? (
              <span
                className="menu-toggle-count menu-toggle-orders"
                aria-hidden
                data-testid="menu-orders-count"
              >
                {newOrders}
              </span>
            ) : null}
          </button>
          <h1>{t(pageTitleKey(page))}</h1>
          <div className="header-end">
            {status}
            <div className="header-user">
              <span className="header-username">{admin?.username ?? ''}</span>
              <RoleBadge role={admin?.role || DEFAULT_ROLE} />
            </div>
          </div>
        </header>
        <main id="admin-content" className="admin-content" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
