/**
 * Sold-out badges stay fresh between builds: after the page has loaded (never delaying it), the current
 * availability of every dish is fetched once (cached briefly by the browser and the CDN) and any badge
 * that changed since the build is corrected in place.
 */
import { documentLanguage, type SiteLanguage } from '../../domain/content/site-language.ts';

export const AVAILABILITY_URL = '/api/menu-availability';

const STATUS_CLASSES = { Tersedia: 'badge-available', Habis: 'badge-soldout' } as const;
type Status = keyof typeof STATUS_CLASSES;
const isStatus = (value: unknown): value is Status => value === 'Tersedia' || value === 'Habis';

/** What a dish's badge says: the status itself on the Indonesian pages, "Sold out" on the English ones. */
const STATUS_WORDS = {
  id: { Tersedia: 'Tersedia', Habis: 'Habis' },
  en: { Tersedia: 'Available', Habis: 'Sold out' },
} satisfies Record<SiteLanguage, Record<Status, string>>;

/** A dish's status as its badge says it in `language`. */
export const statusText = (status: Status, language: SiteLanguage = 'id'): string =>
  STATUS_WORDS[language][status];

/**
 * Sets every badge marked data-status-for="<slug>" to the slug's status, and the `data-status` of the
 * element marked data-status-scope around it; returns how many badges changed.
 */
export function applyAvailability(
  availability: Record<string, unknown>,
  root: ParentNode = document,
  language: SiteLanguage = documentLanguage(),
): number {
  let changed = 0;
  for (const badge of root.querySelectorAll<HTMLElement>('[data-status-for]')) {
    const status = availability[badge.dataset.statusFor ?? ''];
    if (!isStatus(status)) continue;
    const text = statusText(status, language);
    if (badge.textContent?.trim() !== text) {
      badge.textContent = text;
      changed++;
    }
    for (const [name, className] of Object.entries(STATUS_CLASSES))
      badge.classList.toggle(className, name === status);
    // The card or dish page around the badge follows too (a sold-out dish is dimmed, offers no order).
    badge.closest('[data-status-scope]')?.setAttribute('data-status', status);
  }
  return changed;
}

async function refresh(): Promise<void> {
  try {
    const response = await fetch(AVAILABILITY_URL, { headers: { accept: 'application/json' } });
    if (!response.ok) return;
    const availability: unknown = await response.json();
    if (availability && typeof availability === 'object')
      applyAvailability(availability as Record<string, unknown>);
  } catch {
    // Offline or the API is down: the badges of the build stay.
  }
}

/** Corrects the page's badges once the page has loaded and the browser is idle. */
export function initAvailability(): void {
  if (!document.querySelector('[data-status-for]')) return;
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => void refresh(), { timeout: 3000 });
    else setTimeout(() => void refresh(), 300);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
