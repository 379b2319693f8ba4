import { BUSINESS_ROLES, type BusinessRole, isPlatformRole } from "@consola/shared";
import type { Executor } from "../db/client.js";
import { getBusiness } from "../modules/business/business.repo.js";
import {
  type AuthContext,
  type BusinessAuthContext,
  requireBusinessUser,
  requireRole,
  resolveBusinessId,
} from "./auth-context.js";

/** Work inside one's own business (contacts, notifications, presence): other roles, platform ones included, get 403. */
export function requireBusinessMember(auth: AuthContext): BusinessAuthContext {
  requireRole(auth, BUSINESS_ROLES);
  return requireBusinessUser(auth);
}

/**
 * The business a settings call acts on: the caller's own for the given business roles (403 for the other
 * roles), or the one a platform admin names (404 when unnamed or missing, so nothing is written to a ghost).
 */
export async function resolveSettingsBusiness(
  db: Executor,
  auth: AuthContext,
  requested: number | undefined,
  allowedRoles: readonly BusinessRole[],
): Promise<number> {
  if (!isPlatformRole(auth.role)) requireRole(auth, allowedRoles);
  const businessId = resolveBusinessId(auth, requested);
  if (isPlatformRole(auth.role)) await getBusiness(db, businessId);
  return businessId;
}
