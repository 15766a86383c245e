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
import type { DishPreorder } from '../../../domain/orders/preorder-schemas.ts';
import { joinCommaList, splitCommaList } from '../../../domain/shared/fields.ts';
import { fieldErrors, type Problem, problemsInDetail } from '../../../domain/shared/validation.ts';
import { t } from '../../i18n/i18n.ts';
import { sayProblems } from '../../i18n/problems.ts';

/** The form's fields: the schema's fields, with lists and calories as the text staff type. */
export type MenuItemDraft = Omit<
  MenuItemFields,
  | 'category'
  | 'gallery'
  | 'ingredients'
  | 'ingredients_en'
  | 'allergens'
  | 'allergens_en'
  | 'calories'
  | 'preorder'
> & {
  /** Comma-separated URLs. */
  gallery: string;
  /** Comma-separated. */
  ingredients: string;
  /** Comma-separated. */
  ingredients_en: string;
  /** Comma-separated. */
  allergens: string;
  /** Comma-separated. */
  allergens_en: string;
  /** Digits, or empty for "unknown". */
  calories: string;
  /** The pre-order terms as typed. */
  preorder: PreorderDraft;
};

/** A dish's pre-order terms as staff type them (numbers as text; `on` false: an ordinary dish). */
export interface PreorderDraft {
  on: boolean;
  min_quantity: string;
  lead_hours: string;
  /** Empty: no daily limit. */
  daily_limit: string;
  ahead_only: boolean;
  unit: string;
}

export type DraftField = keyof MenuItemDraft;
/** The pre-order fields a message can be about, as `preorder.<field>`. */
export const PREORDER_FIELDS = ['min_quantity', 'lead_hours', 'daily_limit', 'unit'] as const;
export type PreorderField = `preorder.${(typeof PREORDER_FIELDS)[number]}`;

/** One message per field (the first problem found), plus `form` for problems no field shows. */
export type DraftErrors = Partial<Record<DraftField | PreorderField | 'form', string>>;

/** Fields behind the "advanced" toggle; the form opens it when one of them has an error. */
export const ADVANCED_FIELDS: readonly DraftField[] = [
  'gallery',
  'ingredients',
  'ingredients_en',
  'allergens',
  'allergens_en',
  'contains',
  'spice_level',
  'portion',
  'portion_en',
  'calories',
  'status',
  'ai_description',
  'ai_description_en',
  'preorder',
];

const DRAFT_FIELDS: readonly DraftField[] = [
  'name',
  'name_en',
  'price',
  'image',
  'description',
  'description_en',
  ...ADVANCED_FIELDS,
];

/** How each field is named on screen (admin's language), for messages such as "Price is required". */
export const fieldLabels = (): Record<DraftField | PreorderField, string> =>
  Object.fromEntries([
    ...DRAFT_FIELDS.map((field) => [field, t(`menu.field.${field}`)]),
    ...PREORDER_FIELDS.map((field) => [`preorder.${field}`, t(`menu.preorder.${field}`)]),
  ]) as Record<DraftField | PreorderField, string>;

/** A new pre-order dish's terms: at least 1, a day ahead, no limit, also for today, "porsi". */
const preorderDraft = (preorder: DishPreorder | null | undefined): PreorderDraft => ({
  on: Boolean(preorder),
  min_quantity: String(preorder?.min_quantity ?? 1),
  lead_hours: String(preorder?.lead_hours ?? 24),
  daily_limit: preorder?.daily_limit == null ? '' : String(preorder.daily_limit),
  ahead_only: preorder?.ahead_only ?? false,
  unit: preorder?.unit ?? 'porsi',
});

/** A whole number as typed: NaN for text that is no number, which the schema refuses. */
const wholeNumber = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The terms the draft stands for: null for an ordinary dish. */
const preorderInput = (draft: PreorderDraft) =>
  draft.on
    ? {
        min_quantity: wholeNumber(draft.min_quantity),
        lead_hours: wholeNumber(draft.lead_hours),
        daily_limit: draft.daily_limit.trim() === '' ? null : wholeNumber(draft.daily_limit),
        ahead_only: draft.ahead_only,
        unit: draft.unit.trim() || 'porsi',
      }
    : null;

/** Problems about one pre-order term are shown at its field (`preorder.min_quantity`). */
const atPreorderFields = (problems: readonly Problem[]): Problem[] =>
  problems.map((problem) =>
    problem.path[0] === 'preorder' && typeof problem.path[1] === 'string'
      ? { ...problem, path: [`preorder.${problem.path[1]}`] }
      : problem,
  );

export const emptyDraft = (): MenuItemDraft => ({
  name: '',
  name_en: '',
  price: '',
  image: '',
  description: '',
  description_en: '',
  gallery: '',
  ingredients: '',
  ingredients_en: '',
  allergens: '',
  allergens_en: '',
  contains: [],
  spice_level: 0,
  portion: '',
  portion_en: '',
  calories: '',
  status: 'Tersedia',
  ai_description: '',
  ai_description_en: '',
  preorder: preorderDraft(null),
});

export const draftFromItem = (item: MenuItem): MenuItemDraft => ({
  name: item.name,
  name_en: item.name_en,
  price: item.price,
  image: item.image,
  description: item.description,
  description_en: item.description_en,
  gallery: joinCommaList(item.gallery),
  ingredients: joinCommaList(item.ingredients),
  ingredients_en: joinCommaList(item.ingredients_en),
  allergens: joinCommaList(item.allergens),
  allergens_en: joinCommaList(item.allergens_en),
  contains: item.contains,
  spice_level: item.spice_level,
  portion: item.portion,
  portion_en: item.portion_en,
  calories: item.calories === null ? '' : String(item.calories),
  status: item.status,
  ai_description: item.ai_description,
  ai_description_en: item.ai_description_en,
  preorder: preorderDraft(item.preorder),
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
    ingredients_en: splitCommaList(draft.ingredients_en),
    allergens: splitCommaList(draft.allergens),
    allergens_en: splitCommaList(draft.allergens_en),
    calories: parseCalories(draft.calories),
    preorder: preorderInput(draft.preorder),
  };
}

/** Checks the draft with the shared schema: the body to send, or a message per field. */
export function validateDraft(
  draft: MenuItemDraft,
  category: string,
): { ok: true; input: MenuItemFields } | { ok: false; errors: DraftErrors } {
  const parsed = MenuItemInputSchema.safeParse(draftToInput(draft, category));
  if (parsed.success) return { ok: true, input: parsed.data };
  const values = {
    ...draft,
    ...Object.fromEntries(PREORDER_FIELDS.map((field) => [`preorder.${field}`, draft.preorder[field]])),
  };
  const problems = atPreorderFields(
    parsed.error.issues.map((issue) => ({ path: issue.path, message: issue.message })),
  );
  return { ok: false, errors: sayProblems(fieldErrors(problems, fieldLabels(), values)) };
}

/**
 * The field messages in a server 400 detail ("price: is required; gallery.1: must be …"), so they show
 * next to their fields as well as in the toast.
 */
export function errorsFromDetail(detail: string): DraftErrors {
  const errors = sayProblems(fieldErrors(atPreorderFields(problemsInDetail(detail)), fieldLabels()));
  // Only what can be shown next to a field: the whole detail is in the toast already.
  delete errors.form;
  return errors;
}
