/**
 * Runs `work` once the page has loaded, shown its first paint and its largest picture (the one it fetches
 * first, `fetchpriority="high"`: decoded, then a frame for it to be shown) and gone idle (at once in a tab
 * not shown, where nothing paints): what the page only improves on is not fetched while its first paint,
 * and its largest picture, still wait for the link or the CPU (see src/build/scripts-after-paint-integration.ts).
 * The inline loader of the public pages is this function's own text, so it uses nothing from outside
 * itself and holds no comment. A page that never paints gets its scripts after 3 s all the same.
 */
export function afterPaint(work: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    work();
  };
  const idle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(run, { timeout: 1000 })
      : setTimeout(run, 50);
  const largest = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const shown = () => {
    if (!largest) return idle();
    const next = () => requestAnimationFrame(() => requestAnimationFrame(idle));
    largest.decode().then(next, next);
  };
  const painted = () => {
    setTimeout(run, 3000);
    if (document.visibilityState === 'hidden') return idle();
    if (performance.getEntriesByName('first-contentful-paint').length > 0) return shown();
    try {
      new PerformanceObserver((list, observer) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        shown();
      }).observe({ type: 'paint', buffered: true });
    } catch {
      shown();
    }
  };
  if (document.readyState === 'complete') painted();
  else window.addEventListener('load', painted, { once: true });
}
