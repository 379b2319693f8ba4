import { type ClosingCategory, MESSAGES, type SaveClosingCategoryBody } from "@consola/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { configKeys } from "../../../data/config/config-keys";
import { errorMessage } from "../../../lib/api/error-message";
import { replacingToast } from "../../../lib/notify/replacing-toast";
import { removeClosingCategory, saveClosingCategory } from "../api/closing-categories-api";

const toast = replacingToast();
const succeeded = (message: string) => toast({ color: "teal", message, withBorder: true });
const failed = (error: unknown) =>
  toast({
    color: "red",
    title: MESSAGES.actionNotCompleted,
    message: errorMessage(error),
    withBorder: true,
  });

/**
 * Save, switch on/off and remove; each reads the list again (the hub's ConfigChanged does the same for the
 * other consoles of the business) and says what happened in the server's words.
 */
export function useClosingCategoryMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: configKeys.of("closingCategories") });

  const save = useMutation({
    mutationFn: (body: SaveClosingCategoryBody) => saveClosingCategory(body),
    onSuccess: ({ message }) => {
      void refresh();
      succeeded(message);
    },
  });

  const setActive = useMutation({
    mutationFn: ({ category, active }: { category: ClosingCategory; active: boolean }) =>
      saveClosingCategory({
        id: category.id,
        name: category.name,
        description: category.description,
        status: active ? "active" : "inactive",
      }),
    onSuccess: ({ message }) => {
      void refresh();
      succeeded(message);
    },
    onError: failed,
  });

  const remove = useMutation({
    mutationFn: (category: ClosingCategory) => removeClosingCategory({ id: category.id }),
    onSuccess: (message) => {
      void refresh();
      succeeded(message);
    },
  });

  return { save, setActive, remove };
}
