import { CHAT_MESSAGES, messagesEndpoints as messages, sendMediaFieldsSchema } from "@consola/shared";
import { activeChannelFor } from "../../channels/channel.repo.js";
import type { AppDeps } from "../../deps.js";
import { ValidationError } from "../../domain/errors.js";
import { transact } from "../../events/transact.js";
import { ok } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { perUserLimit } from "../../http/user-rate-limit.js";
import { requireBusinessUser } from "../../tenancy/auth-context.js";
import { receiveUpload } from "../media/receive-upload.js";
import { callWithBody, serve, serveRaw } from "../serve-endpoint.js";
import { sendableTemplates } from "../templates/sendable-templates.js";
import { listMessages, markMessagesSeen } from "./read-messages.js";
import { chatUploadPolicy, sendMedia, sendText } from "./send-message.js";
import { sendTemplate, startConversation } from "./send-template.js";

export function messageRoutes(deps: AppDeps) {
  const sendLimit = perUserLimit(deps.config.writeLimits, "sendsPerMinute");
  const uploadLimit = perUserLimit(deps.config.writeLimits, "uploadsPerMinute");
  return async function register(app: App) {
    const sending = { rateLimit: sendLimit };
    for (const list of [messages.list, messages.listInChat]) {
      serve(app, list, callWithBody(deps, listMessages));
    }
    serve(app, messages.markSeen, callWithBody(deps, markMessagesSeen));
    serve(
      app,
      messages.sendText,
      async ({ auth, body }) => ok(await sendText(deps, auth, body, "whatsapp"), CHAT_MESSAGES.messageSent),
      sending,
    );
    serve(
      app,
      messages.sendSms,
      async ({ auth, body }) => ok(await sendText(deps, auth, body, "sms"), CHAT_MESSAGES.messageSent),
      sending,
    );
    for (const [upload, kind] of [
      [messages.sendMedia, "whatsapp"],
      [messages.sendMms, "sms"],
    ] as const) {
      serveRaw(
        app,
        upload,
        async ({ auth, request }) => {
          const form = await receiveUpload(deps, request, chatUploadPolicy(deps, auth, kind));
          // The policy read the same fields (none may follow the file), so only a form without a file fails here.
          const fields = sendMediaFieldsSchema.safeParse(form.fields);
          if (!fields.success)
            throw new ValidationError(fields.error.issues[0]?.message ?? CHAT_MESSAGES.chatNotFound);
          const message = await sendMedia(deps, auth, { ...fields.data, file: form.file }, kind);
          return ok(message, CHAT_MESSAGES.messageSent);
        },
        { rateLimit: uploadLimit },
      );
    }
    serve(app, messages.sendTemplate, callWithBody(deps, sendTemplate, CHAT_MESSAGES.templateSent), sending);
    serve(
      app,
      messages.startByTemplate,
      async ({ auth, body }) =>
        ok(await startConversation(deps, auth, { kind: "whatsapp", ...body }), CHAT_MESSAGES.templateSent),
      sending,
    );
    serve(
      app,
      messages.startBySms,
      async ({ auth, body }) =>
        ok(await startConversation(deps, auth, { kind: "sms", ...body }), CHAT_MESSAGES.messageSent),
      sending,
    );
    serve(app, messages.templates, async ({ auth }) => {
      const actor = requireBusinessUser(auth);
      const channel = await transact(deps, (tx) =>
        activeChannelFor(tx, actor.businessId, "whatsapp", deps.config.secretsKey),
      );
      return ok(await sendableTemplates(deps, channel));
    });
  };
}
