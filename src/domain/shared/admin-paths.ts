/** Where the admin signs in, and where it opens once signed in (the build's manifest and service worker use them too). */
export const LOGIN_PATH = '/admin/login';
export const HOME_PATH = '/admin/dashboard';
/** The installed app's scope: the admin, and nothing of the public site. */
export const ADMIN_SCOPE = '/admin/';
/** The app's web app manifest (made by the build, linked by the admin once its page has painted). */
export const ADMIN_MANIFEST_PATH = `${ADMIN_SCOPE}manifest.webmanifest`;
