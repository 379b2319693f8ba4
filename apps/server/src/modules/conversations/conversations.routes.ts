import { CHAT_EXPORT_FILE_NAME, CHAT_MESSAGES, conversationsEndpoints as chats } from "@consola/shared";
import type { AppDeps } from "../../deps.js";
import { sendCsvDownload } from "../../http/csv-download.js";
import { ok } from "../../http/envelope.js";
import type { App } from "../../http/fastify-types.js";
import { perUserLimit } from "../../http/user-rate-limit.js";
import { callWithBody, callWithQuery, serve, serveRaw } from "../serve-endpoint.js";
import {
  listActiveChats,
  listBotChats,
  listEndedChats,
  listMyChats,
  listPendingChats,
} from "./chat-lists.js";
import { readChatSummary } from "./chat-summary.js";
import { listChatTransfers } from "./chat-transfers.js";
import { exportChats } from "./chats-export.js";
import { changeChatStatus, deletePendingChat } from "./end-chat.js";
import { reassignChat } from "./reassign.js";
import { takePendingChat } from "./take-pending.js";
import { listTransferCandidates } from "./transfer-candidates.js";

export function conversationRoutes(deps: AppDeps) {
  return async function register(app: App) {
    serve(app, chats.pending, callWithBody(deps, listPendingChats));
    serve(app, chats.active, callWithQuery(deps, listActiveChats));
    serve(app, chats.bot, callWithQuery(deps, listBotChats));
    serve(app, chats.mine, callWithBody(deps, listMyChats));
    serve(app, chats.ended, callWithBody(deps, listEndedChats));
    serve(app, chats.summary, callWithBody(deps, readChatSummary));
    serve(app, chats.candidates, async ({ auth }) => ok(await listTransferCandidates(deps, auth)));
    serve(app, chats.take, async ({ auth, body: { id, agentId } }) => {
      const summary = await takePendingChat(deps, auth, { conversationId: id, agentId });
      return ok(summary, agentId === 0 ? CHAT_MESSAGES.chatTaken : CHAT_MESSAGES.chatAssigned);
    });
    serve(app, chats.transfers, callWithBody(deps, listChatTransfers));
    serve(app, chats.reassign, callWithBody(deps, reassignChat, CHAT_MESSAGES.chatReassigned));
    serve(app, chats.remove, async ({ auth, body }) => {
      await deletePendingChat(deps, auth, { conversationId: body.id });
      return ok(null, CHAT_MESSAGES.chatDeleted);
    });
    serve(app, chats.changeStatus, callWithBody(deps, changeChatStatus, CHAT_MESSAGES.statusChanged));
    serveRaw(
      app,
      chats.export,
      async ({ auth, ip, query, request }, reply) => {
        const { conversation_ids: conversationIds, ...filters } = query;
        const csv = await exportChats(deps, auth, { ip, filters, conversationIds });
        return sendCsvDownload(request, reply, csv, {
          fileName: CHAT_EXPORT_FILE_NAME,
          what: "chats export",
        });
      },
      { rateLimit: perUserLimit(deps.config.writeLimits, "exportsPerMinute") },
    );
  };
}
