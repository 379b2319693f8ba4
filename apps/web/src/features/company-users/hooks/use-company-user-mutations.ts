import { type CompanyUser, MESSAGES, type SaveUserBody } from "@consola/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { configKeys } from "../../../data/config/config-keys";
import { errorMessage } from "../../../lib/api/error-message";
import { replacingToast } from "../../../lib/notify/replacing-toast";
import { saveUser, sendPasswordReset, setUserActive } from "../api/company-users-api";

const toast = replacingToast();
const succeeded = (message: string) => toast({ color: "teal", message, withBorder: true, autoClose: 6_000 });
const failed = (error: unknown) =>
  toast({
    color: "red",
    title: MESSAGES.actionNotCompleted,
    message: errorMessage(error),
    withBorder: true,
  });

/**
 * Save, activate/deactivate and "reset password"; each says what happened in the server's words (how many
 * chats went back to pending) and reads the people (and the areas, which list them) again.
 */
export function useCompanyUserMutations() {
  const client = useQueryClient();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: configKeys.of("users") });
    void client.invalidateQueries({ queryKey: configKeys.of("areas") });
  };

  const save = useMutation({
    mutationFn: (body: SaveUserBody) => saveUser(body),
    onSuccess: ({ message }) => {
      refresh();
      succeeded(message);
    },
  });

  const setActive = useMutation({
    mutationFn: ({ user, active }: { user: CompanyUser; active: boolean }) =>
      setUserActive({ id: user.id, active }),
    onSuccess: ({ message }) => {
      refresh();
      succeeded(message);
    },
  });

  const resetPassword = useMutation({
    mutationFn: (user: CompanyUser) => sendPasswordReset(user.id),
    onSuccess: succeeded,
    onError: failed,
  });

  return { save, setActive, resetPassword, failed };
}
