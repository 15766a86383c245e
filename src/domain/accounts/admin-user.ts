import { z } from 'zod';
import { RESTAURANT_TIME_ZONE } from '../content/hours.ts';
import { TimeZoneSchema } from '../content/opening-hours.ts';
import { id, requiredText, text } from '../shared/fields.ts';
import { ADMIN_LANGUAGES, DEFAULT_ADMIN_LANGUAGE } from './admin-language.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-policy.ts';

/** Role names; the badge colours of the users table follow this order (red, blue, green). */
export const ROLES = ['superadmin', 'editor', 'manager_reservasi'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;
export const DEFAULT_ROLE: Role = 'superadmin';

// The languages live where the login screen reads them without zod.
export { ADMIN_LANGUAGES, type AdminLanguage, DEFAULT_ADMIN_LANGUAGE } from './admin-language.ts';
export const AdminLanguageSchema = z.enum(ADMIN_LANGUAGES);

/** PUT /api/admin/auth/language: the signed-in admin's own choice of language. */
export const LanguageChangeSchema = z.object({ language: AdminLanguageSchema });

/** An admin account as the users page lists it (never the password hash). */
export const AdminUserSchema = z.object({
  id: id(),
  username: requiredText(40),
  full_name: text(100).nullable(),
  email: text(120).nullable(),
  role: RoleSchema,
  is_active: z.boolean(),
  /** ISO date-time of the last successful login, or null (shown as "Never"). */
  last_login: z.string().nullable(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

/** Who is logged in, as kept in local storage under admin_info. */
export const AdminSessionSchema = z.object({ username: z.string(), role: z.string() });
export type AdminSession = z.infer<typeof AdminSessionSchema>;

/** GET /api/admin/auth/me: the signed-in admin. */
export const AdminMeSchema = AdminSessionSchema.extend({
  full_name: z.string().nullable(),
  email: z.string().nullable(),
  /** Still on a first or reset password: the admin asks to change it. */
  must_change_password: z.boolean(),
  /**
   * On a first password (the built-in account's, or one a superadmin chose for a new account or a reset):
   * the server refuses everything but the own session and the password change until it is changed.
   */
  password_change_required: z.boolean().default(false),
  /** That first password is the built-in account's (documented, or set by the deploy's configuration). */
  password_is_default: z.boolean().default(false),
  /** The language the admin is shown in, chosen per account in Settings. */
  language: AdminLanguageSchema.default(DEFAULT_ADMIN_LANGUAGE),
  /** The account chose `language` itself; if not, the admin keeps the device's (the browser's) language. */
  language_chosen: z.boolean().default(true),
  /** The restaurant's time zone (its opening hours'): the admin shows every date and time on its clock. */
  time_zone: TimeZoneSchema.default(RESTAURANT_TIME_ZONE),
  /** The restaurant's own words (public on the website): the admin checks a new password against them too. */
  restaurant_words: z
    .object({
      name: z.string().optional(),
      brand: z.string().optional(),
      tagline: z.string().optional(),
      city: z.string().optional(),
    })
    .default({}),
});
export type AdminMe = z.infer<typeof AdminMeSchema>;

export const LoginRequestSchema = z.object({
  username: requiredText(40),
  password: z.string().min(1, 'is required').max(200),
});

export const LoginResponseSchema = z.object({
  access_token: z.string(),
  admin: AdminSessionSchema,
  must_change_password: z.boolean(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const PasswordChangeSchema = z.object({
  old_password: z.string().min(1, 'is required').max(200),
  new_password: z.string().min(1, 'is required').max(200),
});

/** Usernames: 3-40 letters, digits, dots, hyphens or underscores (they appear in URLs and logs). */
export const UsernameSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9._-]{3,40}$/, 'must be 3-40 letters, digits, dots, hyphens or underscores');

/**
 * A new password as staff choose it, by length; the rest of the policy (`passwordProblem`: common passwords,
 * the username, the restaurant's name) needs what the schema cannot see, and the server checks it all.
 */
export const NewPasswordSchema = z
  .string()
  .refine(
    (value) => [...value].length >= PASSWORD_MIN_LENGTH,
    `must be at least ${PASSWORD_MIN_LENGTH} characters`,
  )
  .refine(
    (value) => [...value].length <= PASSWORD_MAX_LENGTH,
    `must be at most ${PASSWORD_MAX_LENGTH} characters`,
  );

/** A superadmin adds an account; its first password must be changed at first login. */
export const UserCreateSchema = z.object({
  username: UsernameSchema,
  full_name: text(100).default(''),
  email: z.union([z.literal(''), z.email('must be a valid email address').max(120)]).default(''),
  role: RoleSchema,
  password: NewPasswordSchema,
});
export type UserCreate = z.infer<typeof UserCreateSchema>;

/** A superadmin changes an account: any of these fields. */
export const UserUpdateSchema = z.object({
  full_name: text(100).optional(),
  email: z.union([z.literal(''), z.email('must be a valid email address').max(120)]).optional(),
  role: RoleSchema.optional(),
  is_active: z.boolean().optional(),
});
export type UserUpdate = z.infer<typeof UserUpdateSchema>;

/** A superadmin sets a new first password for an account (it must be changed at next login). */
export const PasswordResetSchema = z.object({ new_password: NewPasswordSchema });
