import type { Label, SaveLabelBody } from "@consola/shared";
import { useConfigBusiness } from "../../../data/config/config-business";
import { useConfigMutation } from "../../../data/config/use-config-mutation";
import { removeLabel, saveLabel } from "../../../data/labels/labels-api";

/**
 * Save and remove; each reads the labels again (the hub's ConfigChanged does the same for the other consoles
 * of the business, their chips and pickers included) and says what happened in the server's words: removing
 * a label in use only deactivates it, and the toast says which.
 */
export function useLabelMutations() {
  const businessId = useConfigBusiness();
  const changes = ["labels"] as const;
  const save = useConfigMutation({
    mutationFn: (body: SaveLabelBody) => saveLabel(body, businessId),
    changes,
  });
  const remove = useConfigMutation({
    mutationFn: (label: Label) => removeLabel(label.id, businessId),
    changes,
  });
  return { save, remove };
}
