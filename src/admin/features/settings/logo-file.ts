/**
 * What a logo file must be (SPEC §5): PNG, JPG or SVG, at most 2 MB. Checked in the browser before
 * uploading so a wrong file is refused at once; the server checks the content again.
 */

/** 2 MB, as the server counts it (2,097,152 bytes). */
export const LOGO_MAX_BYTES = 2_097_152;
/** For the file input: the extensions and types the picker offers. */
export const LOGO_ACCEPT = '.png,.jpg,.jpeg,.svg,image/png,image/jpeg,image/svg+xml';

export const LOGO_WRONG_TYPE = 'Only PNG, JPG, and SVG files are allowed';
export const LOGO_TOO_LARGE = 'File size must be less than 2MB';

const LOGO_TYPES = new Set(['image/png', 'image/jpeg', 'image/jpg', 'image/svg+xml']);
const LOGO_EXTENSION = /\.(png|jpe?g|svg)$/i;

/** Why this file cannot be a logo, or null when it may be uploaded. */
export function logoFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  // Some systems report no type for a file; its extension then decides.
  const allowed = file.type ? LOGO_TYPES.has(file.type) : LOGO_EXTENSION.test(file.name);
  if (!allowed) return LOGO_WRONG_TYPE;
  if (file.size > LOGO_MAX_BYTES) return LOGO_TOO_LARGE;
  return null;
}
