/** Where the admin signs in, and where it opens once signed in (the build's manifest and service worker use them too). */
export const LOGIN_PATH = '/admin/login';
export const HOME_PATH = '/admin/dashboard';
