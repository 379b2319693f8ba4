import {
  type ChatPage,
  canOpenRoute,
  conversationsEndpoints,
  findAppRoute,
  type Sent,
} from "@consola/shared";
import { isWellFormedToken, sessionStore } from "../../../lib/session/session-store";

const mine = conversationsEndpoints.mine;

/**
 * What conversationQueries.myChats asks for first with the filter /home opens with: no search, every chat,
 * one page.
 */
export const FIRST_CHATS_PAGE_BODY = { unreadOnly: false, take: 100 } as const satisfies Sent<
  typeof mine.body
>;

/**
 * Asks for the first page of my chats with a bare fetch, for a first visit to /home: it needs nothing but
 * the stored token, so it leaves with the screen registry instead of waiting for the shell's files and
 * the page's (the API client and the query client come with those). The answer's data, or null for
 * anything but a successful answer: prefetchMyChats then asks again through the API client, which reports
 * the failure as every call does. Null at once for a session whose role may not open /home, and for data
 * that does not match the declared answer (the API client's call then reports the mismatch).
 */
export function requestFirstChatsPage(): Promise<ChatPage | null> {
  const { token, role, profile } = sessionStore.get();
  const home = findAppRoute("/home");
  if (!isWellFormedToken(token) || !role || !home) return Promise.resolve(null);
  if (!canOpenRoute(home, { role, isSelector: profile?.isSelector ?? false })) return Promise.resolve(null);
  return fetch(mine.path, {
    method: mine.method,
    headers: {
      Accept: "application/json",
      Authorization: `Bearer ${token}`,
      "Content-Type": "application/json",
    },
    body: JSON.stringify(FIRST_CHATS_PAGE_BODY),
    credentials: "same-origin",
  })
    .then((response) => (response.ok ? response.json() : null))
    .then((payload: { isOk?: unknown; IsOk?: unknown; data?: unknown } | null) => {
      if (!payload || (payload.isOk !== true && payload.IsOk !== true)) return null;
      const page = mine.answer.safeParse(payload.data);
      return page.success ? page.data : null;
    })
    .catch(() => null);
}
