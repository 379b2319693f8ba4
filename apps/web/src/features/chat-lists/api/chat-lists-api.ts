import {
  type ChatPage,
  type ChatSummary,
  chatPageSchema,
  chatSummarySchema,
  type MessageView,
  messagePageSchema,
  transferCandidateSchema,
} from "@consola/shared";
import { z } from "zod";
import { api } from "../../../lib/api/api";
import { parseResponse } from "../../../lib/api/parse-response";

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

export type TransferCandidate = z.infer<typeof transferCandidateSchema>;
export type MessagePage = { items: MessageView[]; hasMore: boolean };
export type ActionResult = { summary: ChatSummary; message: string };

/** Query keys: hub handlers update or invalidate exactly the lists they concern. */
export const chatListKeys = {
  all: ["chat-lists"] as const,
  kind: (kind: ChatListKind) => ["chat-lists", kind] as const,
  list: (kind: ChatListKind, query: ChatListQuery) => ["chat-lists", kind, query] as const,
  summary: (conversationId: number) => ["chat-summary", conversationId] as const,
  messages: (conversationId: number) => ["chat-messages", conversationId] as const,
  latestConversation: (contactId: number) => ["chat-latest-conversation", contactId] as const,
  candidates: ["chat-transfer-candidates"] as const,
};

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
