import { lazyPage } from "../../app/lazy-page";
import type { PageRoute } from "../../app/page-route";

const AreasPage = lazyPage(() => import("./pages/areas-page").then((m) => m.AreasPage));

/** A business's own areas, and the business panel's page of them for the business a platform admin chose. */
export const areaRoutes = [
  { path: "/config/areasCompany", page: AreasPage },
  { path: "/admin/business/panel/area", page: AreasPage },
] satisfies PageRoute[];
