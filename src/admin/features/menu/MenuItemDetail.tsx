/** Everything stored about one dish, read-only, in a dialog (the admin menu's view-detail action). */
import { ExternalLink, Pencil } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { containsWord, spiceWords } from '../../../domain/content/dish-explained.ts';
import { dishImages, dishPath, type MenuItem, SPICE_MAX } from '../../../domain/content/menu.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { ImageWithFallback } from '../../components/ImageWithFallback.tsx';
import { getLanguage, useT } from '../../i18n/i18n.ts';
import { StatusBadge } from './StatusBadge.tsx';

const NONE = <span className="muted">—</span>;

function List({
  entries,
  warning = false,
  lang,
}: {
  entries: readonly string[];
  warning?: boolean;
  lang?: string;
}) {
  if (entries.length === 0) return NONE;
  return (
    <ul className="menu-chips" lang={lang}>
      {[...new Set(entries)].map((entry) => (
        <li key={entry} className={`badge ${warning ? 'badge-red' : 'badge-grey'}`}>
          {entry}
        </li>
      ))}
    </ul>
  );
}

export function MenuItemDetail({
  item,
  onClose,
  onEdit,
  availability,
}: {
  item: MenuItem;
  /** The Tersedia/Habis switch, in place of the status badge. */
  availability?: ReactNode;
  onClose: () => void;
  onEdit: () => void;
}) {
  const images = dishImages(item);
  const [shown, setShown] = useState(0);
  const publicPath = dishPath(item.slug);
  const t = useT();

  return (
    <Dialog title={item.name} onClose={onClose} wide>
      <div className="menu-detail">
        <div className="menu-detail-media">
          <ImageWithFallback
            src={images[shown] ?? item.image}
            alt={t('menu.detail.photoOf', {
              name: item.name,
              index: shown + 1,
              count: Math.max(images.length, 1),
            })}
            className="thumb"
          />
          {images.length > 1 && (
            <ul className="menu-detail-thumbs" aria-label={t('menu.detail.allPhotos')}>
              {images.map((src, index) => (
                <li key={src}>
                  <button
                    type="button"
                    aria-label={t('menu.detail.showPhoto', { index: index + 1, count: images.length })}
                    aria-pressed={index === shown}
                    onClick={() => setShown(index)}
                  >
                    <ImageWithFallback src={src} alt="" className="thumb" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>

        <div className="menu-detail-info">
          <p className="menu-detail-price">
            <strong>{item.price}</strong> {availability ?? <StatusBadge status={item.status} />}
          </p>
          <p>{item.description}</p>
          {(item.name_en || item.description_en) && (
            <section className="menu-english" aria-label={t('menu.detail.english')}>
              {item.name_en && <h3 lang="en">{item.name_en}</h3>}
              {item.description_en && <p lang="en">{item.description_en}</p>}
            </section>
          )}
          {(item.ai_description || item.ai_description_en) && (
            <section className="menu-chef" aria-labelledby={`chef-${item.id}`}>
              <h3 id={`chef-${item.id}`}>{t('menu.field.ai_description')}</h3>
              {item.ai_description && <p>{item.ai_description}</p>}
              {/* The English one under it, as in the editor and the pairs below. */}
              {item.ai_description_en && (
                <>
                  <h4>{t('menu.field.ai_description_en')}</h4>
                  <p lang="en">{item.ai_description_en}</p>
                </>
              )}
            </section>
          )}
          <dl className="menu-facts">
            <dt>{t('menu.detail.category')}</dt>
            <dd>{item.category}</dd>
            <dt>{t('menu.field.status')}</dt>
            <dd>{item.status}</dd>
            <dt>{t('menu.field.spice_level')}</dt>
            <dd>
              {item.spice_level > 0
                ? `${spiceWords(item.spice_level, getLanguage())} (${item.spice_level} / ${SPICE_MAX})`
                : t('menu.detail.notSpicy')}
            </dd>
            <dt>{t('menu.field.contains')}</dt>
            <dd>
              <List entries={item.contains.map((tag) => containsWord(tag, getLanguage()))} />
            </dd>
            <dt>{t('menu.field.portion')}</dt>
            <dd>{item.portion || NONE}</dd>
            {item.portion_en && (
              <>
                <dt>{t('menu.field.portion_en')}</dt>
                <dd lang="en">{item.portion_en}</dd>
              </>
            )}
            <dt>{t('menu.field.calories')}</dt>
            <dd>{item.calories === null ? NONE : t('menu.detail.kcal', { calories: item.calories })}</dd>
            <dt>{t('menu.field.ingredients')}</dt>
            <dd>
              <List entries={item.ingredients} />
            </dd>
            {item.ingredients_en.length > 0 && (
              <>
                <dt>{t('menu.field.ingredients_en')}</dt>
                <dd>
                  <List entries={item.ingredients_en} lang="en" />
                </dd>
              </>
            )}
            <dt>{t('menu.field.allergens')}</dt>
            <dd>
              <List entries={item.allergens} warning />
            </dd>
            {item.allergens_en.length > 0 && (
              <>
                <dt>{t('menu.field.allergens_en')}</dt>
                <dd>
                  <List entries={item.allergens_en} warning lang="en" />
                </dd>
              </>
            )}
            <dt>{t('menu.detail.mainImage')}</dt>
            <dd className="menu-url">{item.image}</dd>
            <dt>{t('menu.field.gallery')}</dt>
            <dd>
              {item.gallery.length === 0 ? (
                NONE
              ) : (
                <ul className="menu-url-list">
                  {[...new Set(item.gallery)].map((url) => (
                    <li key={url} className="menu-url">
                      {url}
                    </li>
                  ))}
                </ul>
              )}
            </dd>
            <dt>{t('menu.detail.slug')}</dt>
            <dd>
              <code>{item.slug}</code>{' '}
              <a href={publicPath} target="_blank" rel="noopener">
                {t('menu.detail.viewOnWebsite')}
                <ExternalLink size={14} aria-hidden />{' '}
                <span className="visually-hidden">{t('common.opensNewTab')}</span>
              </a>
            </dd>
          </dl>
        </div>
      </div>
      <div className="form-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {t('common.close')}
        </button>
        <button type="button" className="btn btn-primary" onClick={onEdit}>
          <Pencil size={16} aria-hidden /> {t('common.edit')}
        </button>
      </div>
    </Dialog>
  );
}
