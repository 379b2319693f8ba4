import { lazyPage } from "../../app/lazy-page";
import type { ScreenMap } from "../../app/screen-map";

const screens = () => import("./pages/chat-list-screens");

/** Screens of this feature by route path (see app/screen-registry.ts). */
export const chatListScreens: ScreenMap = {
  "/chat-pendient": lazyPage(() => screens().then((m) => m.PendingChatsScreen)),
  "/chat-pendient/detail": lazyPage(() => screens().then((m) => m.PendingChatDetailScreen)),
  "/chat-active": lazyPage(() => screens().then((m) => m.ActiveChatsScreen)),
  "/chat-active/detail": lazyPage(() => screens().then((m) => m.ActiveChatDetailScreen)),
  "/chat-selector-area": lazyPage(() => screens().then((m) => m.BotChatsScreen)),
  "/chat-selector-area/detail": lazyPage(() => screens().then((m) => m.BotChatDetailScreen)),
  "/chat-panel-close-timeout": lazyPage(() => screens().then((m) => m.EndedChatsScreen)),
  "/chat-panel-close-timeout/detail": lazyPage(() => screens().then((m) => m.EndedChatDetailScreen)),
};
