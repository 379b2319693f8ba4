import { lazyPage } from "../../app/lazy-page";
import type { ScreenMap } from "../../app/screen-map";

/** Screens of this feature by route path (see app/screen-registry.ts). */
export const reportScreens: ScreenMap = {
  "/report": lazyPage(() => import("./pages/reports-page").then((m) => m.ReportsPage)),
  "/report/surveys": lazyPage(() => import("./pages/survey-report-page").then((m) => m.SurveyReportPage)),
  "/admin/report": lazyPage(() => import("./pages/master-reports-page").then((m) => m.MasterReportsPage)),
};
