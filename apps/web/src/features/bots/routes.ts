import { lazyPage } from "../../app/lazy-page";
import type { PageRoute } from "../../app/page-route";

const WelcomeBotPage = lazyPage(() => import("./pages/welcome-bot-page").then((m) => m.WelcomeBotPage));
const NameChangeBotPage = lazyPage(() =>
  import("./pages/name-change-bot-page").then((m) => m.NameChangeBotPage),
);
const SelectorBotPage = lazyPage(() => import("./pages/selector-bot-page").then((m) => m.SelectorBotPage));

/** A business's own bots, and the business panel's pages of them for the business a platform admin chose. */
export const botRoutes = [
  { path: "/config/WelcomeMessageChatBot", page: WelcomeBotPage },
  { path: "/config/configBusinessNameChatBot", page: NameChangeBotPage },
  { path: "/config/SelectorAreaChatBot", page: SelectorBotPage },
  { path: "/admin/business/panel/chatbot/welcome", page: WelcomeBotPage },
  { path: "/admin/business/panel/chatbot/name", page: NameChangeBotPage },
  { path: "/admin/business/panel/chatbot/selector", page: SelectorBotPage },
] satisfies PageRoute[];
