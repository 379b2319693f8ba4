import { lazyPage } from "../../app/lazy-page";
import type { PageRoute } from "../../app/page-route";

const AutoAssignPage = lazyPage(() => import("./pages/auto-assign-page").then((m) => m.AutoAssignPage));

/** A business's own settings, and the business panel's page of them for the business a platform admin chose. */
export const autoAssignRoutes = [
  { path: "/config/company-assing-agent", page: AutoAssignPage },
  { path: "/admin/business/panel/assing-agent", page: AutoAssignPage },
] satisfies PageRoute[];
