import { chatSummarySchema, closeChatBodySchema } from "../schemas/conversations.schema.js";
import { ACCESS, type Endpoint, endpoint } from "./endpoint.js";

/**
 * Closing a chat: its own module because it spans two, the chat's end (conversations) and the survey that
 * follows it (surveys).
 */
export const chatClosingEndpoints = {
  close: endpoint({
    method: "POST",
    path: "/api/wp/CloseMessage",
    summary: "Close an active chat (and send the satisfaction survey)",
    tag: "chats",
    access: ACCESS.business,
    body: closeChatBodySchema,
    answer: chatSummarySchema,
  }),
} as const satisfies Record<string, Endpoint>;
