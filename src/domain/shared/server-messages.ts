/**
 * What the API answers in `detail` that the admin says in its own language: the API speaks English (its
 * clients and logs read it), and the admin's catalogues hold these same words under `server.*` keys,
 * `{placeholders}` standing for what varies (src/admin/i18n/server-words.ts finds them in an answer).
 * One source for both, so a changed wording cannot leave the admin showing it untranslated.
 */

// The sign-in's own answers are a module of their own: the login screen carries them, not the rest.
export { INCORRECT_LOGIN, TOO_MANY_TRIES } from './sign-in-messages.ts';

/** A save refused because a colleague saved the item after it was opened (409). */
export const STALE_REVISION =
  'Someone else saved this item after you opened it. Reload to see their changes, then save again.';

/** The same for a settings document, `{what}` naming it ({@link SETTINGS_NOUNS}). */
export const STALE_SETTINGS =
  'Someone else saved the {what} after you opened them. Reload to see their changes, then save again.';

/** A device a colleague's account is notified on, posted by another account with other keys (409). */
export const DEVICE_OF_ANOTHER_ACCOUNT = 'This device is already notified for another account';

/** How long reservations are kept, changed by anyone but a superadmin (403). */
export const RETENTION_SUPERADMIN_ONLY = 'Only a superadmin may change how long reservations are kept';

/** How each settings document is named in sentences (history.ts types it by document). */
export const SETTINGS_NOUNS = {
  restaurant: 'restaurant info',
  'site-settings': 'site settings',
  booking: 'booking settings',
  ordering: 'ordering settings',
  preorder: 'pre-order and deposit settings',
} as const;

/** How each kind of content is named in sentences (history.ts types it by kind). */
export const KIND_NOUNS = {
  'menu-item': 'menu item',
  'gallery-image': 'gallery image',
  event: 'event',
} as const;

/**
 * The activity log's sentences, one for each kind of entry: the log keeps them in English, the admin
 * shows them in its language (`server.audit.*` in its catalogues). `{what}` is one of the nouns above.
 */
export const AUDIT = {
  added: 'Added {what} "{title}"',
  updated: 'Updated {what} "{title}"',
  deleted: 'Deleted {what} "{title}"',
  restoredVersion: 'Restored an earlier version of {what} "{title}"',
  marked: 'Marked {what} "{title}" {status}',
  markedAtOpening: 'Marked {what} "{title}" Tersedia at opening time',
  restoredDeleted: 'Restored deleted {what} "{title}"',
  deletedForGood: 'Deleted {what} "{title}" permanently',
  settingsUpdated: 'Updated the {what}',
  settingsRestored: 'Restored an earlier version of the {what}',
  signedIn: 'Signed in',
  signInFailed: 'Failed sign-in as "{who}"',
  signInFailedFrom: 'Failed sign-in as "{who}" from {address}',
  passwordCheckFailed: 'Failed password change: wrong current password',
  passwordCheckFailedFrom: 'Failed password change: wrong current password from {address}',
  signedEveryoneOut: 'Signed everyone out (a new key signs sessions from now on)',
  changedOwnPassword: 'Changed their own password',
  reservationPending: 'Put back to pending the reservation {id} of {name}',
  reservationConfirmed: 'Confirmed the reservation {id} of {name}',
  reservationDeclined: 'Declined the reservation {id} of {name}',
  reservationCancelled: 'Cancelled the reservation {id} of {name}',
  reservationSeated: 'Seated the reservation {id} of {name}',
  reservationNoShow: 'Marked as no-show the reservation {id} of {name}',
  reminderSent: 'Sent a reminder of the reservation {id} to {name}',
  orderNew: 'Put back to new the order {code} of {name}',
  orderAccepted: 'Accepted the order {code} of {name}, ready at {ready}',
  orderReady: 'Marked ready the order {code} of {name}',
  orderCompleted: 'Handed over the order {code} of {name}',
  orderDeclined: 'Declined the order {code} of {name}: {reason}',
  orderCancelled: 'Cancelled the order {code} of {name}: {reason}',
  orderUndone: 'Undid the last change of the order {code} of {name}: back to {status}',
  depositPaid: 'Marked paid the deposit of the order {code} of {name} ({amount})',
  depositUnpaid: 'Marked unpaid again the deposit of the order {code} of {name} ({amount})',
  depositRefunded: 'Marked refunded the deposit of the order {code} of {name} ({amount})',
  ordersExportedOne: 'Exported 1 order dated {from} to {to} as CSV',
  ordersExported: 'Exported {count} orders dated {from} to {to} as CSV',
  uploadedLogo: 'Uploaded a logo',
  uploadedPhoto: 'Uploaded a photo',
  uploadedNamedPhoto: 'Uploaded a photo "{file}"',
  deletedPhoto: 'Deleted a photo',
  deletedNamedPhoto: 'Deleted a photo "{file}"',
  accountAdded: 'Added the account "{username}" ({role})',
  passwordReset: 'Reset the password of "{username}"',
  exportedOne: 'Exported 1 reservation dated {from} to {to} as CSV',
  exported: 'Exported {count} reservations dated {from} to {to} as CSV',
  bookingEmailSet: 'New bookings are e-mailed to {addresses}',
  bookingEmailRemoved: 'Removed the e-mail addresses for new bookings',
} as const;

/** `template` with each `{name}` replaced by its value. */
export const fillIn = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
