import { lazyPage } from "../../app/lazy-page";
import type { PageRoute } from "../../app/page-route";

const LabelsPage = lazyPage(() => import("./pages/labels-page").then((m) => m.LabelsPage));

/** A business's own labels, and the business panel's page of them for the business a platform admin chose. */
export const labelRoutes = [
  { path: "/config/labels", page: LabelsPage },
  { path: "/admin/business/panel/labels", page: LabelsPage },
] satisfies PageRoute[];
