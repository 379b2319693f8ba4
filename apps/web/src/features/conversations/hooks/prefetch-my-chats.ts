import { canOpenRoute, findAppRoute } from "@consola/shared";
import { appQueryClient } from "../../../app/query-client";
import { isWellFormedToken, sessionStore } from "../../../lib/session/session-store";
import { myChatsQuery } from "./use-my-chats";

/** The filter /home opens with: no search, every chat. */
const OPENING_FILTER = { search: "", unreadOnly: false };

/**
 * Fetches the first page of my chats into the app's query client, for a first visit to /home: the page then
 * renders its rows at once instead of asking once it has mounted. Only for a stored session whose role may
 * open /home (RequireRouteAccess would send anyone else away before the page asked for anything).
 */
export function prefetchMyChats(): Promise<void> {
  const { token, role, profile } = sessionStore.get();
  const home = findAppRoute("/home");
  if (!isWellFormedToken(token) || !role || !home) return Promise.resolve();
  if (!canOpenRoute(home, { role, isSelector: profile?.isSelector ?? false })) return Promise.resolve();
  return appQueryClient().prefetchInfiniteQuery(myChatsQuery(OPENING_FILTER));
}
