/** The Add User form's values and their checks, free of React so they can be tested on their own. */
import type { z } from 'zod';
import { ROLES, type Role, UserCreateSchema } from '../../../domain/accounts/admin-user.ts';
import { passwordProblem } from '../../../domain/accounts/password-policy.ts';
import { fieldErrors } from '../../../domain/shared/validation.ts';
import { roleName } from '../../components/RoleBadge.tsx';
import { t } from '../../i18n/i18n.ts';
import { sayProblem, sayProblems } from '../../i18n/problems.ts';
import { restaurantWords } from '../../shared/restaurant-words.ts';

/** What the form holds: the schema's input, with no role chosen yet as ''. */
export type NewUserValues = Omit<z.input<typeof UserCreateSchema>, 'role'> & {
  full_name: string;
  email: string;
  role: Role | '';
};
export type NewUser = z.output<typeof UserCreateSchema>;
export type NewUserErrors = Partial<Record<keyof NewUserValues | 'form', string>>;

export const EMPTY_NEW_USER: NewUserValues = {
  username: '',
  full_name: '',
  email: '',
  role: '',
  password: '',
};

/** How each field is named on screen (admin's language), also in its error messages ("Username is required"). */
export const newUserLabels = (): Record<keyof NewUserValues, string> => ({
  username: t('users.field.username'),
  full_name: t('users.field.full_name'),
  email: t('users.field.email'),
  role: t('users.field.role'),
  password: t('users.field.password'),
});

/** Each role as the form offers it: its name and one line of what it may do, in the admin's language. */
export const roleChoices = (): Array<{ role: Role; name: string; does: string }> =>
  ROLES.map((role) => ({ role, name: roleName(role), does: t(`users.role.${role}`) }));

/** The checked new user, or the problems of each field. */
export function checkNewUser(values: NewUserValues): { user: NewUser } | { errors: NewUserErrors } {
  const parsed = UserCreateSchema.safeParse(values);
  const labels = newUserLabels();
  if (!parsed.success) return { errors: sayProblems(fieldErrors(parsed.error, labels, values)) };
  // The server's rule too (it also knows the common passwords).
  const problem = passwordProblem(
    parsed.data.password,
    { username: parsed.data.username, restaurant: restaurantWords() },
    labels.password,
  );
  if (problem) return { errors: { password: sayProblem(problem) } };
  return { user: parsed.data };
}
