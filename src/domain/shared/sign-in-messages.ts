/**
 * The sign-in's answers in `detail`, which the admin's login screen says in its own language: the part of
 * server-messages.ts the login carries before anyone has signed in.
 */

/** A sign-in refused: unknown user, wrong password and inactive account alike. */
export const INCORRECT_LOGIN = 'Incorrect username or password';

/** Sign-ins (or current passwords) refused too often from one place: locked for a while. */
export const TOO_MANY_TRIES = {
  one: 'Too many {what}. Please wait 1 minute and try again.',
  other: 'Too many {what}. Please wait {minutes} minutes and try again.',
  /** What was tried too often. */
  failedLogins: 'failed login attempts',
  wrongPasswords: 'wrong current passwords',
} as const;
