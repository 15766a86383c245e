/**
 * The URL slug of a dish name (SPEC §2): lowercased, accents stripped, characters other than letters,
 * digits and whitespace removed, whitespace runs turned into single hyphens.
 * "Gulai Ikan  Kakap (Spesial)" → "gulai-ikan-kakap-spesial"; "Café Noir" → "cafe-noir".
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/-/g, ' ')
    .trim()
    .replace(/\s+/g, '-');
}

/**
 * A slug not in `taken`: the plain slug, else with the first free numeric suffix ("rendang-2").
 * An empty slug (a name of symbols only) becomes "menu".
 */
export function uniqueSlug(name: string, taken: ReadonlySet<string> | ((slug: string) => boolean)): string {
  const isTaken = typeof taken === 'function' ? taken : (s: string) => taken.has(s);
  const base = slugify(name) || 'menu';
  if (!isTaken(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!isTaken(candidate)) return candidate;
  }
}
