import {
  CHAT_MESSAGES,
  conversationIdSchema,
  listMessagesBodySchema,
  messagePageSchema,
  messageViewSchema,
  seeMessagesBodySchema,
  sendMessageBodySchema,
  sendNewContactBodySchema,
  sendNewSmsBodySchema,
  sendTemplateBodySchema,
  templateSchema,
} from "@consola/shared";
import { z } from "zod";
import { activeChannelFor } from "../../channels/channel.repo.js";
import type { AppDeps } from "../../deps.js";
import { transact } from "../../events/transact.js";
import { ok, okSchema } from "../../http/envelope.js";
import { ValidationError } from "../../http/errors.js";
import type { App } from "../../http/fastify-types.js";
import { perUserLimit } from "../../http/user-rate-limit.js";
import { requireBusinessUser } from "../../tenancy/auth-context.js";
import { authOf } from "../auth/authenticate.js";
import { receiveUpload } from "../media/receive-upload.js";
import { sendableTemplates } from "../templates/sendable-templates.js";
import { listMessages, markMessagesSeen } from "./read-messages.js";
import { chatUploadPolicy, sendMedia, sendText } from "./send-message.js";
import { sendTemplate, startConversation } from "./send-template.js";

const tags = ["messages"];
const sent = { 200: okSchema(messageViewSchema) };

export function messageRoutes(deps: AppDeps) {
  const sendLimit = perUserLimit(deps.config.writeLimits, "sendsPerMinute");
  const uploadLimit = perUserLimit(deps.config.writeLimits, "uploadsPerMinute");
  return async function register(app: App) {
    for (const url of ["/api/wp/ListMessage", "/api/chat/ListMessage"]) {
      app.post(
        url,
        {
          schema: {
            tags,
            summary: "Messages of a chat or of a contact, paged",
            body: listMessagesBodySchema,
            response: { 200: okSchema(messagePageSchema) },
          },
        },
        async (request) => ok(await listMessages(deps, authOf(request), request.body)),
      );
    }
    app.post(
      "/api/chat/SeeToMessage",
      {
        schema: {
          tags,
          summary: "Mark a chat's messages as seen",
          body: seeMessagesBodySchema,
          response: {
            200: okSchema(
              z.object({ conversationId: z.number(), unreadCount: z.number(), totalUnread: z.number() }),
            ),
          },
        },
      },
      async (request) => ok(await markMessagesSeen(deps, authOf(request), request.body)),
    );
    app.post(
      "/api/wp/SendMessage",
      {
        config: { rateLimit: sendLimit },
        schema: {
          tags,
          summary: "Send text in a WhatsApp chat (inside the 24-hour window)",
          body: sendMessageBodySchema,
          response: sent,
        },
      },
      async (request) =>
        ok(await sendText(deps, authOf(request), request.body, "whatsapp"), CHAT_MESSAGES.messageSent),
    );
    app.post(
      "/api/voip/SendSMS",
      {
        config: { rateLimit: sendLimit },
        schema: { tags, summary: "Send an SMS in an SMS chat", body: sendMessageBodySchema, response: sent },
      },
      async (request) =>
        ok(await sendText(deps, authOf(request), request.body, "sms"), CHAT_MESSAGES.messageSent),
    );
    for (const [url, kind] of [
      ["/api/wp/SendMedia", "whatsapp"],
      ["/api/voip/SendMMS", "sms"],
    ] as const) {
      app.post(
        url,
        {
          config: { rateLimit: uploadLimit },
          schema: {
            tags,
            summary: `Send a file (multipart: conversationId, caption, file) in a ${kind === "whatsapp" ? "WhatsApp" : "SMS/MMS"} chat`,
            consumes: ["multipart/form-data"],
            response: sent,
          },
        },
        async (request) => {
          const auth = authOf(request);
          const form = await receiveUpload(deps, request, chatUploadPolicy(deps, auth, kind));
          // The policy read the same fields (none may follow the file), so only a form without a file fails here.
          const conversationId = conversationIdSchema.safeParse(form.fields.conversationId);
          if (!conversationId.success) throw new ValidationError(CHAT_MESSAGES.chatNotFound);
          const caption = (form.fields.caption ?? "").trim().slice(0, 1_024);
          const message = await sendMedia(
            deps,
            auth,
            { conversationId: conversationId.data, caption, file: form.file },
            kind,
          );
          return ok(message, CHAT_MESSAGES.messageSent);
        },
      );
    }
    app.post(
      "/api/wp/SendTemplate",
      {
        config: { rateLimit: sendLimit },
        schema: {
          tags,
          summary: "Send an approved template in a WhatsApp chat",
          body: sendTemplateBodySchema,
          response: sent,
        },
      },
      async (request) =>
        ok(await sendTemplate(deps, authOf(request), request.body), CHAT_MESSAGES.templateSent),
    );
    app.post(
      "/api/wp/SendNewContact",
      {
        config: { rateLimit: sendLimit },
        schema: {
          tags,
          summary: "Start a WhatsApp chat with a number, by template",
          body: sendNewContactBodySchema,
          response: sent,
        },
      },
      async (request) =>
        ok(
          await startConversation(deps, authOf(request), { kind: "whatsapp", ...request.body }),
          CHAT_MESSAGES.templateSent,
        ),
    );
    app.post(
      "/api/voip/SendNew",
      {
        config: { rateLimit: sendLimit },
        schema: {
          tags,
          summary: "Start an SMS chat with a number",
          body: sendNewSmsBodySchema,
          response: sent,
        },
      },
      async (request) =>
        ok(
          await startConversation(deps, authOf(request), { kind: "sms", ...request.body }),
          CHAT_MESSAGES.messageSent,
        ),
    );
    app.post(
      "/api/wp/GetTemplateList",
      {
        schema: {
          tags,
          summary: "Templates of the business's WhatsApp line",
          response: { 200: okSchema(z.array(templateSchema)) },
        },
      },
      async (request) => {
        const actor = requireBusinessUser(authOf(request));
        const channel = await transact(deps, (tx) =>
          activeChannelFor(tx, actor.businessId, "whatsapp", deps.config.secretsKey),
        );
        return ok(await sendableTemplates(deps, channel));
      },
    );
  };
}
