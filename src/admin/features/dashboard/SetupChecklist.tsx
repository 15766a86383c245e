/**
 * "Get your site ready" (Dashboard, superadmin): the first-run checklist the server works out
 * (GET /api/admin/setup-checklist, domain/content/setup-checklist.ts). Each item links to the screen that does it
 * and is ticked by the server once done; shown until all are, or until the owner hides it (kept on the
 * account, so on every device), with a way to show it again.
 */
import { CheckCircle2, Circle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  type SetupChecklist as Checklist,
  type RestaurantField,
  SetupChecklistSchema,
  type SetupItem,
  showsSetupChecklist,
} from '../../../domain/content/setup-checklist.ts';
import { adoptStyles } from '../../../ui/adopt-styles.ts';
import { followLink } from '../../app/navigation.ts';
import { pathOf } from '../../app/routes.ts';
import { type MessageKey, type Translate, useT } from '../../i18n/i18n.ts';
import { api } from '../../shared/api.ts';
import { notifyFailure } from '../../shared/failure-toasts.ts';
import setupChecklistStyles from './setup-checklist.css?inline';

adoptStyles(setupChecklistStyles);

const PATH = '/api/admin/setup-checklist';

/** Where each item is done: a screen, and the card on it. */
const ITEM_LINKS: Record<SetupItem['id'], string> = {
  password: `${pathOf('settings')}#change-password`,
  restaurant: pathOf('restaurant-info'),
  brand: `${pathOf('settings')}#settings-brand`,
  photos: pathOf('menu'),
  gallery: pathOf('gallery'),
  descriptions: pathOf('menu'),
  events: pathOf('events'),
  publishing: `${pathOf('settings')}#settings-publishing`,
  bookings: `${pathOf('settings')}#settings-notifications`,
  ordering: `${pathOf('settings')}#ordering-title`,
  english: pathOf('menu'),
};

const FIELD_NAMES: Record<RestaurantField, MessageKey> = {
  name: 'setup.field.name',
  phone: 'setup.field.phone',
  whatsapp: 'setup.field.whatsapp',
  email: 'setup.field.email',
  address: 'setup.field.address',
  map: 'setup.field.map',
  instagram: 'setup.field.instagram',
  facebook: 'setup.field.facebook',
};

/** "name, phone and map" in the admin's language. */
const listOf = (t: Translate, words: string[]) =>
  new Intl.ListFormat(t.locale, { type: 'conjunction' }).format(words);

/** What an item says under its title: what is left, or what is done. */
function describe(t: Translate, item: SetupItem): string {
  switch (item.id) {
    case 'password':
      return t(item.done ? 'setup.password.done' : 'setup.password.open');
    case 'restaurant':
      return item.done
        ? t('setup.restaurant.done')
        : t('setup.restaurant.open', {
            fields: listOf(
              t,
              item.starter_fields.map((field) => t(FIELD_NAMES[field])),
            ),
          });
    case 'brand':
      return t(item.done ? 'setup.brand.done' : 'setup.brand.open');
    case 'photos':
      if (item.dishes === 0) return t('setup.photos.none');
      if (item.starter_pictures === 0) return t('setup.photos.allOwn');
      return t.plural('setup.photos.starter', item.starter_pictures, { total: item.dishes });
    case 'gallery':
      if (item.images === 0) return t('setup.gallery.empty');
      if (item.done) return t('setup.gallery.done');
      return t.plural('setup.gallery.starter', item.starter_images, { total: item.images });
    case 'descriptions':
      if (item.done) return t('setup.descriptions.done');
      return [
        item.starter_dishes > 0 &&
          t.plural('setup.descriptions.dishes', item.starter_dishes, { total: item.dishes }),
        item.starter_categories > 0 && t.plural('setup.descriptions.categories', item.starter_categories),
      ]
        .filter(Boolean)
        .join(' ');
    case 'events':
      return item.done ? t('setup.events.done') : t.plural('setup.events.open', item.starter_events);
    case 'publishing':
      if (!item.connected) return t('setup.publishing.notConnected');
      if (item.last_build === 'failed') return t('setup.publishing.failed');
      if (item.last_build === 'started') return t('setup.publishing.building');
      // The site the owner looks at is itself a finished build, whether or not one was recorded here.
      return t(item.last_build === 'succeeded' ? 'setup.publishing.done' : 'setup.publishing.connected');
    case 'bookings':
      if (!item.done) return t(item.can_send_email ? 'setup.bookings.open' : 'setup.bookings.openNoMail');
      return t('setup.bookings.done', {
        channels: listOf(
          t,
          item.channels.map((channel) =>
            channel === 'push'
              ? t.plural('setup.channel.push', item.push_devices)
              : t(channel === 'email' ? 'setup.channel.email' : 'setup.channel.webhook'),
          ),
        ),
      });
    case 'ordering':
      return t(item.done ? 'setup.ordering.done' : 'setup.ordering.open');
    case 'english': {
      const descriptions = t.plural('setup.english.count', item.english_descriptions, { total: item.dishes });
      if (item.allergens_indonesian_only === 0) return descriptions;
      return `${descriptions} ${t.plural('setup.english.allergens', item.allergens_indonesian_only)}`;
    }
  }
}

