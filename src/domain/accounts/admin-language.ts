/** The languages of the back-office: English (the spec's words) and Bahasa Indonesia. */
export const ADMIN_LANGUAGES = ['en', 'id'] as const;
export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number];
/** Accounts made before the back-office spoke Indonesian read as English. */
export const DEFAULT_ADMIN_LANGUAGE: AdminLanguage = 'en';

export const isAdminLanguage = (value: unknown): value is AdminLanguage =>
  (ADMIN_LANGUAGES as readonly unknown[]).includes(value);
