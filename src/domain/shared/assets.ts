// Paths of images shipped with the site. Free of the schema library: browser scripts import it.

/** Shown wherever a dish or event image fails to load. */
export const DEFAULT_DISH_IMAGE = '/images/default-dish.svg';
export const DEFAULT_LOGO_URL = '/images/logo.svg';
export const DEFAULT_FAVICON_URL = '/favicon.svg';
