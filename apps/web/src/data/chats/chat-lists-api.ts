import {
  type ChatPage,
  type ChatSummary,
  type ChatTransfer,
  chatPageSchema,
  chatSummarySchema,
  chatTransferSchema,
  messagePageSchema,
  transferCandidateSchema,
} from "@consola/shared";
import { z } from "zod";
import { api } from "../../lib/api/api";
import { parseResponse } from "../../lib/api/parse-response";
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
  take: number;
  skip: number;
};

export type ActionResult = { summary: ChatSummary; message: string };

/** Empty filters stay out of the request, so the server sees only what the user asked for. */
function compact(query: ChatListQuery): Record<string, string | number> {
  const out: Record<string, string | number> = { take: query.take, skip: query.skip };
  if (query.agentName?.trim()) out.agentName = query.agentName.trim();
  if (query.contactNumber?.trim()) out.contactNumber = query.contactNumber.trim();
  if (query.closingDay) out.closingDay = query.closingDay;
  if (query.status) out.status = query.status;
  return out;
}

export async function fetchChatList(
  kind: ChatListKind,
  query: ChatListQuery,
  signal?: AbortSignal,
): Promise<ChatPage> {
  const params = compact(query);
  const options = { signal };
  const data = await (kind === "pending"
    ? api.post<unknown>("/api/wp/ListMessagePendient", params, options)
    : kind === "active"
      ? api.get<unknown>("/api/admin/ListMessageActive", params, options)
      : kind === "bot"
        ? api.get<unknown>("/api/admin/ListMessageBot", params, options)
        : api.post<unknown>("/api/admin/ListContactCloseTimeout", params, options));
  return parseResponse(chatPageSchema, data, `chat list ${kind}`);
}

export async function fetchChatSummary(conversationId: number, signal?: AbortSignal): Promise<ChatSummary> {
  const data = await api.post<unknown>("/api/chat/Summary", { conversationId }, { signal });
  return parseResponse(chatSummarySchema, data, "Summary");
}

export async function fetchMessages(
  input: { conversationId?: number; contactId?: number; beforeId?: number | undefined; take?: number },
  signal?: AbortSignal,
): Promise<MessagePage> {
  const data = await api.post<unknown>("/api/wp/ListMessage", input, { signal });
  return parseResponse(messagePageSchema, data, "ListMessage");
}

/** Transfers: who handed the chat (or the contact's chats) to whom, when and why, oldest first. */
export async function fetchChatTransfers(
  target: { conversationId?: number; contactId?: number },
  signal?: AbortSignal,
): Promise<ChatTransfer[]> {
  const data = await api.post<unknown>("/api/chat/Transfers", target, { signal });
  return parseResponse(z.array(chatTransferSchema), data, "Transfers");
}

export async function fetchTransferCandidates(signal?: AbortSignal): Promise<TransferCandidate[]> {
  const data = await api.post<unknown>("/api/wp/ListUser", undefined, { signal });
  return parseResponse(z.array(transferCandidateSchema), data, "ListUser");
}

async function summaryAction(path: string, body: unknown): Promise<ActionResult> {
  const { data, message } = await api.request<unknown>(path, { body });
  return { summary: parseResponse(chatSummarySchema, data, path), message };
}

/** agentId 0 takes the chat for oneself; another id assigns it (managers). */
export function takePendingChat(id: number, agentId: number): Promise<ActionResult> {
  return summaryAction("/api/wp/TakePendient", { id, agentId });
}

export function reassignChat(
  conversationId: number,
  agentId: number,
  comments?: string,
): Promise<ActionResult> {
  return summaryAction("/api/chat/ReassignChat", {
    conversationId,
    agentId,
    ...(comments?.trim() ? { comments: comments.trim() } : {}),
  });
}

export async function deleteChat(id: number): Promise<string> {
  const { message } = await api.request<unknown>("/api/admin/DeleteChat", { body: { id } });
  return message;
}
