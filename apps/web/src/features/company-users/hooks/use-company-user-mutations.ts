import type { CompanyUser, SaveUserBody } from "@consola/shared";
import { useConfigBusiness } from "../../../data/config/config-business";
import { announceConfigFailure, useConfigMutation } from "../../../data/config/use-config-mutation";
import { saveUser, sendPasswordReset, setUserActive } from "../api/company-users-api";

/** Long enough to read how many chats went back to pending. */
const AUTO_CLOSE_MS = 6_000;

/**
 * Save, activate/deactivate and "reset password"; each says what happened in the server's words (how many
 * chats went back to pending) and reads the people (and the areas, which list them) again.
 */
export function useCompanyUserMutations() {
  const businessId = useConfigBusiness();
  const changes = ["users", "areas"] as const;
  const save = useConfigMutation({
    mutationFn: (body: SaveUserBody) => saveUser(businessId, body),
    changes,
    autoClose: AUTO_CLOSE_MS,
  });
  const setActive = useConfigMutation({
    mutationFn: ({ user, active }: { user: CompanyUser; active: boolean }) =>
      setUserActive(businessId, { id: user.id, active }),
    changes,
    autoClose: AUTO_CLOSE_MS,
  });
  const resetPassword = useConfigMutation({
    mutationFn: (user: CompanyUser) => sendPasswordReset(businessId, user.id),
    changes: [],
    toastFailure: true,
    autoClose: AUTO_CLOSE_MS,
  });
  return { save, setActive, resetPassword, failed: announceConfigFailure };
}
