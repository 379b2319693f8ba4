import { z } from "zod";
import {
  listMessagesBodySchema,
  messagePageSchema,
  messageViewSchema,
  seeMessagesBodySchema,
  seenMessagesSchema,
  sendMessageBodySchema,
  sendNewContactBodySchema,
  sendNewSmsBodySchema,
  sendTemplateBodySchema,
  templateSchema,
} from "../schemas/conversations.schema.js";
import { ACCESS, type Endpoint, endpoint } from "./endpoint.js";

const tag = "messages";

const listSummary = "Messages of a chat or of a contact, paged";
/** The form's fields (sendMediaFieldsSchema) come before its file, which streams into storage as it arrives. */
const mediaSummary = (line: string) =>
  `Send a file (multipart: conversationId, caption, file) in a ${line} chat`;

/** A chat's messages and what agents send: text, files and templates, by WhatsApp or SMS/MMS. */
export const messagesEndpoints = {
  list: endpoint({
    method: "POST",
    path: "/api/wp/ListMessage",
    summary: listSummary,
    tag,
    access: ACCESS.business,
    body: listMessagesBodySchema,
    answer: messagePageSchema,
  }),
  /** The same list under the chat path, which the console's chat screen calls. */
  listInChat: endpoint({
    method: "POST",
    path: "/api/chat/ListMessage",
    summary: listSummary,
    tag,
    access: ACCESS.business,
    body: listMessagesBodySchema,
    answer: messagePageSchema,
  }),
  markSeen: endpoint({
    method: "POST",
    path: "/api/chat/SeeToMessage",
    summary: "Mark a chat's messages as seen",
    tag,
    access: ACCESS.business,
    body: seeMessagesBodySchema,
    answer: seenMessagesSchema,
  }),
  sendText: endpoint({
    method: "POST",
    path: "/api/wp/SendMessage",
    summary: "Send text in a WhatsApp chat (inside the 24-hour window)",
    tag,
    access: ACCESS.business,
    body: sendMessageBodySchema,
    answer: messageViewSchema,
  }),
  sendSms: endpoint({
    method: "POST",
    path: "/api/voip/SendSMS",
    summary: "Send an SMS in an SMS chat",
    tag,
    access: ACCESS.business,
    body: sendMessageBodySchema,
    answer: messageViewSchema,
  }),
  sendMedia: endpoint({
    method: "POST",
    path: "/api/wp/SendMedia",
    summary: mediaSummary("WhatsApp"),
    tag,
    access: ACCESS.business,
    multipart: true,
    answer: messageViewSchema,
  }),
  sendMms: endpoint({
    method: "POST",
    path: "/api/voip/SendMMS",
    summary: mediaSummary("SMS/MMS"),
    tag,
    access: ACCESS.business,
    multipart: true,
    answer: messageViewSchema,
  }),
  sendTemplate: endpoint({
    method: "POST",
    path: "/api/wp/SendTemplate",
    summary: "Send an approved template in a WhatsApp chat",
    tag,
    access: ACCESS.business,
    body: sendTemplateBodySchema,
    answer: messageViewSchema,
  }),
  startByTemplate: endpoint({
    method: "POST",
    path: "/api/wp/SendNewContact",
    summary: "Start a WhatsApp chat with a number, by template",
    tag,
    access: ACCESS.business,
    body: sendNewContactBodySchema,
    answer: messageViewSchema,
  }),
  startBySms: endpoint({
    method: "POST",
    path: "/api/voip/SendNew",
    summary: "Start an SMS chat with a number",
    tag,
    access: ACCESS.business,
    body: sendNewSmsBodySchema,
    answer: messageViewSchema,
  }),
  templates: endpoint({
    method: "POST",
    path: "/api/wp/GetTemplateList",
    summary: "Templates of the business's WhatsApp line",
    tag,
    access: ACCESS.business,
    answer: z.array(templateSchema),
  }),
} as const satisfies Record<string, Endpoint>;
