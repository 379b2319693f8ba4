import { lazyPage } from "../../app/lazy-page";
import type { ScreenMap } from "../../app/screen-map";

/** Screens of this feature by route path (see app/screen-registry.ts). */
export const botScreens: ScreenMap = {
  "/config/WelcomeMessageChatBot": lazyPage(() =>
    import("./pages/welcome-bot-page").then((m) => m.WelcomeBotPage),
  ),
  "/config/configBusinessNameChatBot": lazyPage(() =>
    import("./pages/name-change-bot-page").then((m) => m.NameChangeBotPage),
  ),
  "/config/SelectorAreaChatBot": lazyPage(() =>
    import("./pages/selector-bot-page").then((m) => m.SelectorBotPage),
  ),
};
