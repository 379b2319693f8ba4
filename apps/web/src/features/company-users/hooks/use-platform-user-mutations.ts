import { useMutation, useQueryClient } from "@tanstack/react-query";
import { announceConfigFailure } from "../../../data/config/use-config-mutation";
import { replacingToasts } from "../../../lib/notify/toast";
import {
  platformUserKeys,
  savePlatformUser,
  sendPlatformUserPasswordReset,
  setPlatformUserActive,
} from "../api/platform-users-api";

const toast = replacingToasts();

/**
 * Save, activate/deactivate and "reset password" of a platform person, each said in the server's words. Save
 * and activate show a refusal in their drawer or dialog; the reset, started from a menu, in a toast.
 */
export function usePlatformUserMutations() {
  const client = useQueryClient();
  const done = (message: string) => {
    void client.invalidateQueries({ queryKey: platformUserKeys.all });
    if (message) toast.done(message, { bordered: true });
  };
  return {
    save: useMutation({ mutationFn: savePlatformUser, onSuccess: ({ message }) => done(message) }),
    setActive: useMutation({ mutationFn: setPlatformUserActive, onSuccess: ({ message }) => done(message) }),
    resetPassword: useMutation({
      mutationFn: sendPlatformUserPasswordReset,
      onSuccess: done,
      onError: announceConfigFailure,
    }),
  };
}
