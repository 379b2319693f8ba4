import { lazyPage } from "../../app/lazy-page";
import type { ScreenMap } from "../../app/screen-map";

/** Screens of this feature by route path (see app/screen-registry.ts). */
export const contactScreens: ScreenMap = {
  "/contact": lazyPage(() => import("./pages/contacts-page").then((m) => m.ContactsPage)),
};
