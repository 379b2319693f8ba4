import { lazyPage } from "../../app/lazy-page";
import type { ScreenMap } from "../../app/screen-map";

/** Screens of this feature by route path (see app/screen-registry.ts). */
export const companyUserScreens: ScreenMap = {
  "/config/companyUsers": lazyPage(() =>
    import("./pages/company-users-page").then((m) => m.CompanyUsersPage),
  ),
};
