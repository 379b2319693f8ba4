import { lazyPage } from "../../app/lazy-page";
import type { PageRoute } from "../../app/page-route";

export const searchRoutes = [
  { path: "/search", page: lazyPage(() => import("./pages/search-page").then((m) => m.SearchPage)) },
] satisfies PageRoute[];
