import { lazyPage } from "../../app/lazy-page";
import type { PageRoute } from "../../app/page-route";
import { requestFirstChatsPage } from "./hooks/first-chats-page";

export const conversationRoutes = [
  {
    path: "/home",
    page: lazyPage(() => import("./conversations-page").then((m) => m.ConversationsPage), {
      // A first visit asks for the first page of chats while the shell and the page download, not once the
      // page has rendered: the request leaves at once, the query client gets the answer once it is there.
      prefetch: () => {
        const early = requestFirstChatsPage();
        return import("./hooks/prefetch-my-chats").then((m) => m.prefetchMyChats(early));
      },
    }),
  },
] satisfies PageRoute[];
