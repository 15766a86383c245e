/**
 * The admin's English words: the source catalogue. Strings the spec words are copied verbatim. Keys are
 * flat and grouped by screen ("menu.…"); a `{name}` is filled in by `t('key', { name })`, and a pair of
 * `.one` / `.other` keys is chosen by count with `t.plural('stem', count)`. Every key must exist in id.ts.
 */
export const en = {
  // Words used on many screens.
  'common.save': 'Save',
  'common.saving': 'Saving...',
  'common.cancel': 'Cancel',
  'common.delete': 'Delete',
  'common.close': 'Close',
  'common.edit': 'Edit',
  'common.loading': 'Loading…',
  'common.unknownTime': 'Unknown time',
  'common.never': 'Never',
  'common.yes': 'Yes',
  'common.no': 'No',

  // The session (SPEC §8).
  'session.expired': 'Session expired. Please login again.',
  'session.pleaseLogin': 'Please login first',
  'session.loggedOut': 'Logged out successfully',
  'session.roleNotAllowed': 'Your role ({role}) does not include this page. Ask a superadmin if you need it.',
  'session.leaveUnsaved': 'You have unsaved changes on this page. Leave without saving them?',
  'notify.couldNotConnect': 'Could not connect to server',

  // Page titles: the sidebar, the header and the browser tab.
  'page.login': 'Admin Login',
  'page.dashboard': 'Dashboard',
  'page.menu': 'Menu',
  'page.gallery': 'Gallery',
  'page.events': 'Events',
  'page.media': 'Media',
  'page.reservations': 'Reservations',
  'page.restaurant-info': 'Restaurant Info',
  'page.users': 'Users',
  'page.settings': 'Settings',
  'page.activity': 'Activity & Backup',
  'page.tabTitle': '{title} - Admin',

  // The frame around every page.
  'shell.skipToContent': 'Skip to content',
  'shell.brand': 'Admin Panel',
  'shell.navigation': 'Admin',
  'shell.pending.one': '{count} pending reservation',
  'shell.pending.other': '{count} pending reservations',
  'shell.viewWebsite': 'View website',
  'shell.logout': 'Logout',
  'shell.openMenu': 'Open menu',
  'shell.closeMenu': 'Close menu',

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

  // Choosing the language (login page and Settings).
  'language.label': 'Language',
  'language.en': 'English',
  'language.id': 'Bahasa Indonesia',
  'language.cardTitle': 'Language',
  'language.cardHelp': 'The language of the back-office for your account, on every device you sign in on.',
  'language.saved': 'Language saved',
  'language.saveFailed': 'Failed to save the language',

  // Settings (SPEC §2, §5, §8).
  'settings.loadFailed': 'Failed to load site settings',
  'settings.loading': 'Loading settings…',
  'settings.defaultsShown':
    'The current settings could not be loaded, so the defaults are shown. Saving replaces what is stored.',
  'settings.conflict':
    'Someone else saved the site settings after you opened them. Your changes are still here: save again to replace their version, or reload the page to keep theirs.',
  'settings.historyTitle': 'Site settings',

  // Users (SPEC §2, §6).
  'users.table': 'Admin users',
  'users.user': 'User',
  'users.email': 'Email',
  'users.role': 'Role',
  'users.status': 'Status',
  'users.lastLogin': 'Last Login',
  'users.actions': 'Actions',
  'users.superadmin': 'Superadmin',
  'users.you': 'You',
  'users.notAvailable': 'N/A',
  'users.active': 'Active',
  'users.inactive': 'Inactive',
  'users.changeRole': 'Change role',
  'users.ofUser': ' of {username}',
  'users.ownPassword': 'Your own password:',
  'users.deactivate': 'Deactivate',
  'users.deactivateUser': 'Deactivate {username}',
  'users.activate': 'Activate',
  'users.activateUser': 'Activate {username}',
  'users.resetPassword': 'Reset password',
  'users.resetPasswordOf': 'Reset password of {username}',

  // Dashboard (SPEC §2).
  'dashboard.summary': 'Summary',
  'dashboard.menuItems': 'Menu Items',
  'dashboard.galleryImages': 'Gallery Images',
  'dashboard.reservations': 'Reservations',
  'dashboard.reservationsHint': 'waiting for confirmation',
  'dashboard.adminUsers': 'Admin Users',
  'dashboard.loadingCount': 'Loading {what}…',
  'dashboard.welcome': 'Welcome!',
  'dashboard.welcomeName': 'Welcome, {name}!',
  'dashboard.intro': "This is the back-office of your restaurant's website. Use the menu to {work}.",
  'dashboard.work.content':
    'update dishes and prices, the photo gallery, events, your contact details and opening hours, and the look of the site',
  'dashboard.work.reservations': 'confirm or decline the reservations guests make on the website',
  'dashboard.work.users': 'manage the accounts of your staff',
  'dashboard.work.password': 'change your password',
  'dashboard.publishedSoon': 'Changes you save appear on the public website shortly after.',

  // Shared pieces: dialogs, form buttons, images, passwords.
  'common.noImage': 'No image',
  'password.show': 'Show password',
  'password.hide': 'Hide password',
  'password.showThe': 'Show the {what}',
  'password.hideThe': 'Hide the {what}',
  'password.thePassword': 'password',
} satisfies Record<string, string>;

/** A message's name in the catalogues. */
export type MessageKey = keyof typeof en;

/** A whole catalogue: every key of the English one, no other. */
export type Messages = Record<MessageKey, string>;
