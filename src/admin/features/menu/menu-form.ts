/**
 * The menu item form's state and its way to a request body: what staff type (lists as comma-separated
 * text, calories as text) and the check against the shared MenuItemInputSchema before anything is sent.
 */

import {
  type MenuItem,
  type MenuItemFields,
  type MenuItemInput,
  MenuItemInputSchema,
} from '../../../domain/content/menu.ts';
import { joinCommaList, splitCommaList } from '../../../domain/shared/fields.ts';
import { fieldErrors, problemsInDetail } from '../../../domain/shared/validation.ts';
import { t } from '../../i18n/i18n.ts';
import { sayProblems } from '../../i18n/problems.ts';

/** The form's fields: the schema's fields, with lists and calories as the text staff type. */
export type MenuItemDraft = Omit<
  MenuItemFields,
  'category' | 'gallery' | 'ingredients' | 'allergens' | 'calories'
> & {
  /** Comma-separated URLs. */
  gallery: string;
  /** Comma-separated. */
  ingredients: string;
  /** Comma-separated. */
  allergens: string;
  /** Digits, or empty for "unknown". */
  calories: string;
};

export type DraftField = keyof MenuItemDraft;

/** One message per field (the first problem found), plus `form` for problems no field shows. */
export type DraftErrors = Partial<Record<DraftField | 'form', string>>;

/** Fields behind the "advanced" toggle; the form opens it when one of them has an error. */
export const ADVANCED_FIELDS: readonly DraftField[] = [
  'gallery',
  'ingredients',
  'allergens',
  'spice_level',
  'portion',
  'calories',
  'status',
  'ai_description',
];

const DRAFT_FIELDS: readonly DraftField[] = ['name', 'price', 'image', 'description', ...ADVANCED_FIELDS];

/** How each field is named on screen (admin's language), for messages such as "Price is required". */
export const fieldLabels = (): Record<DraftField, string> =>
  Object.fromEntries(DRAFT_FIELDS.map((field) => [field, t(`menu.field.${field}`)])) as Record<
    DraftField,
    string
  >;

export const emptyDraft = (): MenuItemDraft => ({
  name: '',
  price: '',
  image: '',
  description: '',
  gallery: '',
  ingredients: '',
  allergens: '',
  spice_level: 0,
  portion: '',
  calories: '',
  status: 'Tersedia',
  ai_description: '',
});

export const draftFromItem = (item: MenuItem): MenuItemDraft => ({
  name: item.name,
  price: item.price,
  image: item.image,
  description: item.description,
  gallery: joinCommaList(item.gallery),
  ingredients: joinCommaList(item.ingredients),
  allergens: joinCommaList(item.allergens),
  spice_level: item.spice_level,
  portion: item.portion,
  calories: item.calories === null ? '' : String(item.calories),
  status: item.status,
  ai_description: item.ai_description,
  // Not edited in the form yet: carried through, so saving a pre-order dish keeps its terms.
  ...(item.preorder === undefined ? {} : { preorder: item.preorder }),
});

/** Calories as sent: null when left empty (SPEC §5); NaN for text that is no number, which the schema refuses. */
function parseCalories(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The request body the draft stands for, before validation. `category` is the category's name. */
export function draftToInput(draft: MenuItemDraft, category: string): MenuItemInput {
  return {
    ...draft,
    category: category as MenuItemInput['category'],
    gallery: splitCommaList(draft.gallery),
    ingredients: splitCommaList(draft.ingredients),
    allergens: splitCommaList(draft.allergens),
    calories: parseCalories(draft.calories),
  };
}

/** Checks the draft with the shared schema: the body to send, or a message per field. */
export function validateDraft(
  draft: MenuItemDraft,
  category: string,
): { ok: true; input: MenuItemFields } | { ok: false; errors: DraftErrors } {
  const parsed = MenuItemInputSchema.safeParse(draftToInput(draft, category));
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, errors: sayProblems(fieldErrors(parsed.error, fieldLabels(), draft)) };
}

/**
 * The field messages in a server 400 detail ("price: is required; gallery.1: must be …"), so they show
 * next to their fields as well as in the toast.
 */
export function errorsFromDetail(detail: string): DraftErrors {
  const errors = sayProblems(fieldErrors(problemsInDetail(detail), fieldLabels()));
  // Only what can be shown next to a field: the whole detail is in the toast already.
  delete errors.form;
  return errors;
}
