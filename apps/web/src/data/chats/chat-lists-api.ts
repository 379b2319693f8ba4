import {
  CHAT_EXPORT_FILE_NAME,
  type ChatListFilter,
  type ChatPage,
  type ChatSummary,
  type ChatTransfer,
  conversationsEndpoints as chats,
  type ExportChatsQuery,
  type LabelMatch,
  messagesEndpoints,
} from "@consola/shared";
import { call, download } from "../../lib/api/call";
import { saveFile } from "../../lib/api/save-file";
import type { MessagePage, TransferCandidate } from "./chats-api";

/** The four lists of spec section 2; each has its own call. */
export type ChatListKind = "pending" | "active" | "bot" | "ended";
export type EndedStatus = "closed" | "timed_out" | "all";

/** What a list page asks the server for (a subset of ChatListFilter, always paged). */
export type ChatListQuery = {
  agentName?: string | undefined;
  contactNumber?: string | undefined;
  closingDay?: string | undefined;
  status?: EndedStatus | undefined;
  labelIds?: number[] | undefined;
  labelMatch?: LabelMatch | undefined;
  campaignId?: number | undefined;
  take: number;
  skip: number;
};

export type ActionResult = { summary: ChatSummary; message: string };

/** Empty filters stay out of the request, so the server sees only what the user asked for. */
function compact(query: ChatListQuery): ChatListFilter {
  const out: ChatListFilter = { take: query.take, skip: query.skip };
  if (query.agentName?.trim()) out.agentName = query.agentName.trim();
  if (query.contactNumber?.trim()) out.contactNumber = query.contactNumber.trim();
  if (query.closingDay) out.closingDay = query.closingDay;
  if (query.status) out.status = query.status;
  // As "3,7": the GET lists carry it in the query string, which has one value per name.
  if (query.labelIds?.length) out.labelIds = query.labelIds.join(",");
  if (query.labelMatch) out.labelMatch = query.labelMatch;
  if (query.campaignId) out.campaignId = query.campaignId;
  return out;
}

export async function fetchChatList(
  kind: ChatListKind,
  query: ChatListQuery,
  signal?: AbortSignal,
): Promise<ChatPage> {
  const filter = compact(query);
  const answer = await (kind === "pending"
    ? call(chats.pending, filter, { signal })
    : kind === "active"
      ? call(chats.active, undefined, { query: filter, signal })
      : kind === "bot"
        ? call(chats.bot, undefined, { query: filter, signal })
        : call(chats.ended, filter, { signal }));
  return answer.data;
}

export async function fetchChatSummary(conversationId: number, signal?: AbortSignal): Promise<ChatSummary> {
  return (await call(chats.summary, { conversationId }, { signal })).data;
}

export async function fetchMessages(
  input: { conversationId?: number; contactId?: number; beforeId?: number | undefined; take?: number },
  signal?: AbortSignal,
): Promise<MessagePage> {
  return (await call(messagesEndpoints.list, input, { signal })).data;
}

/** Transfers: who handed the chat (or the contact's chats) to whom, when and why, oldest first. */
export async function fetchChatTransfers(
  target: { conversationId?: number; contactId?: number },
  signal?: AbortSignal,
): Promise<ChatTransfer[]> {
  return (await call(chats.transfers, target, { signal })).data;
}

export async function fetchTransferCandidates(signal?: AbortSignal): Promise<TransferCandidate[]> {
  return (await call(chats.candidates, undefined, { signal })).data;
}

/** agentId 0 takes the chat for oneself; another id assigns it (managers). */
export async function takePendingChat(id: number, agentId: number): Promise<ActionResult> {
  const { data, message } = await call(chats.take, { id, agentId });
  return { summary: data, message };
}

export async function reassignChat(
  conversationId: number,
  agentId: number,
  comments?: string,
): Promise<ActionResult> {
  const { data, message } = await call(chats.reassign, {
    conversationId,
    agentId,
    ...(comments?.trim() ? { comments: comments.trim() } : {}),
  });
  return { summary: data, message };
}

export async function deleteChat(id: number): Promise<string> {
  return (await call(chats.remove, { id })).message;
}

/** What a chats export takes: a list's filters (the list named), or a selection of its chats. */
export type ChatsExport = {
  matching: Omit<ExportChatsQuery, "conversation_ids">;
  conversationIds?: readonly number[] | undefined;
};

/**
 * ExportChats answers a CSV file, not the JSON envelope: the client's binary path fetches it and the browser
 * saves it.
 */
export async function downloadChatsCsv(scope: ChatsExport): Promise<void> {
  const ids = scope.conversationIds ? { conversation_ids: scope.conversationIds.join(",") } : {};
  const blob = await download(chats.export, { query: { ...scope.matching, ...ids } });
  saveFile(blob, CHAT_EXPORT_FILE_NAME);
}
