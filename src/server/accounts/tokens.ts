import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { id } from '../../domain/shared/fields.ts';
import { signingKey, verificationKey } from './signing-key.ts';

const ISSUER = 'rumah-makan-padang';
const AUDIENCE = 'rumah-makan-padang-admin';
export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;

/** The claims of a session token that the server relies on, as it checks them on every call. */
const ClaimsSchema = z.object({
  /** User id. */
  sub: id(),
  /** Token id (a UUID), for revoking one session on logout. */
  jti: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
  /** The user's token version when issued: a password change bumps it, revoking every older token. */
  ver: z.number().int().min(0),
  exp: z.number(),
  iat: z.number(),
});
export type TokenClaims = z.infer<typeof ClaimsSchema> & {
  /** The kept key that signed it (its `kid` header); none for a token signed with JWT_SECRET. */
  kid?: string;
};

export async function issueToken(
  userId: string,
  tokenVersion: number,
): Promise<{ token: string; claims: TokenClaims }> {
  const jti = crypto.randomUUID();
  const exp = Math.floor(Date.now() / 1000) + TOKEN_LIFETIME_SECONDS;
  const key = await signingKey();
  const kid = key.id ?? undefined;
  const token = await new SignJWT({ ver: tokenVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT', ...(kid ? { kid } : {}) })
    .setSubject(userId)
    .setJti(jti)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(key.secret);
  const iat = exp - TOKEN_LIFETIME_SECONDS;
  return { token, claims: { sub: userId, jti, ver: tokenVersion, exp, iat, ...(kid ? { kid } : {}) } };
}

/** How far the clocks of two instances may disagree, in seconds. */
const CLOCK_SKEW_SECONDS = 60;

/**
 * Verifies signature (HS256 only, with the key the token names: see signing-key.ts), issuer, audience and
 * expiry; null for any invalid token. A token this server could not have issued is refused too, whoever
 * signed it: issued in the future, or valid for longer than a session lasts.
 */
export async function verifyToken(
  token: string,
  now = Math.floor(Date.now() / 1000),
): Promise<TokenClaims | null> {
  try {
    const keyOf = async ({ kid }: { kid?: string }) => {
      const key = await verificationKey(typeof kid === 'string' ? kid : undefined);
      if (!key) throw new errors.JWSSignatureVerificationFailed();
      return key;
    };
    const { payload, protectedHeader } = await jwtVerify(token, keyOf, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['exp', 'sub', 'jti', 'iat'],
    });
    // Only claims shaped like ours reach the store: the account id and token id become blob keys.
    const claims = ClaimsSchema.safeParse(payload);
    if (!claims.success) return null;
    const { iat, exp } = claims.data;
    if (iat > now + CLOCK_SKEW_SECONDS || exp - iat > TOKEN_LIFETIME_SECONDS) return null;
    if (exp > now + TOKEN_LIFETIME_SECONDS + CLOCK_SKEW_SECONDS) return null;
    const { kid } = protectedHeader;
    return { ...claims.data, ...(typeof kid === 'string' ? { kid } : {}) };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
