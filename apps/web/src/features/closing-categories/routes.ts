import { lazyPage } from "../../app/lazy-page";
import type { PageRoute } from "../../app/page-route";

const ClosingCategoriesPage = lazyPage(() =>
  import("./pages/closing-categories-page").then((m) => m.ClosingCategoriesPage),
);

/** A business's own categories, and the business panel's page of them for the business a platform admin chose. */
export const closingCategoryRoutes = [
  { path: "/config/closingCategory", page: ClosingCategoriesPage },
  { path: "/admin/business/panel/category", page: ClosingCategoriesPage },
] satisfies PageRoute[];
