import { type ChatPage, canOpenRoute, findAppRoute } from "@consola/shared";
import { appQueryClient } from "../../../app/query-client";
import { isWellFormedToken, sessionStore } from "../../../lib/session/session-store";
import { myChatsQuery } from "./use-my-chats";

/** The filter /home opens with: no search, every chat. */
const OPENING_FILTER = { search: "", unreadOnly: false };

/**
 * Fetches the first page of my chats into the app's query client, for a first visit to /home: the page then
 * renders its rows at once instead of asking once it has mounted. Only for a stored session whose role may
 * open /home (RequireRouteAccess would send anyone else away before the page asked for anything). `early`
 * is that page asked for already (requestFirstChatsPage); without it, or when it came back empty-handed,
 * the page is asked for here.
 */
export async function prefetchMyChats(early?: Promise<ChatPage | null>): Promise<void> {
  const { token, role, profile } = sessionStore.get();
  const home = findAppRoute("/home");
  if (!isWellFormedToken(token) || !role || !home) return;
  if (!canOpenRoute(home, { role, isSelector: profile?.isSelector ?? false })) return;
  const query = myChatsQuery(OPENING_FILTER);
  const client = appQueryClient();
  const page = early ? await early : null;
  if (page && client.getQueryData(query.queryKey) === undefined) {
    client.setQueryData(query.queryKey, { pages: [page], pageParams: [query.initialPageParam] });
    return;
  }
  await client.prefetchInfiniteQuery(query);
}
