import {
  CHAT_MESSAGES,
  changeStatusBodySchema,
  chatListFilterSchema,
  chatPageSchema,
  chatSummarySchema,
  chatTransferSchema,
  chatTransfersBodySchema,
  conversationIdSchema,
  deletePendingBodySchema,
  reassignBodySchema,
  takePendingBodySchema,
  transferCandidateSchema,
} from "@consola/shared";
import { z } from "zod";
import type { AppDeps } from "../../deps.js";
import { ok } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { callWithBody, callWithQuery, okRoutes } from "../ok-routes.js";
import {
  listActiveChats,
  listBotChats,
  listEndedChats,
  listMyChats,
  listPendingChats,
} from "./chat-lists.js";
import { readChatSummary } from "./chat-summary.js";
import { listChatTransfers } from "./chat-transfers.js";
import { changeChatStatus, deletePendingChat } from "./end-chat.js";
import { reassignChat } from "./reassign.js";
import { takePendingChat } from "./take-pending.js";
import { listTransferCandidates } from "./transfer-candidates.js";

export function conversationRoutes(deps: AppDeps) {
  return async function register(app: App) {
    const route = okRoutes(app, ["chats"]);
    const page = { body: chatListFilterSchema, data: chatPageSchema };
    const queryPage = { querystring: chatListFilterSchema, data: chatPageSchema };
    route.post(
      "/api/wp/ListMessagePendient",
      { summary: "Pending chats, oldest first", ...page },
      callWithBody(deps, listPendingChats),
    );
    route.get(
      "/api/admin/ListMessageActive",
      { summary: "Active chats (all for managers, own for agents)", ...queryPage },
      callWithQuery(deps, listActiveChats),
    );
    route.get(
      "/api/admin/ListMessageBot",
      { summary: "Chats held by the area-selector bot", ...queryPage },
      callWithQuery(deps, listBotChats),
    );
    route.post(
      "/api/admin/ListContactCurrentFind",
      { summary: "The caller's own active chats", ...page },
      callWithBody(deps, listMyChats),
    );
    route.post(
      "/api/admin/ListContactCloseTimeout",
      { summary: "Closed and timed-out chats", ...page },
      callWithBody(deps, listEndedChats),
    );
    route.post(
      "/api/chat/Summary",
      {
        summary: "One chat (its header)",
        body: z.object({ conversationId: conversationIdSchema }),
        data: chatSummarySchema,
      },
      callWithBody(deps, readChatSummary),
    );
    route.post(
      "/api/wp/ListUser",
      { summary: "People a chat can be assigned or transferred to", data: z.array(transferCandidateSchema) },
      async ({ auth }) => ok(await listTransferCandidates(deps, auth)),
    );
    route.post(
      "/api/wp/TakePendient",
      {
        summary: "Take a pending chat (agentId 0) or assign it to someone (managers)",
        body: takePendingBodySchema,
        data: chatSummarySchema,
      },
      async ({ auth, body: { id, agentId } }) => {
        const summary = await takePendingChat(deps, auth, { conversationId: id, agentId });
        return ok(summary, agentId === 0 ? CHAT_MESSAGES.chatTaken : CHAT_MESSAGES.chatAssigned);
      },
    );
    route.post(
      "/api/chat/Transfers",
      {
        summary: "Transfers of a chat or of a contact's chats, with their comments, oldest first",
        body: chatTransfersBodySchema,
        data: z.array(chatTransferSchema),
      },
      callWithBody(deps, listChatTransfers),
    );
    route.post(
      "/api/chat/ReassignChat",
      { summary: "Transfer an active chat", body: reassignBodySchema, data: chatSummarySchema },
      callWithBody(deps, reassignChat, CHAT_MESSAGES.chatReassigned),
    );
    route.post(
      "/api/admin/DeleteChat",
      { summary: "Remove a pending chat from the queue", body: deletePendingBodySchema, data: z.null() },
      async ({ auth, body }) => {
        await deletePendingChat(deps, auth, { conversationId: body.id });
        return ok(null, CHAT_MESSAGES.chatDeleted);
      },
    );
    route.post(
      "/api/chat/ChangeStatus",
      {
        summary: "Set the chat's status with comments",
        body: changeStatusBodySchema,
        data: chatSummarySchema,
      },
      callWithBody(deps, changeChatStatus, CHAT_MESSAGES.statusChanged),
    );
  };
}
