import {
  CHAT_MESSAGES,
  changeStatusBodySchema,
  chatListFilterSchema,
  chatPageSchema,
  chatSummarySchema,
  closeChatBodySchema,
  conversationIdSchema,
  deletePendingBodySchema,
  reassignBodySchema,
  takePendingBodySchema,
  transferCandidateSchema,
} from "@consola/shared";
import { z } from "zod";
import type { AppDeps } from "../../deps.js";
import { ok, okSchema } from "../../http/envelope.js";
import { NotFoundError } from "../../http/errors.js";
import type { App } from "../../http/fastify-types.js";
import { requireBusinessUser } from "../../tenancy/auth-context.js";
import { authOf } from "../auth/authenticate.js";
import { canHandle, isManager } from "./chat-access.js";
import {
  listActiveChats,
  listBotChats,
  listEndedChats,
  listMyChats,
  listPendingChats,
} from "./chat-lists.js";
import { getChatSummary } from "./conversation.repo.js";
import { changeChatStatus, closeChat, deletePendingChat } from "./end-chat.js";
import { reassignChat } from "./reassign.js";
import { takePendingChat } from "./take-pending.js";
import { listTransferCandidates } from "./transfer-candidates.js";

const tags = ["chats"];

export function conversationRoutes(deps: AppDeps) {
  return async function register(app: App) {
    const page = { 200: okSchema(chatPageSchema) };
    app.post(
      "/api/wp/ListMessagePendient",
      {
        schema: { tags, summary: "Pending chats, oldest first", body: chatListFilterSchema, response: page },
      },
      async (request) => ok(await listPendingChats(deps, authOf(request), request.body)),
    );
    app.get(
      "/api/admin/ListMessageActive",
      {
        schema: {
          tags,
          summary: "Active chats (all for managers, own for agents)",
          querystring: chatListFilterSchema,
          response: page,
        },
      },
      async (request) => ok(await listActiveChats(deps, authOf(request), request.query)),
    );
    app.get(
      "/api/admin/ListMessageBot",
      {
        schema: {
          tags,
          summary: "Chats held by the area-selector bot",
          querystring: chatListFilterSchema,
          response: page,
        },
      },
      async (request) => ok(await listBotChats(deps, authOf(request), request.query)),
    );
    app.post(
      "/api/admin/ListContactCurrentFind",
      {
        schema: {
          tags,
          summary: "The caller's own active chats",
          body: chatListFilterSchema,
          response: page,
        },
      },
      async (request) => ok(await listMyChats(deps, authOf(request), request.body)),
    );
    app.post(
      "/api/admin/ListContactCloseTimeout",
      { schema: { tags, summary: "Closed and timed-out chats", body: chatListFilterSchema, response: page } },
      async (request) => ok(await listEndedChats(deps, authOf(request), request.body)),
    );
    app.post(
      "/api/chat/Summary",
      {
        schema: {
          tags,
          summary: "One chat (its header)",
          body: z.object({ conversationId: conversationIdSchema }),
          response: { 200: okSchema(chatSummarySchema) },
        },
      },
      async (request) => {
        const actor = requireBusinessUser(authOf(request));
        const summary = await getChatSummary(deps.db, actor.businessId, request.body.conversationId);
        // Agents see pending chats and their own; someone else's chat is as good as missing.
        const visible =
          isManager(actor) ||
          summary.status === "pending" ||
          canHandle(actor, { assignedUserId: summary.agent?.id ?? null });
        if (!visible) throw new NotFoundError(CHAT_MESSAGES.chatNotFound);
        return ok(summary);
      },
    );
    app.post(
      "/api/wp/ListUser",
      {
        schema: {
          tags,
          summary: "People a chat can be assigned or transferred to",
          response: { 200: okSchema(z.array(transferCandidateSchema)) },
        },
      },
      async (request) => ok(await listTransferCandidates(deps, authOf(request))),
    );
    app.post(
      "/api/wp/TakePendient",
      {
        schema: {
          tags,
          summary: "Take a pending chat (agentId 0) or assign it to someone (managers)",
          body: takePendingBodySchema,
          response: { 200: okSchema(chatSummarySchema) },
        },
      },
      async (request) => {
        const { id, agentId } = request.body;
        const summary = await takePendingChat(deps, authOf(request), { conversationId: id, agentId });
        return ok(summary, agentId === 0 ? CHAT_MESSAGES.chatTaken : CHAT_MESSAGES.chatAssigned);
      },
    );
    app.post(
      "/api/chat/ReassignChat",
      {
        schema: {
          tags,
          summary: "Transfer an active chat",
          body: reassignBodySchema,
          response: { 200: okSchema(chatSummarySchema) },
        },
      },
      async (request) =>
        ok(await reassignChat(deps, authOf(request), request.body), CHAT_MESSAGES.chatReassigned),
    );
    app.post(
      "/api/admin/DeleteChat",
      {
        schema: {
          tags,
          summary: "Remove a pending chat from the queue",
          body: deletePendingBodySchema,
          response: { 200: okSchema(z.null()) },
        },
      },
      async (request) => {
        await deletePendingChat(deps, authOf(request), { conversationId: request.body.id });
        return ok(null, CHAT_MESSAGES.chatDeleted);
      },
    );
    app.post(
      "/api/chat/ChangeStatus",
      {
        schema: {
          tags,
          summary: "Set the chat's status with comments",
          body: changeStatusBodySchema,
          response: { 200: okSchema(chatSummarySchema) },
        },
      },
      async (request) =>
        ok(await changeChatStatus(deps, authOf(request), request.body), CHAT_MESSAGES.statusChanged),
    );
    app.post(
      "/api/wp/CloseMessage",
      {
        schema: {
          tags,
          summary: "Close an active chat",
          body: closeChatBodySchema,
          response: { 200: okSchema(chatSummarySchema) },
        },
      },
      async (request) => ok(await closeChat(deps, authOf(request), request.body), CHAT_MESSAGES.chatClosed),
    );
  };
}
