import type { Role, UnauthorizedReason } from "@consola/shared";
import { errors, jwtVerify, SignJWT } from "jose";

const ISSUER = "consola";
const AUDIENCE = "consola-web";

export type SessionClaims = {
  userId: number;
  sessionId: string;
  role: Role;
  businessId: number | null;
};

/**
 * A three-part JWT. unique_name carries the user id and typeIdentity the role, the claim names the web
 * client reads (spec section 3, Session); sid ties the token to one row of `sessions`.
 */
export function signSessionToken(
  claims: SessionClaims,
  expiresAt: Date,
  secret: Uint8Array,
): Promise<string> {
  return new SignJWT({
    unique_name: String(claims.userId),
    role: claims.role,
    typeIdentity: claims.role,
    businessId: claims.businessId,
    sid: claims.sessionId,
  })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(claims.userId))
    .setJti(claims.sessionId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret);
}

export type VerifiedToken =
  | { ok: true; userId: number; sessionId: string }
  | { ok: false; reason: UnauthorizedReason };

export async function verifySessionToken(token: string, secret: Uint8Array): Promise<VerifiedToken> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ["HS256"],
    });
    const userId = Number(payload.unique_name);
    const sessionId = payload.sid;
    if (!Number.isSafeInteger(userId) || typeof sessionId !== "string")
      return { ok: false, reason: "invalid" };
    return { ok: true, userId, sessionId };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: "expired" };
    return { ok: false, reason: "invalid" };
  }
}
