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

/** A token whose signature and claims checked out, until it expires (seconds since the epoch). */
type Checked = { userId: number; sessionId: string; exp: number | undefined };

/**
 * Tokens already verified, per secret. A token's text cannot change, so its signature need not be checked again
 * on each call (HMAC through WebCrypto was 7 % of the contact list's CPU); its expiry still is, and the session
 * behind it is still read from the database every time (authenticate.ts). Only good tokens are kept.
 */
const checkedBySecret = new WeakMap<Uint8Array, Map<string, Checked>>();
const CHECKED_TOKENS_KEPT = 10_000;

export async function verifySessionToken(token: string, secret: Uint8Array): Promise<VerifiedToken> {
  let checked = checkedBySecret.get(secret);
  if (!checked) {
    checked = new Map();
    checkedBySecret.set(secret, checked);
  }
  const known = checked.get(token);
  if (known) {
    // jose's rule, without clock tolerance: expired from the second `exp` names.
    if (known.exp !== undefined && known.exp <= Math.floor(Date.now() / 1000)) {
      checked.delete(token);
      return { ok: false, reason: "expired" };
    }
    return { ok: true, userId: known.userId, sessionId: known.sessionId };
  }
  const verified = await verifyWithJose(token, secret);
  if (verified.ok) {
    if (checked.size >= CHECKED_TOKENS_KEPT) checked.clear();
    checked.set(token, { userId: verified.userId, sessionId: verified.sessionId, exp: verified.exp });
  }
  return verified.ok ? { ok: true, userId: verified.userId, sessionId: verified.sessionId } : verified;
}

async function verifyWithJose(
  token: string,
  secret: Uint8Array,
): Promise<(VerifiedToken & { ok: false }) | (Checked & { ok: true })> {
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
    return { ok: true, userId, sessionId, exp: payload.exp };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: "expired" };
    return { ok: false, reason: "invalid" };
  }
}
