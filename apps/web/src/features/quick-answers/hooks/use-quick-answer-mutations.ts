import type { QuickAnswer, SaveQuickAnswerBody } from "@consola/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { configKeys } from "../../../data/config/config-keys";
import { replacingToast } from "../../../lib/notify/replacing-toast";
import { removeQuickAnswer, saveQuickAnswer } from "../api/quick-answers-api";

const toast = replacingToast();
const succeeded = (message: string) => toast({ color: "teal", message, withBorder: true });

/**
 * Save and remove; each reads the list again (the hub's ConfigChanged does the same for the composer of
 * every console of the business). Failures are shown where they happened: in the form or the dialog.
 */
export function useQuickAnswerMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: configKeys.of("quickAnswers") });

  const save = useMutation({
    mutationFn: (body: SaveQuickAnswerBody) => saveQuickAnswer(body),
    onSuccess: ({ message }) => {
      void refresh();
      succeeded(message);
    },
  });

  const remove = useMutation({
    mutationFn: (answer: QuickAnswer) => removeQuickAnswer({ id: answer.id }),
    onSuccess: (message) => {
      void refresh();
      succeeded(message);
    },
  });

  return { save, remove };
}
