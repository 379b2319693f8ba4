import { CHAT_MESSAGES, chatSummarySchema, closeChatBodySchema } from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import type { App } from "../../http/fastify-types.js";
import { callWithBody, okRoutes } from "../ok-routes.js";
import { closeChat } from "./close-chat.js";

/**
 * Closing a chat: its own module because it spans two, the chat's end (conversations) and the survey that
 * follows it (surveys), which itself reads chats.
 */
export function chatClosingRoutes(deps: AppDeps) {
  return async function register(app: App) {
    const route = okRoutes(app, ["chats"]);
    route.post(
      "/api/wp/CloseMessage",
      {
        summary: "Close an active chat (and send the satisfaction survey)",
        body: closeChatBodySchema,
        data: chatSummarySchema,
      },
      callWithBody(deps, closeChat, CHAT_MESSAGES.chatClosed),
    );
  };
}
