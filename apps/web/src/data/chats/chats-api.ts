import type {
  ChatMood,
  ChatPage,
  ChatSummary,
  ChatTemplate,
  ContactDetail,
  MessageView,
  transferCandidateSchema,
} from "@consola/shared";
import type { z } from "zod";
import { api } from "../../lib/api/api";

export type MyChatsFilter = { search?: string; unreadOnly?: boolean; take: number; after?: string };
export type TransferCandidate = z.infer<typeof transferCandidateSchema>;
export type MessagePage = { items: MessageView[]; hasMore: boolean };
export type MessageTarget = { conversationId?: number; contactId?: number };
export type TemplateSend = { templateName: string; language: string; params: string[] };

/** The page size of message history (the server allows up to 200). */
export const MESSAGE_PAGE_SIZE = 50;

/** SMS and MMS chats go through the voip endpoints; WhatsApp through /api/wp. */
const isSmsLine = (chat: Pick<ChatSummary, "channel">) => chat.channel !== "whatsapp";

export const chatsApi = {
  myChats: (filter: MyChatsFilter, signal?: AbortSignal) =>
    api.post<ChatPage>("/api/admin/ListContactCurrentFind", filter, { signal }),
  /** The header's dropdown: my chats with unread messages. */
  unreadChats: (take: number, signal?: AbortSignal) =>
    api.post<ChatPage>("/api/admin/ListContactCurrentFind", { unreadOnly: true, take }, { signal }),
  summary: (conversationId: number, signal?: AbortSignal) =>
    api.post<ChatSummary>("/api/chat/Summary", { conversationId }, { signal }),
  messages: (target: MessageTarget & { beforeId?: number }, signal?: AbortSignal) =>
    api.post<MessagePage>("/api/chat/ListMessage", { ...target, take: MESSAGE_PAGE_SIZE }, { signal }),
  markSeen: (conversationId: number) =>
    api.post<{ conversationId: number; unreadCount: number; totalUnread: number }>("/api/chat/SeeToMessage", {
      conversationId,
    }),
  /** clientId: a uuid per message; a retry with the same one returns the stored message, not a second send. */
  sendText: (chat: ChatSummary, message: string, clientId: string) =>
    api.post<MessageView>(isSmsLine(chat) ? "/api/voip/SendSMS" : "/api/wp/SendMessage", {
      conversationId: chat.id,
      message,
      clientId,
    }),
  sendFile: (chat: ChatSummary, file: File, caption: string) => {
    const form = new FormData();
    form.set("conversationId", String(chat.id));
    form.set("caption", caption);
    form.set("file", file, file.name);
    return api.postForm<MessageView>(isSmsLine(chat) ? "/api/voip/SendMMS" : "/api/wp/SendMedia", form);
  },
  templates: () => api.post<ChatTemplate[]>("/api/wp/GetTemplateList"),
  sendTemplate: (conversationId: number, template: TemplateSend) =>
    api.post<MessageView>("/api/wp/SendTemplate", { conversationId, ...template }),
  startByTemplate: (input: { phoneNumber: string; name?: string } & TemplateSend) =>
    api.post<MessageView>("/api/wp/SendNewContact", input),
  startBySms: (input: { phoneNumber: string; name?: string; message: string }) =>
    api.post<MessageView>("/api/voip/SendNew", input),
  changeStatus: (input: { conversationId: number; status: ChatMood; comments: string }) =>
    api.request<ChatSummary>("/api/chat/ChangeStatus", { body: input }),
  close: (input: { conversationId: number; status: ChatMood; comments: string; closingCategoryId: number }) =>
    api.request<ChatSummary>("/api/wp/CloseMessage", { body: input }),
  reassign: (input: { conversationId: number; agentId: number; comments?: string }) =>
    api.request<ChatSummary>("/api/chat/ReassignChat", { body: input }),
  contactDetail: (contactId: number, signal?: AbortSignal) =>
    api.get<ContactDetail>("/api/admin/Detail", { contact_id: contactId }, { signal }),
};

/** The path of a message's file; the key is base64 and may hold "/" or "+". */
export function mediaPath(key: string, kind: "show" | "download"): string {
  return kind === "show"
    ? `/api/image/show/${encodeURIComponent(key)}`
    : `/api/image/Download/${encodeURIComponent(key)}`;
}
