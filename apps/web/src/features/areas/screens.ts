import { lazyPage } from "../../app/lazy-page";
import type { ScreenMap } from "../../app/screen-map";

/** Screens of this feature by route path (see app/screen-registry.ts). */
export const areaScreens: ScreenMap = {
  "/config/areasCompany": lazyPage(() => import("./pages/areas-page").then((m) => m.AreasPage)),
};
