import { lazyPage } from "../../app/lazy-page";
import type { ScreenMap } from "../../app/screen-map";

/** Screens of this feature by route path (see app/screen-registry.ts). */
export const platformBusinessScreens: ScreenMap = {
  "/admin/business": lazyPage(() =>
    import("./pages/platform-businesses-page").then((m) => m.PlatformBusinessesPage),
  ),
};
