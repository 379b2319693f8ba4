import { lazyPage } from "../../app/lazy-page";
import type { PageRoute } from "../../app/page-route";

const CompanyUsersPage = lazyPage(() => import("./pages/company-users-page").then((m) => m.CompanyUsersPage));

/**
 * A business's people for its admin (and in the business panel, for the business a platform admin chose), and
 * the platform's people plus any business's for the platform admins (one feature: both share the user form).
 */
export const companyUserRoutes = [
  { path: "/config/companyUsers", page: CompanyUsersPage },
  { path: "/admin/business/panel/users", page: CompanyUsersPage },
  {
    path: "/admin/user",
    page: lazyPage(() => import("./pages/platform-users-page").then((m) => m.PlatformUsersPage)),
  },
] satisfies PageRoute[];
