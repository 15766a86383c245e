/**
 * A screen's stylesheet, put into the page when the screen's code is first loaded. Astro inlines into a
 * page every stylesheet its island could ever load: imported the usual way, every screen's CSS would come
 * with the login page, 10 KB gzip of its 16, more than a slow link's first round trip carries. Imported with
 * `?inline`, the CSS comes with the screen's code instead, and is in the page before the screen renders.
 */
const adopted = new Set<string>();

export function adoptStyles(css: string): void {
  if (typeof document === 'undefined' || adopted.has(css)) return;
  adopted.add(css);
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
}
