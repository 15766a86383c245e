/** Everything stored about one dish, read-only, in a dialog (the admin menu's view-detail action). */
import { ExternalLink, Pencil } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { dishImages, dishPath, type MenuItem, SPICE_MAX } from '../../../domain/menu.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { ImageWithFallback } from '../../components/ImageWithFallback.tsx';
import { StatusBadge } from './StatusBadge.tsx';

const NONE = <span className="muted">—</span>;

function List({ entries, warning = false }: { entries: readonly string[]; warning?: boolean }) {
  if (entries.length === 0) return NONE;
  return (
    <ul className="menu-chips">
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

  return (
    <Dialog title={item.name} onClose={onClose} wide>
      <div className="menu-detail">
        <div className="menu-detail-media">
          <ImageWithFallback
            src={images[shown] ?? item.image}
            alt={`${item.name}, photo ${shown + 1} of ${Math.max(images.length, 1)}`}
            className="thumb"
          />
          {images.length > 1 && (
            <ul className="menu-detail-thumbs" aria-label="All photos">
              {images.map((src, index) => (
                <li key={src}>
                  <button
                    type="button"
                    aria-label={`Show photo ${index + 1} of ${images.length}`}
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
          {item.ai_description && (
            <section className="menu-chef" aria-labelledby={`chef-${item.id}`}>
              <h3 id={`chef-${item.id}`}>Chef's Recommendation</h3>
              <p>{item.ai_description}</p>
            </section>
          )}
          <dl className="menu-facts">
            <dt>Category</dt>
            <dd>{item.category}</dd>
            <dt>Status</dt>
            <dd>{item.status}</dd>
            <dt>Spice level</dt>
            <dd>{item.spice_level > 0 ? `${item.spice_level} / ${SPICE_MAX}` : 'Not spicy (0)'}</dd>
            <dt>Portion</dt>
            <dd>{item.portion || NONE}</dd>
            <dt>Calories</dt>
            <dd>{item.calories === null ? NONE : `${item.calories} kcal`}</dd>
            <dt>Ingredients</dt>
            <dd>
              <List entries={item.ingredients} />
            </dd>
            <dt>Allergens</dt>
            <dd>
              <List entries={item.allergens} warning />
            </dd>
            <dt>Main image</dt>
            <dd className="menu-url">{item.image}</dd>
            <dt>Gallery</dt>
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
            <dt>Slug</dt>
            <dd>
              <code>{item.slug}</code>{' '}
              <a href={publicPath} target="_blank" rel="noopener">
                View on website
                <ExternalLink size={14} aria-hidden />{' '}
                <span className="visually-hidden">(opens a new tab)</span>
              </a>
            </dd>
          </dl>
        </div>
      </div>
      <div className="form-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Close
        </button>
        <button type="button" className="btn btn-primary" onClick={onEdit}>
          <Pencil size={16} aria-hidden /> Edit
        </button>
      </div>
    </Dialog>
  );
}
