import { lazyPage } from "../../app/lazy-page";
import type { PageRoute } from "../../app/page-route";

export const simulatorRoutes = [
  { path: "/simulador", page: lazyPage(() => import("./simulator-page").then((m) => m.SimulatorPage)) },
] satisfies PageRoute[];
