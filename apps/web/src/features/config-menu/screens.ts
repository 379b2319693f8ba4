import { BUSINESS_PANEL_PATH } from "@consola/shared";
import { lazyPage } from "../../app/lazy-page";
import type { ScreenMap } from "../../app/screen-map";

/** Screens of this feature by route path (see app/screen-registry.ts). */
export const configMenuScreens: ScreenMap = {
  "/config": lazyPage(() => import("./pages/config-menu-page").then((m) => m.ConfigMenuPage)),
  [BUSINESS_PANEL_PATH]: lazyPage(() =>
    import("./pages/business-panel-page").then((m) => m.BusinessPanelPage),
  ),
};
