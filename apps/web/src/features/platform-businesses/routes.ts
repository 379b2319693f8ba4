import { lazyPage } from "../../app/lazy-page";
import type { PageRoute } from "../../app/page-route";

export const platformBusinessRoutes = [
  {
    path: "/admin/business",
    page: lazyPage(() => import("./pages/platform-businesses-page").then((m) => m.PlatformBusinessesPage)),
  },
] satisfies PageRoute[];
