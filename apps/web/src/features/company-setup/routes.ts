import { lazyPage } from "../../app/lazy-page";
import type { PageRoute } from "../../app/page-route";

const CompanySetupPage = lazyPage(() => import("./pages/company-setup-page").then((m) => m.CompanySetupPage));

/** A business's own setup, and the business panel's page of it for the business a platform admin chose. */
export const companySetupRoutes = [
  { path: "/config/overallCompanySetup", page: CompanySetupPage },
  { path: "/admin/business/panel/setup", page: CompanySetupPage },
] satisfies PageRoute[];
