import { lazyPage } from "../../app/lazy-page";
import type { ScreenMap } from "../../app/screen-map";

/**
 * Screens of this feature by route path (see app/screen-registry.ts): a business's people for its admin, and
 * the platform's people plus any business's for the platform admins (one feature: both share the user form).
 */
export const companyUserScreens: ScreenMap = {
  "/config/companyUsers": lazyPage(() =>
    import("./pages/company-users-page").then((m) => m.CompanyUsersPage),
  ),
  "/admin/user": lazyPage(() => import("./pages/platform-users-page").then((m) => m.PlatformUsersPage)),
};
