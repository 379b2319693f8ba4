import { type ContactDetail, type ContactPage, HUB_EVENTS } from "@consola/shared";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { changeLabels, setLabels } from "../../../data/chats/label-cache";
import { useLabelChange } from "../../../data/chats/use-label-chat";
import { labelContact } from "../../../data/labels/labels-api";
import { useHubEvent } from "../../../lib/hub/hub-context";
import { refreshQueries } from "../../../lib/query/refresh-queries";
import { contactKeys } from "../api/contacts-api";

type LabelIdsUpdate = ReturnType<typeof setLabels>;

/** The contacts' labels in their details and in every cached page of the list that holds one of them. */
function updateContactLabels(
  client: QueryClient,
  contactIds: readonly number[],
  update: LabelIdsUpdate,
): void {
  const changed = new Set(contactIds);
  for (const contactId of changed) {
    client.setQueryData<ContactDetail>(contactKeys.detail(contactId), (contact) =>
      contact ? { ...contact, labelIds: update(contact.labelIds) } : contact,
    );
  }
  for (const [key, page] of client.getQueriesData<ContactPage>({ queryKey: contactKeys.lists })) {
    if (!page?.items.some((item) => changed.has(item.id))) continue;
    client.setQueryData<ContactPage>(key, {
      ...page,
      items: page.items.map((item) =>
        changed.has(item.id) ? { ...item, labelIds: update(item.labelIds) } : item,
      ),
    });
  }
}

/** Puts labels on a contact and takes them off (LabelContact), in its detail and every cached list page. */
export function useLabelContact(contactId: number) {
  return useLabelChange(
    (change) => labelContact({ contactId, ...change }),
    (client, update) => updateContactLabels(client, [contactId], update),
  );
}

/**
 * ContactLabelled: someone of the business labelled a contact; the contacts screen's caches take the server's
 * list. ContactsRelabelled: a bulk action's batch changed many; they take the change. The chats' listener
 * (data/chats) does the same for the workspace's contact detail. A segment or the fields changed: a list of a
 * segment's members reads again.
 */
export function useContactLabelsSync(): void {
  const client = useQueryClient();
  // A segment saved in any console may change who its members are: the pages narrowed by a segment read again.
  useHubEvent(HUB_EVENTS.configChanged, (event) => {
    if (event.what !== "segments" && event.what !== "contactFields") return;
    for (const [key] of client.getQueriesData<ContactPage>({ queryKey: contactKeys.lists })) {
      const query = key[2];
      const ofSegment =
        typeof query === "object" && query !== null && "segmentId" in query && query.segmentId !== null;
      if (ofSegment) refreshQueries(client, key);
    }
  });
  useHubEvent(HUB_EVENTS.contactLabelled, (event) =>
    updateContactLabels(client, [event.contactId], setLabels(event.labelIds)),
  );
  useHubEvent(HUB_EVENTS.contactsRelabelled, (event) =>
    updateContactLabels(client, event.contactIds, changeLabels(event)),
  );
}
