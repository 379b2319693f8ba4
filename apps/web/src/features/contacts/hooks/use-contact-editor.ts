import type { AddContactBody, ContactDetail } from "@consola/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "../../../lib/notify/toast";
import { contactQueries } from "../queries";
import { useContactMutations } from "./use-contact-mutations";
import type { useContactParams } from "./use-contact-params";

type Params = ReturnType<typeof useContactParams>;

/**
 * Which contact the form edits. A new contact comes from the URL (new=new); an edit needs the full detail,
 * which a list row does not carry, so it is fetched (or taken from the cache) first.
 */
export function useContactEditor({ params, update }: Params) {
  const client = useQueryClient();
  const mutations = useContactMutations();
  const [editing, setEditing] = useState<ContactDetail | null>(null);

  const edit = async (contactId: number) => {
    try {
      const detail = await client.fetchQuery(contactQueries.detail(contactId));
      setEditing(detail);
    } catch (error) {
      toast.failed(error, { bordered: true });
    }
  };

  const close = () => {
    setEditing(null);
    if (params.creating) update({ new: null });
  };

  const submit = async (body: AddContactBody) => {
    const { contact } = await mutations.save.mutateAsync(editing ? { ...body, id: editing.id } : body);
    const created = !editing;
    setEditing(null);
    // A new contact opens its detail: the natural next step is to check what was saved.
    update(created ? { new: null, tok: String(contact.id) } : {});
  };

  return {
    opened: editing !== null || params.creating,
    contact: editing,
    edit,
    close,
    submit,
    mutations,
  };
}
