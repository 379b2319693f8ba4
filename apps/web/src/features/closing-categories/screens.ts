import { lazyPage } from "../../app/lazy-page";
import type { ScreenMap } from "../../app/screen-map";

/** Screens of this feature by route path (see app/screen-registry.ts). */
export const closingCategoryScreens: ScreenMap = {
  "/config/closingCategory": lazyPage(() =>
    import("./pages/closing-categories-page").then((m) => m.ClosingCategoriesPage),
  ),
};
