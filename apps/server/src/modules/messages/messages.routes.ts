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
import { ValidationError } from "../../domain/errors.js";
import { transact } from "../../events/transact.js";
import { ok, okSchema } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { perUserLimit } from "../../http/user-rate-limit.js";
import { requireBusinessUser } from "../../tenancy/auth-context.js";
import { authOf } from "../auth/authenticate.js";
import { receiveUpload } from "../media/receive-upload.js";
import { callWithBody, okRoutes } from "../ok-routes.js";
import { sendableTemplates } from "../templates/sendable-templates.js";
import { listMessages, markMessagesSeen } from "./read-messages.js";
import { chatUploadPolicy, sendMedia, sendText } from "./send-message.js";
import { sendTemplate, startConversation } from "./send-template.js";

const tags = ["messages"];

export function messageRoutes(deps: AppDeps) {
  const sendLimit = perUserLimit(deps.config.writeLimits, "sendsPerMinute");
  const uploadLimit = perUserLimit(deps.config.writeLimits, "uploadsPerMinute");
  return async function register(app: App) {
    const route = okRoutes(app, tags);
    const sending = { data: messageViewSchema, rateLimit: sendLimit };
    for (const url of ["/api/wp/ListMessage", "/api/chat/ListMessage"]) {
      route.post(
        url,
        {
          summary: "Messages of a chat or of a contact, paged",
          body: listMessagesBodySchema,
          data: messagePageSchema,
        },
        callWithBody(deps, listMessages),
      );
    }
    route.post(
      "/api/chat/SeeToMessage",
      {
        summary: "Mark a chat's messages as seen",
        body: seeMessagesBodySchema,
        data: z.object({ conversationId: z.number(), unreadCount: z.number(), totalUnread: z.number() }),
      },
      callWithBody(deps, markMessagesSeen),
    );
    route.post(
      "/api/wp/SendMessage",
      {
        summary: "Send text in a WhatsApp chat (inside the 24-hour window)",
        body: sendMessageBodySchema,
        ...sending,
      },
      async ({ auth, body }) => ok(await sendText(deps, auth, body, "whatsapp"), CHAT_MESSAGES.messageSent),
    );
    route.post(
      "/api/voip/SendSMS",
      { summary: "Send an SMS in an SMS chat", body: sendMessageBodySchema, ...sending },
      async ({ auth, body }) => ok(await sendText(deps, auth, body, "sms"), CHAT_MESSAGES.messageSent),
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
            response: { 200: okSchema(messageViewSchema) },
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
    route.post(
      "/api/wp/SendTemplate",
      { summary: "Send an approved template in a WhatsApp chat", body: sendTemplateBodySchema, ...sending },
      callWithBody(deps, sendTemplate, CHAT_MESSAGES.templateSent),
    );
    route.post(
      "/api/wp/SendNewContact",
      {
        summary: "Start a WhatsApp chat with a number, by template",
        body: sendNewContactBodySchema,
        ...sending,
      },
      async ({ auth, body }) =>
        ok(await startConversation(deps, auth, { kind: "whatsapp", ...body }), CHAT_MESSAGES.templateSent),
    );
    route.post(
      "/api/voip/SendNew",
      { summary: "Start an SMS chat with a number", body: sendNewSmsBodySchema, ...sending },
      async ({ auth, body }) =>
        ok(await startConversation(deps, auth, { kind: "sms", ...body }), CHAT_MESSAGES.messageSent),
    );
    route.post(
      "/api/wp/GetTemplateList",
      { summary: "Templates of the business's WhatsApp line", data: z.array(templateSchema) },
      async ({ auth }) => {
        const actor = requireBusinessUser(auth);
        const channel = await transact(deps, (tx) =>
          activeChannelFor(tx, actor.businessId, "whatsapp", deps.config.secretsKey),
        );
        return ok(await sendableTemplates(deps, channel));
      },
    );
  };
}
