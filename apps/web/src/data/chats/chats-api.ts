import {
  type ChatMood,
  type ChatSummary,
  chatClosingEndpoints,
  contactsEndpoints,
  conversationsEndpoints,
  type messagePageSchema,
  messagesEndpoints,
  type transferCandidateSchema,
} from "@consola/shared";
import type { z } from "zod";
import { call } from "../../lib/api/call";

export type MyChatsFilter = { search?: string; unreadOnly?: boolean; take: number; after?: string };
export type TransferCandidate = z.infer<typeof transferCandidateSchema>;
export type MessagePage = z.infer<typeof messagePageSchema>;
export type MessageTarget = { conversationId?: number; contactId?: number };
export type TemplateSend = { templateName: string; language: string; params: string[] };

/** The page size of message history (the server allows up to 200). */
export const MESSAGE_PAGE_SIZE = 50;

/** SMS and MMS chats go through the voip endpoints; WhatsApp through /api/wp. */
const isSmsLine = (chat: Pick<ChatSummary, "channel">) => chat.channel !== "whatsapp";

/** The answer's data, for calls whose message nobody shows. */
const dataOf = async <T>(answer: Promise<{ data: T }>): Promise<T> => (await answer).data;

export const chatsApi = {
  myChats: (filter: MyChatsFilter, signal?: AbortSignal) =>
    dataOf(call(conversationsEndpoints.mine, filter, { signal })),
  /** The header's dropdown: my chats with unread messages. */
  unreadChats: (take: number, signal?: AbortSignal) =>
    dataOf(call(conversationsEndpoints.mine, { unreadOnly: true, take }, { signal })),
  summary: (conversationId: number, signal?: AbortSignal) =>
    dataOf(call(conversationsEndpoints.summary, { conversationId }, { signal })),
  messages: (target: MessageTarget & { beforeId?: number }, signal?: AbortSignal) =>
    dataOf(call(messagesEndpoints.listInChat, { ...target, take: MESSAGE_PAGE_SIZE }, { signal })),
  markSeen: (conversationId: number) => dataOf(call(messagesEndpoints.markSeen, { conversationId })),
  /** clientId: a uuid per message; a retry with the same one returns the stored message, not a second send. */
  sendText: (chat: ChatSummary, message: string, clientId: string) =>
    dataOf(
      call(isSmsLine(chat) ? messagesEndpoints.sendSms : messagesEndpoints.sendText, {
        conversationId: chat.id,
        message,
        clientId,
      }),
    ),
  sendFile: (chat: ChatSummary, file: File, caption: string) => {
    const form = new FormData();
    form.set("conversationId", String(chat.id));
    form.set("caption", caption);
    form.set("file", file, file.name);
    return dataOf(call(isSmsLine(chat) ? messagesEndpoints.sendMms : messagesEndpoints.sendMedia, form));
  },
  templates: () => dataOf(call(messagesEndpoints.templates)),
  sendTemplate: (conversationId: number, template: TemplateSend) =>
    dataOf(call(messagesEndpoints.sendTemplate, { conversationId, ...template })),
  startByTemplate: (input: { phoneNumber: string; name?: string } & TemplateSend) =>
    dataOf(call(messagesEndpoints.startByTemplate, input)),
  startBySms: (input: { phoneNumber: string; name?: string; message: string }) =>
    dataOf(call(messagesEndpoints.startBySms, input)),
  changeStatus: (input: { conversationId: number; status: ChatMood; comments: string }) =>
    call(conversationsEndpoints.changeStatus, input),
  close: (input: { conversationId: number; status: ChatMood; comments: string; closingCategoryId: number }) =>
    call(chatClosingEndpoints.close, input),
  reassign: (input: { conversationId: number; agentId: number; comments?: string }) =>
    call(conversationsEndpoints.reassign, input),
  contactDetail: (contactId: number, signal?: AbortSignal) =>
    dataOf(call(contactsEndpoints.detail, undefined, { query: { contact_id: contactId }, signal })),
};
