import { useMutation, useQueryClient } from "@tanstack/react-query";
import { changeLabels, setLabels, updateContactLabels } from "../../../data/chats/label-cache";
import type { LabelChange } from "../../../data/chats/use-label-chat";
import { labelContact } from "../../../data/labels/labels-api";
import { toast } from "../../../lib/notify/toast";

/**
 * Puts labels on the contact of a chat and takes them off (LabelContact). Its detail shows the change at once;
 * a refusal undoes it and says the server's reason. Other consoles hear ContactLabelled.
 */
export function useLabelContact(contactId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: LabelChange) => labelContact({ contactId, ...change }),
    onMutate: (change) => updateContactLabels(client, contactId, changeLabels(change)),
    onError: (error, change) => {
      updateContactLabels(client, contactId, changeLabels({ add: change.remove, remove: change.add }));
      toast.failed(error);
    },
    onSuccess: ({ data }) => updateContactLabels(client, contactId, setLabels(data.labelIds)),
  });
}
