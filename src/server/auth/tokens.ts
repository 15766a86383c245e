import { errors, jwtVerify, SignJWT } from 'jose';
import { jwtSecret } from '../config.ts';

const ISSUER = 'rumah-makan-padang';
const AUDIENCE = 'rumah-makan-padang-admin';
export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;

export interface TokenClaims {
  /** User id. */
  sub: string;
  /** Token id, for revoking one session on logout. */
  jti: string;
  /** The user's token version when issued: a password change bumps it, revoking every older token. */
  ver: number;
  exp: number;
}

export async function issueToken(
  userId: string,
  tokenVersion: number,
): Promise<{ token: string; claims: TokenClaims }> {
  const jti = crypto.randomUUID();
  const exp = Math.floor(Date.now() / 1000) + TOKEN_LIFETIME_SECONDS;
  const token = await new SignJWT({ ver: tokenVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setJti(jti)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(jwtSecret());
  return { token, claims: { sub: userId, jti, ver: tokenVersion, exp } };
}

/** Verifies signature (HS256 only), issuer, audience and expiry; null for any invalid token. */
export async function verifyToken(token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, jwtSecret(), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['exp', 'sub', 'jti', 'iat'],
    });
    if (typeof payload.ver !== 'number' || typeof payload.sub !== 'string' || typeof payload.jti !== 'string')
      return null;
    return { sub: payload.sub, jti: payload.jti, ver: payload.ver, exp: payload.exp as number };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
