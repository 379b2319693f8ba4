import type { ContactField, SaveContactFieldBody } from "@consola/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useConfigBusiness } from "../../../data/config/config-business";
import { useConfigMutation } from "../../../data/config/use-config-mutation";
import {
  removeContactField,
  reorderContactFields,
  saveContactField,
} from "../../../data/contact-fields/contact-fields-api";
import { contactFieldQueries } from "../../../data/contact-fields/queries";

/**
 * Save, remove and reorder; each reads the fields again (ConfigChanged does the same in the business's other
 * consoles, their contact forms included). A removal says how many contacts lost a value with it; a move
 * shows at once and goes back if the server refuses it.
 */
export function useContactFieldMutations() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const businessId = useConfigBusiness();
  const listKey = contactFieldQueries.list(businessId).queryKey;
  const changes = ["contactFields"] as const;
  const save = useConfigMutation({
    mutationFn: (body: SaveContactFieldBody) => saveContactField(body, businessId),
    changes,
  });
  const remove = useConfigMutation({
    mutationFn: async (field: ContactField) => {
      const { data, message } = await removeContactField(field.id, businessId);
      const said = message.replace(/\.$/, "");
      const count = data.clearedContacts;
      return count === 0
        ? t("contactFields.remove.clearedNone", { message: said })
        : t("contactFields.remove.cleared", { message: said, count });
    },
    changes,
    autoClose: 6_000,
  });
  const reorder = useConfigMutation({
    mutationFn: (ids: number[]) => reorderContactFields(ids, businessId),
    changes,
    toastFailure: true,
    onSaved: ({ data }) => client.setQueryData(listKey, data),
  });
  /** Puts the fields in the order given at once, then asks the server for it. */
  const move = (fields: ContactField[]) => {
    const previous = client.getQueryData(listKey);
    client.setQueryData(
      listKey,
      fields.map((field, index) => ({ ...field, position: index + 1 })),
    );
    return reorder.mutateAsync(fields.map((field) => field.id)).catch(() => {
      if (previous) client.setQueryData(listKey, previous);
    });
  };
  return { save, remove, move, moving: reorder.isPending };
}
