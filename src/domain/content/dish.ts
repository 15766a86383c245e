// Free of the schema library: the dish page's browser script imports it, and guests pay for every byte.

/** All images of a dish: the main image, then its gallery, without repeats or empty entries. */
export function dishImages(item: { image: string; gallery: readonly string[] }): string[] {
  return [...new Set([item.image, ...item.gallery].filter(Boolean))];
}

/**
 * The public address of a dish page (SPEC: /menu/{slug}), with the trailing slash it is published at: the
 * CDN answers /menu/{slug} with a redirect to it, a round trip guests on slow mobile data should not pay.
 */
export function dishPath(slug: string): string {
  return `/menu/${encodeURIComponent(slug)}/`;
}
