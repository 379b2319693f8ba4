import { lazyPage } from "../../app/lazy-page";
import type { PageRoute } from "../../app/page-route";

const BusinessHoursPage = lazyPage(() =>
  import("./pages/business-hours-page").then((m) => m.BusinessHoursPage),
);

/** A business's own hours, and the business panel's page of them for the business a platform admin chose. */
export const businessHoursRoutes = [
  { path: "/config/outOfTime", page: BusinessHoursPage },
  { path: "/admin/business/panel/outOfTime", page: BusinessHoursPage },
] satisfies PageRoute[];
