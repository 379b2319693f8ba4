import type { MessageView } from "@consola/shared";
import type { InfiniteData } from "@tanstack/react-query";
import type { MessagePage } from "./chats-api";

/** pages[0] is the newest page; each later page is older (fetched with beforeId). */
export type MessageData = InfiniteData<MessagePage>;

/**
 * A message the agent just sent, shown before the server answers: its id is negative until then, and its
 * clientId (a uuid sent with texts) is what the stored copy echoes back.
 */
export type PendingMessage = MessageView;

const isPending = (message: MessageView) => message.id < 0 && message.clientId !== null;

/** Oldest first, one copy of each message. */
export function flattenMessages(data: MessageData | undefined): PendingMessage[] {
  if (!data) return [];
  const seen = new Set<number>();
  const items: PendingMessage[] = [];
  for (const page of [...data.pages].reverse()) {
    for (const message of page.items) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      items.push(message);
    }
  }
  return items;
}

const STATUS_RANK: Record<MessageView["status"], number> = {
  received: 0,
  queued: 1,
  sending: 2,
  sent: 3,
  delivered: 4,
  read: 5,
  failed: 6,
};

/**
 * Two copies of one message (the send's answer, the hub's NewMessage, a MessageStatus in between) arrive in
 * any order: the status never goes back, and a file once fetched stays fetched.
 */
function newerOf(current: MessageView, incoming: MessageView): MessageView {
  const keepStatus = STATUS_RANK[current.status] > STATUS_RANK[incoming.status];
  return {
    ...incoming,
    ...(keepStatus ? { status: current.status, error: current.error } : {}),
    ...(current.media && !current.mediaPending ? { media: current.media, mediaPending: false } : {}),
  };
}

function isCopyOf(pending: PendingMessage, message: MessageView): boolean {
  if (!isPending(pending) || pending.direction !== message.direction || pending.type !== message.type) {
    return false;
  }
  // The stored copy of a text sent with a clientId echoes it: match by id, not by content (two equal texts
  // sent quickly stay two). Files, templates and the simulator's sends carry none: their content decides.
  if (message.clientId !== null) return pending.clientId === message.clientId;
  switch (message.type) {
    case "location":
      return (
        pending.location?.latitude === message.location?.latitude &&
        pending.location?.longitude === message.location?.longitude
      );
    case "image":
    case "media":
      return pending.caption === message.caption && pending.media?.name === message.media?.name;
    default:
      return pending.body === message.body;
  }
}

/**
 * Adds a message to the newest page, or replaces the copy already there. The hub often brings a sent message
 * before the send's own answer: it then takes the place of its optimistic copy instead of doubling it.
 */
export function upsertMessage(data: MessageData, message: PendingMessage): MessageData {
  const current = data.pages.flatMap((page) => page.items).find((item) => item.id === message.id);
  if (current) return patchMessage(data, message.id, newerOf(current, message));
  if (!isPending(message)) {
    let replaced = false;
    const pages = data.pages.map((page) => ({
      ...page,
      items: page.items.map((item) => {
        if (replaced || !isCopyOf(item, message)) return item;
        replaced = true;
        return message;
      }),
    }));
    if (replaced) return { ...data, pages };
  }
  const [newest, ...older] = data.pages;
  if (!newest) return { ...data, pages: [{ items: [message], hasMore: false }], pageParams: [null] };
  return { ...data, pages: [{ ...newest, items: [...newest.items, message] }, ...older] };
}

/**
 * A read of the history that started before the hub's events arrived answers with what the server had then:
 * the cached copies keep the statuses they reached since (a message sent, then its read receipt), and the
 * messages that came after the read (the hub's, an optimistic copy) stay after the answer's newest. Without it
 * the answer to the read that opening a chat starts put a message sent meanwhile back to "queued" for good.
 * `cached` is the newest page the cache holds as the answer arrives.
 */
export function keepWhatTheCacheLearned(cached: MessagePage | undefined, fetched: MessagePage): MessagePage {
  if (!cached) return fetched;
  const known = new Map(cached.items.map((item) => [item.id, item]));
  const fetchedIds = new Set(fetched.items.map((item) => item.id));
  const newestFetched = Math.max(0, ...fetchedIds);
  // An optimistic copy whose stored message the answer already holds goes, as upsertMessage replaces it.
  const later = cached.items.filter(
    (item) =>
      !fetchedIds.has(item.id) &&
      (isPending(item) ? !fetched.items.some((stored) => isCopyOf(item, stored)) : item.id > newestFetched),
  );
  return {
    ...fetched,
    items: [
      ...fetched.items.map((item) => {
        const current = known.get(item.id);
        return current ? newerOf(current, item) : item;
      }),
      ...later,
    ],
  };
}

export function patchMessage(data: MessageData, id: number, patch: Partial<MessageView>): MessageData {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((item) => (item.id === id ? { ...item, ...patch } : item)),
    })),
  };
}

/** The server answered a send: its message takes the place of the optimistic one. */
export function reconcileMessage(data: MessageData, clientId: string, sent: MessageView): MessageData {
  const withoutPending: MessageData = {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.filter((item) => !(isPending(item) && item.clientId === clientId)),
    })),
  };
  return upsertMessage(withoutPending, sent);
}

export function dropPending(data: MessageData, clientId: string): MessageData {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.filter((item) => !(isPending(item) && item.clientId === clientId)),
    })),
  };
}
