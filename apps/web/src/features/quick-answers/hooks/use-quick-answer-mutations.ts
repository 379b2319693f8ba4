import type { QuickAnswer, SaveQuickAnswerBody } from "@consola/shared";
import { useConfigMutation } from "../../../data/config/use-config-mutation";
import { removeQuickAnswer, saveQuickAnswer } from "../api/quick-answers-api";

/**
 * Save and remove; each reads the list again (the hub's ConfigChanged does the same for the composer of
 * every console of the business). Failures are shown where they happened: in the form or the dialog.
 */
export function useQuickAnswerMutations() {
  const changes = ["quickAnswers"] as const;
  const save = useConfigMutation({
    mutationFn: (body: SaveQuickAnswerBody) => saveQuickAnswer(body),
    changes,
  });
  const remove = useConfigMutation({
    mutationFn: (answer: QuickAnswer) => removeQuickAnswer({ id: answer.id }),
    changes,
  });
  return { save, remove };
}
