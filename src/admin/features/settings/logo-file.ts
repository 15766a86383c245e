/**
 * Checks a logo file in the browser before uploading it, so a wrong file is refused at once; the server
 * checks the content again. The limits live in the domain, shared with the server.
 */
import { LOGO_CONTENT_TYPES, LOGO_EXTENSIONS, LOGO_MAX_BYTES } from '../../../domain/media/logo.ts';
import { t } from '../../i18n/i18n.ts';

/** For the file input: the extensions and types the picker offers. */
export const LOGO_ACCEPT = [...LOGO_EXTENSIONS.map((ext) => `.${ext}`), ...LOGO_CONTENT_TYPES].join(',');

const LOGO_TYPES = new Set<string>(LOGO_CONTENT_TYPES);
const LOGO_EXTENSION = new RegExp(`\\.(${LOGO_EXTENSIONS.join('|')})$`, 'i');

/** Why this file cannot be a logo, or null when it may be uploaded. */
export function logoFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  // Some systems report no type for a file; its extension then decides.
  const allowed = file.type ? LOGO_TYPES.has(file.type) : LOGO_EXTENSION.test(file.name);
  // The server's own words (src/domain/media/logo.ts), in the admin's language.
  if (!allowed) return t('brand.wrongType');
  if (file.size > LOGO_MAX_BYTES) return t('brand.tooLarge');
  return null;
}
