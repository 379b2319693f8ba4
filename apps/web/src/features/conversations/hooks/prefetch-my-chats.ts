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
 * is that page asked for already (requestFirstChatsPage): the query waits for it as its first fetch, so a
 * page that mounts before it lands shares it instead of asking again. Without it, or when it came back
 * empty-handed, the page is asked for through the API client.
 */
export async function prefetchMyChats(early?: Promise<ChatPage | null>): Promise<void> {
  const { token, role, profile } = sessionStore.get();
  const home = findAppRoute("/home");
  if (!isWellFormedToken(token) || !role || !home) return;
  if (!canOpenRoute(home, { role, isSelector: profile?.isSelector ?? false })) return;
  const query = myChatsQuery(OPENING_FILTER);
  const client = appQueryClient();
  const fetchPage = query.queryFn;
  if (!early || typeof fetchPage !== "function") {
    await client.prefetchInfiniteQuery(query);
    return;
  }
  await client.prefetchInfiniteQuery({
    ...query,
    queryFn: async (context) => (await early) ?? fetchPage(context),
  });
}
