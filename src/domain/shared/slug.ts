/**
 * The URL slug of a dish name (SPEC §2): lowercased, accents stripped, characters other than letters,
 * digits and whitespace removed, whitespace runs turned into single hyphens.
 * "Gulai Ikan  Kakap (Spesial)" → "gulai-ikan-kakap-spesial"; "Café Noir" → "cafe-noir".
 */
export function slugify(name: string, max = SLUG_MAX): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/-/g, ' ')
    .trim()
    .replace(/\s+/g, '-');
  return slug.length <= max ? slug : slug.slice(0, max).replace(/-+$/, '');
}

/**
 * Longest slug: it becomes a blob key (`menu/slugs/<slug>`) and a URL, both far below their limits at this
 * length, however the name expands on the way (one "㎯" becomes "rad∕s2").
 */
export const SLUG_MAX = 80;

/**
 * A slug not in `taken`: the plain slug, else with the first free numeric suffix ("rendang-2").
 * An empty slug (a name of symbols only) becomes "menu".
 */
export function uniqueSlug(name: string, taken: ReadonlySet<string> | ((slug: string) => boolean)): string {
  const isTaken = typeof taken === 'function' ? taken : (s: string) => taken.has(s);
  const base = slugify(name) || 'menu';
  if (!isTaken(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${slugify(base, SLUG_MAX - suffix.length) || 'menu'}${suffix}`;
    if (!isTaken(candidate)) return candidate;
  }
}
