/**
 * Navbar behaviour of SPEC §2: solid after 50 px, smooth scroll with an 80 px offset, mobile menu. It
 * imports nothing, so the page carries it inline and ☰ works as soon as the page has arrived, without
 * waiting for the scripts loaded after the first paint (src/build/scripts-after-paint-integration.ts).
 */

export const SOLID_AFTER_PX = 50;
export const SCROLL_OFFSET_PX = 80;

/**
 * SPEC §5: the brand text stands in for a logo that fails to load. The logo may have failed before this
 * script runs (a broken image is complete with no width; decode() tells it from an SVG that has no size
 * of its own) or may fail later.
 */
export function initBrandFallback(navbar: ParentNode): void {
  const logo = navbar.querySelector<HTMLImageElement>('img[data-brand-logo]');
  const text = navbar.querySelector<HTMLElement>('[data-brand-text]');
  if (!logo || !text) return;
  const showText = () => {
    logo.hidden = true;
    text.hidden = false;
  };
  logo.addEventListener('error', showText, { once: true });
  if (logo.complete && logo.naturalWidth === 0) logo.decode().catch(showText);
}

export function initNavbar(): void {
  const navbar = document.querySelector<HTMLElement>('[data-navbar]');
  if (!navbar) return;
  initBrandFallback(navbar);
  const toggle = navbar.querySelector<HTMLButtonElement>('[data-nav-toggle]');
  const menu = navbar.querySelector<HTMLElement>('[data-nav-menu]');
  const backdrop = navbar.querySelector<HTMLElement>('[data-nav-backdrop]');
  const onLanding = navbar.hasAttribute('data-landing');

  if (onLanding) {
    const update = () => navbar.classList.toggle('is-solid', window.scrollY > SOLID_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
  }

  const setOpen = (open: boolean) => {
    toggle?.setAttribute('aria-expanded', String(open));
    // The button's words in the page's language are on it (Navbar.astro): this script imports nothing.
    const label = open ? toggle?.dataset.closeLabel : toggle?.dataset.openLabel;
    if (label) toggle?.setAttribute('aria-label', label);
    menu?.classList.toggle('is-open', open);
    backdrop?.classList.toggle('is-open', open);
  };
  toggle?.addEventListener('click', () => setOpen(toggle.getAttribute('aria-expanded') !== 'true'));
  // A tap beside the open menu closes it, and only that: the page behind is covered by the backdrop.
  backdrop?.addEventListener('click', () => {
    setOpen(false);
    toggle?.focus();
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && toggle?.getAttribute('aria-expanded') === 'true') {
      setOpen(false);
      toggle.focus();
    }
  });

  // Every in-page link marked data-scroll (navbar, hero buttons) scrolls smoothly below the fixed bar.
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-scroll]');
    const hash = link?.getAttribute('href');
    if (!link || !hash?.startsWith('#')) return;
    const target = document.getElementById(hash.slice(1));
    if (!target) return;
    event.preventDefault();
    setOpen(false);
    // The sections a phone has not scrolled to yet are not laid out and count as an estimate
    // (.below-fold in global.css): the target's place is known only once they all are. Done once, here.
    document.documentElement.setAttribute('data-laid-out', '');
    const top = target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
    // Visitors who asked their system for less motion jump straight to the section.
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: Math.max(0, top), behavior: reduceMotion ? 'instant' : 'smooth' });
    history.replaceState(null, '', hash);
    target.focus({ preventScroll: true });
  });
}