export function SetupChecklist() {
  const t = useT();
  const [checklist, setChecklist] = useState<Checklist | null>(null);
  const [busy, setBusy] = useState(false);
  /** Where the focus goes after hiding or showing: what took the place of the button pressed. */
  const focusNext = useRef<'heading' | 'show' | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const showButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let current = true;
    api(PATH, { schema: SetupChecklistSchema })
      .then((loaded) => {
        if (current) setChecklist(loaded);
      })
      // The dashboard stays as it was without it: the checklist is a guide, not the work itself.
      .catch((error: unknown) => console.error('Could not load the setup checklist', error));
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    const target = focusNext.current === 'heading' ? heading.current : showButton.current;
    if (!focusNext.current || !target) return;
    focusNext.current = null;
    target.focus();
  });

  if (!checklist) return null;
  const total = checklist.items.length;
  const done = checklist.items.filter((item) => item.done).length;
  if (done === total) return null;

  async function setDismissed(dismissed: boolean) {
    setBusy(true);
    try {
      const changed = await api(PATH, { method: 'PUT', json: { dismissed }, schema: SetupChecklistSchema });
      focusNext.current = dismissed ? 'show' : 'heading';
      setChecklist(changed);
    } catch (error) {
      notifyFailure(error, t(dismissed ? 'setup.hideFailed' : 'setup.showFailed'));
    } finally {
      setBusy(false);
    }
  }

  if (!showsSetupChecklist(checklist))
    return (
      <p className="setup-show">
        <button
          ref={showButton}
          type="button"
          className="btn btn-ghost"
          disabled={busy}
          onClick={() => setDismissed(false)}
        >
          {t('setup.show', { done, total })}
        </button>
      </p>
    );

  return (
    <section className="card setup-checklist" aria-labelledby="setup-title" data-testid="setup-checklist">
      <div className="setup-head">
        <h2 id="setup-title" ref={heading} tabIndex={-1}>
          {t('setup.title')}
        </h2>
        <span className="setup-progress">{t('setup.progress', { done, total })}</span>
      </div>
      <p className="muted">{t('setup.intro')}</p>
      <ul className="setup-items">
        {checklist.items.map((item) => (
          <li
            key={item.id}
            className={item.done ? 'setup-item setup-done' : 'setup-item'}
            data-item={item.id}
          >
            {item.done ? (
              <CheckCircle2 className="setup-mark" size={22} aria-hidden />
            ) : (
              <Circle className="setup-mark" size={22} aria-hidden />
            )}
            <div className="setup-text">
              <a href={ITEM_LINKS[item.id]} onClick={followLink}>
                {t(`setup.${item.id}.title`)}
              </a>{' '}
              <span className={item.done ? 'badge badge-green' : 'badge badge-grey'}>
                {t(item.done ? 'setup.done' : 'setup.todo')}
              </span>
              <p className="setup-detail">{describe(t, item)}</p>
            </div>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => setDismissed(true)}>
        {t('setup.hide')}
      </button>
    </section>
  );
}
