import { createHash } from 'node:crypto';

/** The CSP source that allows `code` as an inline script (`Astro.csp.insertScriptHash`). */
export const scriptHash = (code: string): `sha256-${string}` =>
  `sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}`;
