import { containsWord } from '../../domain/content/dish-explained.ts';
import type { DescribeRequest, DescriptionProvider } from './describe.ts';

// Varied, natural Indonesian phrasing picked deterministically from the dish name: the same dish always
// gets the same text, different dishes read differently. It only states what it was given: no invented
// ingredients or allergens.

const OPENINGS = [
  (name: string) => `${name} adalah salah satu hidangan yang paling sering dipesan tamu kami.`,
  (name: string) => `${name} kami masak setiap pagi dengan resep keluarga yang tidak pernah berubah.`,
  (name: string) => `Bagi pencinta masakan Minang, ${name} adalah pilihan yang sulit ditolak.`,
  (name: string) => `${name} hadir dengan cita rasa khas Ranah Minang yang kaya dan hangat.`,
];

const CATEGORY_LINES: Record<string, string[]> = {
  makanan: [
    'Paling nikmat disantap bersama nasi putih hangat dan sedikit kuah gulai.',
    'Cocok untuk makan siang yang mengenyangkan atau santap malam bersama keluarga.',
  ],
  minuman: [
    'Disajikan segar, pas untuk menemani hidangan bersantan dan pedas.',
    'Teman yang pas untuk melepas dahaga setelah menikmati masakan Padang.',
  ],
  lainnya: [
    'Pelengkap yang membuat sepiring nasi Padang terasa lebih lengkap.',
    'Nikmat sebagai camilan maupun teman makan utama.',
  ],
};

const SPICE_LINES = [
  'Rasanya ramah untuk semua, tanpa pedas.',
  'Pedasnya ringan, cocok untuk yang baru mencoba masakan Padang.',
  'Ada sentuhan pedas yang hangat di ujung lidah.',
  'Pedasnya terasa mantap, khas masakan Minang.',
  'Untuk pencinta pedas: cabainya terasa berani.',
  'Sangat pedas — hanya untuk yang benar-benar tahan cabai!',
];

function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ (char.codePointAt(0) ?? 0), 16777619);
  return h >>> 0;
}

const pick = <T>(list: readonly T[], seed: number): T => list[seed % list.length] as T;

function listIndonesian(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} dan ${items[items.length - 1]}`;
}

/** Words that mean chili or heat in a dish's name or ingredients (Indonesian and Minang). */
const HOT_WORDS =
  /\b(cabe|cabai|cabé|lado|balado|sambal|sambalado|pedas|rawit|rica|chili|chilli|cili|lada)\b/i;

/** Whether the name or an ingredient of the dish says it is hot. */
function soundsHot(name: string, ingredients: readonly string[]): boolean {
  return [name, ...ingredients].some((text) => HOT_WORDS.test(text));
}

export function writeDescription(request: DescribeRequest): string {
  const name = request.item_name.trim();
  const seed = hash(name.toLowerCase());
  const sentences = [pick(OPENINGS, seed)(name)];
  const ingredients = request.ingredients.slice(0, 5).map((i) => i.toLowerCase());
  if (ingredients.length > 0) {
    sentences.push(
      pick(
        [
          `Dibuat dari ${listIndonesian(ingredients)} pilihan.`,
          `Bahan utamanya ${listIndonesian(ingredients)}, diracik dengan bumbu yang meresap.`,
        ],
        seed >>> 3,
      ),
    );
  }
  // The slider's 0 is often just left untouched: a dish whose name or ingredients say chili is never
  // called mild ("Keripik Balado Cabe Merah … tanpa pedas"); its heat is then left unsaid.
  const spiceLevel = request.spice_level;
  if (spiceLevel !== undefined && !(spiceLevel === 0 && soundsHot(name, request.ingredients)))
    sentences.push(SPICE_LINES[spiceLevel] ?? '');
  const categoryLines = CATEGORY_LINES[request.category.trim().toLowerCase()] ?? CATEGORY_LINES.makanan ?? [];
  sentences.push(pick(categoryLines, seed >>> 5));
  return sentences.filter(Boolean).join(' ');
}

// The English texts, for visitors who have never eaten Padang food: what the dish is, named by both its
// names, and only what staff gave (the English ingredients or the menu's tags in English words, the heat).

const ENGLISH_OPENINGS = [
  (name: string) => `${name} is one of the things our guests order most.`,
  (name: string) => `${name} is made fresh every day to a family recipe that has never changed.`,
  (name: string) => `${name} is a Minangkabau (West Sumatran) favourite.`,
  (name: string) => `${name} brings the warm flavours of West Sumatra to your table.`,
];

const ENGLISH_CATEGORY_LINES: Record<string, string[]> = {
  makanan: [
    'Best eaten with warm white rice and a spoonful of curry sauce, as Padang people do.',
    'A filling lunch, or a dinner to share with family and friends.',
  ],
  minuman: ['Served fresh: just right beside rich, spicy dishes.', 'A good way to round off a Padang meal.'],
  lainnya: ['A side that makes a plate of Padang rice complete.', 'Good as a snack or beside a main dish.'],
};

// Level 0 is left unsaid in English: it is also the slider nobody moved, and a drink is never "not spicy".
const ENGLISH_SPICE_LINES = [
  '',
  'Mildly spicy: a gentle start for anyone new to Padang food.',
  'A warm touch of chilli at the end.',
  'Properly hot, as Minang cooking is.',
  'For chilli lovers: the heat is bold.',
  'Very hot: only for those who truly love chilli!',
];

function listEnglish(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** An English description from the same facts (the English ingredients or the menu's tags for what it is made of). */
export function writeEnglishDescription(request: DescribeRequest): string {
  const name = request.item_name.trim();
  const english = request.item_name_en.trim();
  const seed = hash(name.toLowerCase());
  // "Rendang Daging (Beef rendang)"; an English name that already holds the Indonesian one ("Ayam pop (pale
  // fried chicken)") stands alone.
  const named = !english
    ? name
    : english.toLowerCase().includes(name.toLowerCase())
      ? english
      : `${name} (${english})`;
  const sentences = [pick(ENGLISH_OPENINGS, seed)(named)];
  // What it is made of: the English ingredients staff wrote, else the menu's tags in English words.
  const madeWith =
    request.ingredients_en.length > 0
      ? request.ingredients_en.slice(0, 5).map((ingredient) => ingredient.toLowerCase())
      : request.contains.map((tag) => containsWord(tag, 'en').toLowerCase());
  if (madeWith.length > 0) sentences.push(`It is made with ${listEnglish(madeWith)}.`);
  if (request.spice_level) sentences.push(ENGLISH_SPICE_LINES[request.spice_level] ?? '');
  const categoryLines =
    ENGLISH_CATEGORY_LINES[request.category.trim().toLowerCase()] ?? ENGLISH_CATEGORY_LINES.makanan ?? [];
  sentences.push(pick(categoryLines, seed >>> 5));
  return sentences.filter(Boolean).join(' ');
}

export const builtinWriter: DescriptionProvider = {
  describe: async (request) =>
    request.language === 'en' ? writeEnglishDescription(request) : writeDescription(request),
};
