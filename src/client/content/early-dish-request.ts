/**
 * The inline script of the dish fallback page (src/pages/[...lang]/menu-not-found.astro): it asks for the dish the
 * moment the page starts loading, instead of after the loader's module scripts have arrived (on a slow
 * phone that took seconds), and says "Menu Not Found" at once when the answer is 404. The loader
 * (src/client/content/dish-loader.ts) takes the same request for a dish that exists. Plain script text, so the
 * page can hash it into its Content-Security-Policy.
 */
export const EARLY_DISH_REQUEST = `(() => {
  const slug = /^(?:\\/en)?\\/menu\\/([^/]+)\\/?$/.exec(location.pathname)?.[1];
  if (!slug) return;
  const request = fetch('/api/menu/' + slug, { headers: { accept: 'application/json' } });
  window.__dishRequest = request;
  request.then((response) => {
    if (response.status !== 404) return;
    const loading = document.querySelector('[data-dish-loading]');
    const missing = document.querySelector('[data-dish-missing]');
    if (loading) loading.hidden = true;
    if (missing) missing.hidden = false;
  }, () => {});
})();`;
