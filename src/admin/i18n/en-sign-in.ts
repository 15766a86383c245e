/**
 * The English words the admin shows before anyone signs in: the login screen, the offline banner, the page
 * titles and the words of the code they share with the rest of the admin. They load with the login
 * screen; the rest of the catalogue (en.ts, which includes these) loads with the signed-in admin, so the
 * login screen ships small.
 */
import { INCORRECT_LOGIN, TOO_MANY_TRIES } from '../../domain/shared/sign-in-messages.ts';

export const enSignIn = {
  // Words used on many screens.
  'common.loading': 'Loading…',
  'common.unexpectedAnswer': 'Unexpected answer from the server ({issues})',

  // The session (SPEC §8).
  'session.expired': 'Session expired. Please login again.',
  'session.pleaseLogin': 'Please login first',
  'session.loggedOut': 'Logged out successfully',
  'notify.couldNotConnect': 'Could not connect to server',

  // The toasts' area and their close button, for screen readers.
  'toasts.area': 'Notifications',
  'toasts.close': 'Close notification',

  // Without a network (the installed app opened offline, or the connection lost).
  'offline.title': 'You are offline.',
  'offline.body': 'What is shown may be out of date, and nothing can be saved until the connection is back.',
  'offline.notSaved': 'You are offline: nothing was saved. Try again when the connection is back.',

  // Page titles: the sidebar, the header and the browser tab.
  'page.login': 'Admin Login',
  'page.dashboard': 'Dashboard',
  'page.menu': 'Menu',
  'page.gallery': 'Gallery',
  'page.events': 'Events',
  'page.media': 'Media',
  'page.reservations': 'Reservations',
  'page.orders': 'Orders',
  'page.restaurant-info': 'Restaurant Info',
  'page.users': 'Users',
  'page.settings': 'Settings',
  'page.activity': 'Activity & Backup',
  'page.qr': 'QR & Print',
  'page.opening': 'Opening {title}…',
  'page.tabTitle': '{title} - Admin',

  // The login page (SPEC §2, §8, §9).
  'login.subtitle': 'Rumah Makan Padang back-office',
  'login.username': 'Username',
  'login.password': 'Password',
  'login.showPassword': 'Show password',
  'login.hidePassword': 'Hide password',
  'login.submit': 'Login',
  'login.submitting': 'Logging in...',
  'login.defaultCredentials': 'Default credentials',
  'login.changeAfterFirstLogin': 'Please change the password after your first login.',
  'login.backToWebsite': '← Back to website',
  'login.welcome': 'Welcome, {username}!',
  'login.pleaseChangePassword': '⚠️ Please change your password',
  'login.successful': 'Login successful',
  'login.failed': 'Login Failed',
  'login.invalidCredentials': 'Invalid credentials',
  'login.networkError': 'Network Error',
  'login.couldNotConnect': 'Could not connect to server',

  // The built page before the admin's code runs (src/pages/admin/[...page].astro).
  'boot.loading': 'Loading admin…',
  'boot.needsJavaScript': 'The admin needs JavaScript. Please enable it and reload.',

  // Choosing the language (the login page; Settings too).
  'language.label': 'Language',
  'language.en': 'English',
  'language.id': 'Bahasa Indonesia',

  // The API's own words (its `detail`), said in the admin's language: server-words.ts.
  'server.incorrectLogin': INCORRECT_LOGIN,
  'server.tooManyTriesOne': TOO_MANY_TRIES.one,
  'server.tooManyTries': TOO_MANY_TRIES.other,
  'server.word.failedLogins': TOO_MANY_TRIES.failedLogins,
  'server.word.wrongPasswords': TOO_MANY_TRIES.wrongPasswords,
} satisfies Record<string, string>;

/** A message the admin can show before sign-in. */
export type SignInKey = keyof typeof enSignIn;
