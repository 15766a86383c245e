/**
 * /admin/qr (QR & Cetak): QR codes for the site, its menu and each table (`/?meja=N`), each downloadable as
 * SVG and PNG, a printable sheet of table cards, and the way to the printed menu (/cetak-menu/). The codes
 * carry the site's own address (the build's `site`), never the address the admin happens to be opened at.
 */
import { Download, Printer } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import {
  MAX_TABLES,
  qrPath,
  qrSvg,
  TABLE_CARD_CALL,
  tableLabel,
  tableLink,
} from '../../../domain/content/qr.ts';
import { RestaurantInfoSchema } from '../../../domain/content/restaurant.ts';
import { adoptStyles } from '../../../ui/adopt-styles.ts';
import type { PageProps } from '../../app/routes.ts';
import { useT } from '../../i18n/i18n.ts';
import { api } from '../../shared/api.ts';
import qrStyles from './qr.css?inline';

adoptStyles(qrStyles);

/** The public site's address, as the build knew it (SITE_URL, or Netlify's URL). */
const SITE = new URL('/', import.meta.env.SITE || location.origin).toString();
/** How many table cards this device last made. */
const TABLES_KEY = 'admin_qr_tables';
const PNG_SIZE = 1024;

function storedTables(): number {
  const value = Number(localStorage.getItem(TABLES_KEY));
  return Number.isInteger(value) && value >= 1 && value <= MAX_TABLES ? value : 10;
}

function download(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The SVG drawn on a canvas, as a PNG of PNG_SIZE pixels (for apps that take no SVG). */
async function pngOf(svg: string): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image(PNG_SIZE, PNG_SIZE);
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = PNG_SIZE;
    canvas.height = PNG_SIZE;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.imageSmoothingEnabled = false;
    context.drawImage(image, 0, 0, PNG_SIZE, PNG_SIZE);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

function QrCode({ link, label, fileName }: { link: string; label: string; fileName: string }) {
  const t = useT();
  const svg = qrSvg(link, label);
  const { size, path } = qrPath(link);
  return (
    <figure className="qr-code">
      <svg
        className="qr-image"
        viewBox={`0 0 ${size} ${size}`}
        role="img"
        aria-label={label}
        shapeRendering="crispEdges"
        data-qr-link={link}
      >
        <title>{label}</title>
        <rect width={size} height={size} fill="#fff" />
        <path fill="#000" d={path} />
      </svg>
      <figcaption>
        <strong>{label}</strong>
        <span className="qr-link">{link}</span>
      </figcaption>
      <div className="qr-downloads">
        <button
          type="button"
          className="btn btn-secondary btn-small"
          onClick={() => download(new Blob([svg], { type: 'image/svg+xml' }), `${fileName}.svg`)}
          aria-label={t('qr.downloadSvgOf', { what: label })}
        >
          <Download size={16} aria-hidden /> {t('qr.svg')}
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          onClick={() => pngOf(svg).then((png) => download(png, `${fileName}.png`))}
          aria-label={t('qr.downloadPngOf', { what: label })}
        >
          <Download size={16} aria-hidden /> {t('qr.png')}
        </button>
      </div>
    </figure>
  );
}

export function QrPage(_: PageProps) {
  const t = useT();
  const tablesId = useId();
  const [restaurant, setRestaurant] = useState('');
  const [tables, setTables] = useState(storedTables);
  const [typed, setTyped] = useState(String(tables));

  useEffect(() => {
    let current = true;
    api('/api/admin/restaurant', { schema: RestaurantInfoSchema })
      .then((info) => current && setRestaurant(info.name))
      // The cards then carry no name; the codes do not need it.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);

  const chooseTables = (value: string) => {
    setTyped(value);
    const count = Number(value);
    if (!Number.isInteger(count) || count < 1 || count > MAX_TABLES) return;
    setTables(count);
    localStorage.setItem(TABLES_KEY, String(count));
  };
  const typedValid = typed === String(tables);
  const numbers = Array.from({ length: tables }, (_, index) => index + 1);

  return (
    <>
      <section className="card qr-screen-only">
        <h2>{t('qr.siteTitle')}</h2>
        <p>{t('qr.siteIntro')}</p>
        <div className="qr-grid">
          <QrCode link={SITE} label={t('qr.site')} fileName="qr-situs" />
          <QrCode link={`${SITE}#menu`} label={t('qr.menu')} fileName="qr-menu" />
        </div>
      </section>

      <section className="card qr-screen-only">
        <h2>{t('qr.printedMenuTitle')}</h2>
        <p>{t('qr.printedMenuIntro')}</p>
        <a className="btn btn-secondary" href="/cetak-menu/" target="_blank" rel="noopener">
          <Printer size={18} aria-hidden /> {t('qr.openPrintedMenu')}
        </a>
      </section>

      <section className="card qr-tables" aria-labelledby={`${tablesId}-title`}>
        <div className="qr-screen-only">
          <h2 id={`${tablesId}-title`}>{t('qr.tablesTitle')}</h2>
          <p>{t('qr.tablesIntro')}</p>
          <div className="qr-tables-controls">
            <div className="field">
              <label htmlFor={tablesId}>{t('qr.tableCount')}</label>
              <input
                id={tablesId}
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_TABLES}
                value={typed}
                onChange={(event) => chooseTables(event.target.value)}
                aria-invalid={!typedValid}
                aria-describedby={`${tablesId}-hint`}
              />
              <p id={`${tablesId}-hint`} className={typedValid ? 'field-hint' : 'field-error'}>
                {t('qr.tableCountHint', { max: MAX_TABLES })}
              </p>
            </div>
            <button type="button" className="btn btn-primary" onClick={() => window.print()}>
              <Printer size={18} aria-hidden /> {t('qr.printCards')}
            </button>
          </div>
        </div>
        <ul className="table-cards">
          {numbers.map((table) => (
            <li key={table} className="table-card">
              <p className="table-card-number">{tableLabel(table)}</p>
              {restaurant && <p className="table-card-name">{restaurant}</p>}
              <QrCode link={tableLink(SITE, table)} label={tableLabel(table)} fileName={`qr-meja-${table}`} />
              <p className="table-card-call">{TABLE_CARD_CALL}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
