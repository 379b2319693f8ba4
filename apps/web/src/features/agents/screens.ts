import { lazyPage } from "../../app/lazy-page";
import type { ScreenMap } from "../../app/screen-map";

/** Screens of this feature by route path (see app/screen-registry.ts). */
export const agentScreens: ScreenMap = {
  "/agent": lazyPage(() => import("./pages/agents-page").then((m) => m.AgentsPage)),
};
