import { lazyPage } from "../../app/lazy-page";
import type { PageRoute } from "../../app/page-route";

const ContactFieldsPage = lazyPage(() =>
  import("./pages/contact-fields-page").then((m) => m.ContactFieldsPage),
);

/** A business's custom contact fields, and the business panel's page of them for the business chosen. */
export const contactFieldRoutes = [
  { path: "/config/contactFields", page: ContactFieldsPage },
  { path: "/admin/business/panel/contactFields", page: ContactFieldsPage },
] satisfies PageRoute[];
