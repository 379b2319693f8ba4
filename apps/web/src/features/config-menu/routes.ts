import { lazyPage } from "../../app/lazy-page";
import type { PageRoute } from "../../app/page-route";

export const configMenuRoutes = [
  { path: "/config", page: lazyPage(() => import("./pages/config-menu-page").then((m) => m.ConfigMenuPage)) },
  {
    path: "/admin/business/panel",
    page: lazyPage(() => import("./pages/business-panel-page").then((m) => m.BusinessPanelPage)),
  },
] satisfies PageRoute[];
