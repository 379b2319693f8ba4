import { lazyPage } from "../../app/lazy-page";
import type { ScreenMap } from "../../app/screen-map";

/** Screens of this feature by route path (see app/screen-registry.ts). */
export const businessHoursScreens: ScreenMap = {
  "/config/outOfTime": lazyPage(() => import("./pages/business-hours-page").then((m) => m.BusinessHoursPage)),
};
