import { isPlatformRole, type Role } from "@consola/shared";
import { ForbiddenError, NotFoundError } from "../domain/errors.js";

/** Who is calling, resolved once from the session token and the live session row; never from client ids. */
export type AuthContext = {
  userId: number;
  sessionId: string;
  role: Role;
  businessId: number | null;
  name: string;
  email: string;
};

export type BusinessAuthContext = AuthContext & { businessId: number };

export function requireRole(auth: AuthContext, roles: readonly Role[]): void {
  if (!roles.includes(auth.role)) throw new ForbiddenError();
}

/** For calls that only make sense inside one's own business. */
export function requireBusinessUser(auth: AuthContext): BusinessAuthContext {
  if (auth.businessId === null) throw new ForbiddenError();
  return { ...auth, businessId: auth.businessId };
}

/**
 * The business a call acts on. Business users always act on their own: naming another one answers 404,
 * as if it did not exist. Platform admins act on a business only by naming it.
 */
export function resolveBusinessId(auth: AuthContext, requested: number | undefined): number {
  if (isPlatformRole(auth.role)) {
    if (requested === undefined) throw new NotFoundError();
    return requested;
  }
  if (auth.businessId === null) throw new ForbiddenError();
  if (requested !== undefined && requested !== auth.businessId) throw new NotFoundError();
  return auth.businessId;
}
