/**
 * What a brand logo may be (SPEC §5, §9): PNG, JPG or SVG, at most 2 MB. Shared by the admin, which
 * refuses a wrong file before uploading it, and the server, which checks the content again.
 */

/** 2 MB as counted in bytes (2,097,152). */
export const LOGO_MAX_BYTES = 2_097_152;

/** Media types a logo file may declare. */
export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/jpg', 'image/svg+xml'] as const;

/** File name extensions of a logo, for files whose type the system does not report. */
export const LOGO_EXTENSIONS = ['png', 'jpg', 'jpeg', 'svg'] as const;

export const LOGO_WRONG_TYPE = 'Only PNG, JPG, and SVG files are allowed';
export const LOGO_TOO_LARGE = 'File size must be less than 2MB';
