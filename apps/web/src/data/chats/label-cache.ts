import type {
  ChatPage,
  ChatSummary,
  ContactDetail,
  HubContactLabelled,
  HubContactsRelabelled,
} from "@consola/shared";
import type { QueryClient } from "@tanstack/react-query";
import { chatKeys } from "./chat-keys";
import type { ChatListData } from "./my-chats-cache";

type LabelIdsUpdate = (labelIds: readonly number[]) => number[];

/** The server keeps a record's labels sorted by id: the cache does the same, so a chip never jumps. */
const sorted = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);

/** A change as the picker makes it: these labels on, those off. */
export function changeLabels(change: { add: readonly number[]; remove: readonly number[] }): LabelIdsUpdate {
  return (ids) => sorted([...ids, ...change.add].filter((id) => !change.remove.includes(id)));
}

/** The record's labels as the server answered them. */
export function setLabels(labelIds: readonly number[]): LabelIdsUpdate {
  return () => sorted(labelIds);
}

function patchSummary(chat: ChatSummary, conversationId: number, update: LabelIdsUpdate): ChatSummary {
  return chat.id === conversationId ? { ...chat, labelIds: update(chat.labelIds) } : chat;
}

function patchPage(page: ChatPage, conversationId: number, update: LabelIdsUpdate): ChatPage {
  if (!page.items.some((chat) => chat.id === conversationId)) return page;
  return { ...page, items: page.items.map((chat) => patchSummary(chat, conversationId, update)) };
}

/**
 * A chat's labels changed: every cached copy of its summary takes them (its own summary, my chats, the lists
 * by kind, the workspace's look-up of a contact's latest chat), so its chips change on every screen at once.
 */
export function updateChatLabels(client: QueryClient, conversationId: number, update: LabelIdsUpdate): void {
  client.setQueryData<ChatSummary>(chatKeys.summary(conversationId), (chat) =>
    chat ? patchSummary(chat, conversationId, update) : chat,
  );
  for (const [key, data] of client.getQueriesData<ChatListData>({ queryKey: chatKeys.myChats() })) {
    if (!data) continue;
    client.setQueryData<ChatListData>(key, {
      ...data,
      pages: data.pages.map((page) => patchPage(page, conversationId, update)),
    });
  }
  for (const [key, page] of client.getQueriesData<ChatPage>({ queryKey: chatKeys.lists })) {
    if (page) client.setQueryData<ChatPage>(key, patchPage(page, conversationId, update));
  }
  for (const [key, chat] of client.getQueriesData<ChatSummary | null>({
    queryKey: chatKeys.latestOfContacts,
  })) {
    if (chat) client.setQueryData<ChatSummary | null>(key, patchSummary(chat, conversationId, update));
  }
}

/** A contact's labels changed: the workspace's contact detail shows them. */
export function updateContactLabels(client: QueryClient, contactId: number, update: LabelIdsUpdate): void {
  client.setQueryData<ContactDetail>(chatKeys.contactDetail(contactId), (contact) =>
    contact ? { ...contact, labelIds: update(contact.labelIds) } : contact,
  );
}

/** ContactLabelled: someone of the business labelled a contact; its detail shows the server's list. */
export function applyContactLabelledEvent(client: QueryClient, event: HubContactLabelled): void {
  updateContactLabels(client, event.contactId, setLabels(event.labelIds));
}

/** ContactsRelabelled: a bulk action's batch; the details of those contacts take its change. */
export function applyContactsRelabelledEvent(client: QueryClient, event: HubContactsRelabelled): void {
  const update = changeLabels(event);
  for (const contactId of event.contactIds) updateContactLabels(client, contactId, update);
}
