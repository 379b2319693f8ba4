import { lazyPage } from "../../app/lazy-page";
import type { PageRoute } from "../../app/page-route";

export const reportRoutes = [
  { path: "/report", page: lazyPage(() => import("./pages/reports-page").then((m) => m.ReportsPage)) },
  {
    path: "/report/surveys",
    page: lazyPage(() => import("./pages/survey-report-page").then((m) => m.SurveyReportPage)),
  },
  {
    path: "/admin/report",
    page: lazyPage(() => import("./pages/master-reports-page").then((m) => m.MasterReportsPage)),
  },
] satisfies PageRoute[];
