import { type ChatPage, canOpenRoute, findAppRoute } from "@consola/shared";
import { appQueryClient } from "../../../app/query-client";
import { isWellFormedToken, sessionStore } from "../../../lib/session/session-store";
import { conversationQueries, OPENING_FILTER } from "../queries";

/**
 * Fetches the first page of my chats into the app's query client, for a first visit to /home: the page then
 * renders its rows at once instead of asking once it has mounted. Only for a stored session whose role may
 * open /home (RequireRouteAccess would send anyone else away before the page asked for anything). `early`
 * is that page asked for already (requestFirstChatsPage): the query waits for it as its first fetch, so a
 * page that mounts before it lands shares it instead of asking again. Without it, or when it came back
 * empty-handed, the page is asked for through the API client.
 */
export async function prefetchMyChats(early?: Promise<ChatPage | null>): Promise<void> {
  const { token, role, profile } = sessionStore.get();
  const home = findAppRoute("/home");
  if (!isWellFormedToken(token) || !role || !home) return;
  if (!canOpenRoute(home, { role, isSelector: profile?.isSelector ?? false })) return;
  await appQueryClient().prefetchInfiniteQuery(
    early ? conversationQueries.openingChats(early) : conversationQueries.myChats(OPENING_FILTER),
  );
}
