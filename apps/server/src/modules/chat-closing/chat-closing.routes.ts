import { CHAT_MESSAGES, chatClosingEndpoints } from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import type { App } from "../../http/fastify-types.js";
import { callWithBody, serve } from "../serve-endpoint.js";
import { closeChat } from "./close-chat.js";

/**
 * Closing a chat: its own module because it spans two, the chat's end (conversations) and the survey that
 * follows it (surveys), which itself reads chats.
 */
export function chatClosingRoutes(deps: AppDeps) {
  return async function register(app: App) {
    serve(app, chatClosingEndpoints.close, callWithBody(deps, closeChat, CHAT_MESSAGES.chatClosed));
  };
}
