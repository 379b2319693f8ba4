import { lazyPage } from "../../app/lazy-page";

/** The header search page; app/routes.tsx mounts it at SEARCH_ROUTE (outside the route table). */
export const SearchPage = lazyPage(() => import("./pages/search-page").then((m) => m.SearchPage));
