// Free of the schema library: the dish page's browser script imports it, and guests pay for every byte.

/** All images of a dish: the main image, then its gallery, without repeats or empty entries. */
export function dishImages(item: { image: string; gallery: readonly string[] }): string[] {
  return [...new Set([item.image, ...item.gallery].filter(Boolean))];
}
