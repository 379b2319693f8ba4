import { ASSIGNABLE_PLATFORM_ROLES, type PlatformRole, type PlatformUser, type Role } from "@consola/shared";
import { useSession } from "../../../lib/session/use-session";

export type PlatformUserRights = {
  /** The roles the form may offer. */
  roles: readonly PlatformRole[];
  /** Edit and reset password; also the precondition of activating or deactivating. */
  canChange: (user: PlatformUser) => boolean;
  canDeactivate: (user: PlatformUser) => boolean;
};

/**
 * What the signed-in admin may do to a platform person (decision 013): only a Super touches a Super or makes
 * one, and nobody deactivates themselves. The server enforces the same; hiding what it would refuse keeps
 * the admin from asking.
 */
export function platformUserRights(actor: { role: Role | null; userId: number | null }): PlatformUserRights {
  const isSuper = actor.role === "Super";
  const canChange = (user: PlatformUser) => isSuper || user.role !== "Super";
  return {
    roles: ASSIGNABLE_PLATFORM_ROLES.filter((role) => isSuper || role !== "Super"),
    canChange,
    canDeactivate: (user) => canChange(user) && user.id !== actor.userId,
  };
}

export function usePlatformUserRights(): PlatformUserRights {
  const { role, profile } = useSession();
  return platformUserRights({ role, userId: profile?.userId ?? null });
}
