import type { ClosingCategory, SaveClosingCategoryBody } from "@consola/shared";
import { useConfigBusiness } from "../../../data/config/config-business";
import { useConfigMutation } from "../../../data/config/use-config-mutation";
import { removeClosingCategory, saveClosingCategory } from "../api/closing-categories-api";

/**
 * Save, switch on/off and remove; each reads the list again (the hub's ConfigChanged does the same for the
 * other consoles of the business) and says what happened in the server's words.
 */
export function useClosingCategoryMutations() {
  const businessId = useConfigBusiness();
  const changes = ["closingCategories"] as const;
  const save = useConfigMutation({
    mutationFn: (body: SaveClosingCategoryBody) => saveClosingCategory(businessId, body),
    changes,
  });
  const setActive = useConfigMutation({
    mutationFn: ({ category, active }: { category: ClosingCategory; active: boolean }) =>
      saveClosingCategory(businessId, {
        id: category.id,
        name: category.name,
        description: category.description,
        status: active ? "active" : "inactive",
      }),
    changes,
    toastFailure: true,
  });
  const remove = useConfigMutation({
    mutationFn: (category: ClosingCategory) => removeClosingCategory(businessId, { id: category.id }),
    changes,
  });
  return { save, setActive, remove };
}
