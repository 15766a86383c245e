/**
 * The admin's words in the admin's language, every one of them (translate.ts has the machinery and the
 * words shown before sign-in): importing this module makes the whole catalogues available before the
 * importing module runs.
 */
import type { AdminLanguage } from '../../domain/accounts/admin-language.ts';
import { en, type Messages } from './en.ts';
import { id } from './id.ts';
import { addCatalogues } from './translate.ts';

export * from './translate.ts';

/** Every catalogue, by language. */
export const CATALOGUES: Record<AdminLanguage, Messages> = { en, id };

addCatalogues(CATALOGUES);
