/**
 * data/chats — the one owner of chat and message data in the web app. "data/" holds server state that several
 * features show (here: the workspace, the chat lists, the header dropdowns and the notifications); a feature
 * may import from data/ and lib/, never from another feature, and data/ imports no feature.
 *
 * - chats-api.ts, chat-lists-api.ts: the API calls (my chats, summaries, histories, sends, list pages, take,
 *   reassign, delete).
 * - chat-keys.ts: the one query-key factory (chatKeys).
 * - my-chats-cache.ts, chat-list-cache.ts, message-cache.ts: pure cache updates of my chats, the lists by kind
 *   and a chat's history; label-cache.ts: a chat's labels in every cached copy of it, a contact's in its detail.
 * - media-api.ts: a message's file, to show or to save.
 * - queries.ts: the queries (key and call together) screens and the hub listener read through (chatQueries);
 *   use-messages.ts, use-chat-list.ts, use-chat-transfers.ts, use-transfer-candidates.ts, use-media-blob.ts
 *   (+ media-scope.ts) are the hooks over them.
 * - chat-hub-sync.ts: the one hub listener; each server event is applied to the cache there, once (mounted
 *   with the hub in the app layout; the test harnesses mount it too).
 * - open-chat.ts: which chat the workspace shows (its new messages are not unread).
 *
 * The shared UI that shows this data (message list, pending block) lives in src/components/.
 */

export { ChatHubSync, useChatHubSync } from "./chat-hub-sync";
export { chatKeys } from "./chat-keys";
export { useOpenChat } from "./open-chat";
export { useTransferCandidates } from "./use-transfer-candidates";
