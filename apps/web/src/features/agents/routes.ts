import { lazyPage } from "../../app/lazy-page";
import type { PageRoute } from "../../app/page-route";

export const agentRoutes = [
  { path: "/agent", page: lazyPage(() => import("./pages/agents-page").then((m) => m.AgentsPage)) },
] satisfies PageRoute[];
