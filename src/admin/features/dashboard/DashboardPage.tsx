/** /admin/dashboard: four counters and a welcome text (SPEC §2). */
import { CalendarRange, Image, Users, UtensilsCrossed } from 'lucide-react';
import { type ComponentType, useEffect, useState } from 'react';
import { AdminUserSchema } from '../../../domain/admin-user.ts';
import { GalleryImageSchema } from '../../../domain/gallery.ts';
import { MenuCategorySchema } from '../../../domain/menu.ts';
import { api } from '../../api.ts';
import { followLink } from '../../navigation.ts';
import { type PageProps, pathOf } from '../../routes.ts';

interface Counts {
  menuItems: number | null;
  galleryImages: number | null;
  reservations: number | null;
  adminUsers: number | null;
}

/** A count, or null when it could not be loaded (shown as a dash, never as a wrong zero). */
const count = (request: Promise<unknown[]>) => request.then((list) => list.length).catch(() => null);

export function DashboardPage({ session }: PageProps) {
  const [counts, setCounts] = useState<Counts | null>(null);

  useEffect(() => {
    let current = true;
    Promise.all([
      api('/api/admin/menu', { schema: MenuCategorySchema.array() })
        .then((menu) => menu.reduce((sum, category) => sum + category.items.length, 0))
        .catch(() => null),
      count(api('/api/admin/gallery', { schema: GalleryImageSchema.array() })),
      count(api('/api/admin/users', { schema: AdminUserSchema.array() })),
    ]).then(([menuItems, galleryImages, adminUsers]) => {
      // SPEC §2: the reservations counter is always 0 and never fetched.
      if (current) setCounts({ menuItems, galleryImages, reservations: 0, adminUsers });
    });
    return () => {
      current = false;
    };
  }, []);

  const stats: Array<{
    label: string;
    value: number | null | undefined;
    icon: ComponentType<{ size?: number }>;
  }> = [
    { label: 'Menu Items', value: counts?.menuItems, icon: UtensilsCrossed },
    { label: 'Gallery Images', value: counts?.galleryImages, icon: Image },
    { label: 'Reservations', value: counts?.reservations, icon: CalendarRange },
    { label: 'Admin Users', value: counts?.adminUsers, icon: Users },
  ];

  return (
    <>
      {session?.must_change_password && (
        <p className="notice">
          ⚠️ You are still using the default password.{' '}
          <a href={pathOf('settings')} onClick={followLink}>
            Change it in Settings
          </a>{' '}
          before anything else.
        </p>
      )}
      <section className="stats-grid" aria-label="Summary">
        {stats.map(({ label, value, icon: Icon }) => (
          <div key={label} className="card stat">
            <span className="stat-icon" aria-hidden="true">
              <Icon size={24} />
            </span>
            <div>
              <div className="stat-value" data-testid={`count-${label}`}>
                {value === undefined ? '…' : value === null ? '—' : value}
              </div>
              <div className="stat-label">{label}</div>
            </div>
          </div>
        ))}
      </section>
      <section className="card">
        <h2>Welcome{session ? `, ${session.full_name || session.username}` : ''}!</h2>
        <p>
          This is the back-office of your restaurant's website. Use the menu on the left to update dishes and
          prices, the photo gallery, events, your contact details and opening hours, and the look of the site.
          Changes you save appear on the public website shortly after.
        </p>
      </section>
    </>
  );
}
