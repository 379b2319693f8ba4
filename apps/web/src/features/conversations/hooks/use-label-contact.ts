import { updateContactLabels } from "../../../data/chats/label-cache";
import { useLabelChange } from "../../../data/chats/use-label-chat";
import { labelContact } from "../../../data/labels/labels-api";

/**
 * Puts labels on the contact of a chat and takes them off (LabelContact); its detail shows the change at once.
 * Other consoles hear ContactLabelled.
 */
export function useLabelContact(contactId: number) {
  return useLabelChange(
    (change) => labelContact({ contactId, ...change }),
    (client, update) => updateContactLabels(client, contactId, update),
  );
}
