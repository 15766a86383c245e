import type { StoredAdmin } from './admin-repo.ts';
import type { TokenClaims } from './tokens.ts';

/** The signed-in admin of a request. */
export interface Session {
  admin: StoredAdmin;
  claims: TokenClaims;
}
