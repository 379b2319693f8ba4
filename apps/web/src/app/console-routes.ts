import { agentRoutes } from "../features/agents/routes";
import { areaRoutes } from "../features/areas/routes";
import { autoAssignRoutes } from "../features/auto-assign/routes";
import { botRoutes } from "../features/bots/routes";
import { businessHoursRoutes } from "../features/business-hours/routes";
import { campaignRoutes } from "../features/campaigns/routes";
import { channelRoutes } from "../features/channels/routes";
import { chatListRoutes } from "../features/chat-lists/routes";
import { closingCategoryRoutes } from "../features/closing-categories/routes";
import { companySetupRoutes } from "../features/company-setup/routes";
import { companyUserRoutes } from "../features/company-users/routes";
import { configMenuRoutes } from "../features/config-menu/routes";
import { contactFieldRoutes } from "../features/contact-fields/routes";
import { contactRoutes } from "../features/contacts/routes";
import { conversationRoutes } from "../features/conversations/routes";
import { labelRoutes } from "../features/labels/routes";
import { platformBusinessRoutes } from "../features/platform-businesses/routes";
import { quickAnswerRoutes } from "../features/quick-answers/routes";
import { reportRoutes } from "../features/reports/routes";
import { searchRoutes } from "../features/search/routes";
import { simulatorRoutes } from "../features/simulator/routes";
import { surveyRoutes } from "../features/surveys/routes";
import { lazyPage } from "./lazy-page";
import type { NoPathWithoutPage, PageRoute, PanelFrame, PathsWithoutPage } from "./page-route";

/**
 * Every page of the signed-in console: each feature's route objects, which app/routes.tsx hands to the router.
 * A chunk of their own (with what each page needs downloaded alongside it), which the sign-in page never
 * loads.
 */
export const PAGE_ROUTES = [
  ...conversationRoutes,
  ...chatListRoutes,
  ...contactRoutes,
  ...campaignRoutes,
  ...searchRoutes,
  ...agentRoutes,
  ...reportRoutes,
  ...surveyRoutes,
  ...configMenuRoutes,
  ...companySetupRoutes,
  ...areaRoutes,
  ...closingCategoryRoutes,
  ...labelRoutes,
  ...contactFieldRoutes,
  ...quickAnswerRoutes,
  ...companyUserRoutes,
  ...autoAssignRoutes,
  ...businessHoursRoutes,
  ...channelRoutes,
  ...botRoutes,
  ...platformBusinessRoutes,
  ...simulatorRoutes,
] satisfies PageRoute[];

// A route of the shared table that no feature gives a page fails the typecheck here, the error naming it.
type _EveryPathHasAPage = NoPathWithoutPage<PathsWithoutPage<typeof PAGE_ROUTES>>;

/**
 * The frame app/routes.tsx shows the business panel's pages in. Its chunk is asked for from here, the
 * console's, rather than from routes.tsx, which the sign-in page loads.
 */
export const BusinessPanelFrame: PanelFrame = lazyPage(() =>
  import("../features/config-menu/components/business-panel-frame").then((m) => m.BusinessPanelFrame),
);

/**
 * Starts downloading the page of `path` (and what it shows first), so that a first visit fetches it alongside
 * the signed-in shell instead of after it; settles once it is there (never rejects).
 */
export function preloadPage(path: string): Promise<void> {
  return PAGE_ROUTES.find((route) => route.path === path)?.page.preload() ?? Promise.resolve();
}
