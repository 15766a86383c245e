/**
 * A stylesheet put into the page when the code that needs it is first loaded: an admin screen's, the
 * order basket's dialog. Astro inlines into a page every stylesheet its scripts could ever load: imported the
 * usual way, every admin screen's CSS would come with the login page (10 KB gzip of its 16, more than a slow
 * link's first round trip carries), and the basket dialog's with every menu page. Imported with `?inline`,
 * the CSS comes with its code instead, and is in the page before that code renders anything.
 */
const adopted = new Set<string>();

export function adoptStyles(css: string): void {
  if (typeof document === 'undefined' || adopted.has(css)) return;
  adopted.add(css);
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
}
