import { lazyPage } from "../../app/lazy-page";
import type { ScreenMap } from "../../app/screen-map";

/** Screens of this feature by route path (see app/screen-registry.ts). */
export const autoAssignScreens: ScreenMap = {
  "/config/company-assing-agent": lazyPage(() =>
    import("./pages/auto-assign-page").then((m) => m.AutoAssignPage),
  ),
};
