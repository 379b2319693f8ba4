import { lazyPage } from "../../app/lazy-page";
import type { PageRoute } from "../../app/page-route";

const screens = () => import("./pages/chat-list-screens");

export const chatListRoutes = [
  { path: "/chat-pendient", page: lazyPage(() => screens().then((m) => m.PendingChatsScreen)) },
  { path: "/chat-pendient/detail", page: lazyPage(() => screens().then((m) => m.PendingChatDetailScreen)) },
  { path: "/chat-active", page: lazyPage(() => screens().then((m) => m.ActiveChatsScreen)) },
  { path: "/chat-active/detail", page: lazyPage(() => screens().then((m) => m.ActiveChatDetailScreen)) },
  { path: "/chat-selector-area", page: lazyPage(() => screens().then((m) => m.BotChatsScreen)) },
  { path: "/chat-selector-area/detail", page: lazyPage(() => screens().then((m) => m.BotChatDetailScreen)) },
  { path: "/chat-panel-close-timeout", page: lazyPage(() => screens().then((m) => m.EndedChatsScreen)) },
  {
    path: "/chat-panel-close-timeout/detail",
    page: lazyPage(() => screens().then((m) => m.EndedChatDetailScreen)),
  },
] satisfies PageRoute[];
