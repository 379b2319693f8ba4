import { lazyPage } from "../../app/lazy-page";
import type { ScreenMap } from "../../app/screen-map";

/** Screens of this feature by route path (see app/screen-registry.ts). */
export const companySetupScreens: ScreenMap = {
  "/config/overallCompanySetup": lazyPage(() =>
    import("./pages/company-setup-page").then((m) => m.CompanySetupPage),
  ),
};
