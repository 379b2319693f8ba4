import { lazyPage } from "../../app/lazy-page";
import type { ScreenMap } from "../../app/screen-map";

/** Screens of this feature by route path (see app/screen-registry.ts). */
export const quickAnswerScreens: ScreenMap = {
  "/config/quicklyAnswers": lazyPage(() =>
    import("./pages/quick-answers-page").then((m) => m.QuickAnswersPage),
  ),
};
