/**
 * Pictures and the map below the first screen, loaded as the guest scrolls towards them. Chromium starts
 * `loading="lazy"` images 1,250 px ahead of the viewport, 2,500 px on a slow link: on a phone the first
 * menu cards' photos then share the first round trips with the page and delay its first paint. These
 * elements are rendered with their address in `data-defer-src` (and `data-defer-srcset`, `-sizes`) instead (see
 * Img.astro), the map's frame in a `<template>` inside a room of its size (`data-defer-room`, Footer.astro),
 * a copy in `<noscript>` for browsers without scripts; here they get it once the page has loaded and they
 * come within about a screen of the viewport. The small pictures beside the first screen's largest one wait
 * in such a room too (Img.astro, `after-load`): they are on the screen, so they come once it is painted.
 */

const SELECTOR = '[data-defer-src], [data-defer-room]';
/** How far ahead of the viewport a picture starts loading: about a phone screen. */
const AHEAD = '800px 0px';

/**
 * Gives `element` the address it waited with (nothing when it was given another since); a room
 * (`data-defer-room`) gets what its `<template>` holds (the map's frame, a picture).
 */
function showDeferred(element: Element): void {
  if (element.hasAttribute('data-defer-room')) {
    element.removeAttribute('data-defer-room');
    const template = element.querySelector('template');
    if (template) element.replaceChildren(template.content.cloneNode(true));
    return;
  }
  const src = element.getAttribute('data-defer-src');
  const srcset = element.getAttribute('data-defer-srcset');
  const sizes = element.getAttribute('data-defer-sizes');
  for (const name of ['data-defer-src', 'data-defer-srcset', 'data-defer-sizes'])
    element.removeAttribute(name);
  if (sizes) element.setAttribute('sizes', sizes);
  if (srcset) element.setAttribute('srcset', srcset);
  if (src) element.setAttribute('src', src);
}

function watch(): void {
  const waiting = document.querySelectorAll(SELECTOR);
  if (waiting.length === 0) return;
  if (typeof IntersectionObserver === 'undefined') {
    for (const element of waiting) showDeferred(element);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        showDeferred(entry.target);
      }
    },
    { rootMargin: AHEAD },
  );
  for (const element of waiting) observer.observe(element);
}

/**
 * Once the page's largest picture (the one it fetches first, `fetchpriority="high"`) is painted, or at once
 * on a page without one. The load event only says its file has arrived: decoding and painting it come
 * after, and on a slow phone a picture asked for in between still shares the link and the CPU with it.
 * The paint is the one the browser reports for it; a second after decoding all the same, where the
 * browser reports none or another element is the page's largest.
 */
function afterLargestPaint(start: () => void): void {
  const largest = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    start();
  };
  if (!largest) {
    go();
    return;
  }
  const decoded = () => {
    setTimeout(go, 1000);
    if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
      requestAnimationFrame(() => requestAnimationFrame(go));
      return;
    }
    new PerformanceObserver((list, observer) => {
      const painted = list
        .getEntries()
        .some((entry) => (entry as PerformanceEntry & { element?: Element | null }).element === largest);
      if (!painted) return;
      observer.disconnect();
      go();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  };
  largest.decode().then(decoded, decoded);
}

/** Starts watching once the page has loaded and painted its largest picture: nothing waiting competes with them. */
export function initDeferredMedia(): void {
  const begin = () => afterLargestPaint(watch);
  if (document.readyState === 'complete') begin();
  else window.addEventListener('load', begin, { once: true });
}
