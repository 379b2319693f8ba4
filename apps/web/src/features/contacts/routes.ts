import { lazyPage } from "../../app/lazy-page";
import type { PageRoute } from "../../app/page-route";

export const contactRoutes = [
  { path: "/contact", page: lazyPage(() => import("./pages/contacts-page").then((m) => m.ContactsPage)) },
] satisfies PageRoute[];
