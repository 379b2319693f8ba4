import type { QuickAnswer, SaveQuickAnswerBody } from "@consola/shared";
import { useConfigBusiness } from "../../../data/config/config-business";
import { useConfigMutation } from "../../../data/config/use-config-mutation";
import { removeQuickAnswer, saveQuickAnswer } from "../api/quick-answers-api";

/**
 * Save and remove; each reads the list again (the hub's ConfigChanged does the same for the composer of
 * every console of the business). Failures are shown where they happened: in the form or the dialog.
 */
export function useQuickAnswerMutations() {
  const businessId = useConfigBusiness();
  const changes = ["quickAnswers"] as const;
  const save = useConfigMutation({
    mutationFn: (body: SaveQuickAnswerBody) => saveQuickAnswer(businessId, body),
    changes,
  });
  const remove = useConfigMutation({
    mutationFn: (answer: QuickAnswer) => removeQuickAnswer(businessId, { id: answer.id }),
    changes,
  });
  return { save, remove };
}
