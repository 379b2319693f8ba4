import { BUSINESS_PANEL_PATH, PANEL_PAGES } from "@consola/shared";
import { agentScreens } from "../features/agents/screens";
import { areaScreens } from "../features/areas/screens";
import { autoAssignScreens } from "../features/auto-assign/screens";
import { botScreens } from "../features/bots/screens";
import { businessHoursScreens } from "../features/business-hours/screens";
import { channelScreens } from "../features/channels/screens";
import { chatListScreens } from "../features/chat-lists/screens";
import { closingCategoryScreens } from "../features/closing-categories/screens";
import { companySetupScreens } from "../features/company-setup/screens";
import { companyUserScreens } from "../features/company-users/screens";
import { configMenuScreens } from "../features/config-menu/screens";
import { contactScreens } from "../features/contacts/screens";
import { conversationScreens } from "../features/conversations/screens";
import { platformBusinessScreens } from "../features/platform-businesses/screens";
import { quickAnswerScreens } from "../features/quick-answers/screens";
import { reportScreens } from "../features/reports/screens";
import { simulatorScreens } from "../features/simulator/screens";
import { surveyScreens } from "../features/surveys/screens";
import type { ScreenMap } from "./screen-map";

/** The features' own screens, by the route they answer. */
const FEATURE_SCREENS: ScreenMap = {
  ...conversationScreens,
  ...chatListScreens,
  ...contactScreens,
  ...agentScreens,
  ...autoAssignScreens,
  ...businessHoursScreens,
  ...simulatorScreens,
  ...channelScreens,
  ...configMenuScreens,
  ...companySetupScreens,
  ...closingCategoryScreens,
  ...quickAnswerScreens,
  ...companyUserScreens,
  ...areaScreens,
  ...botScreens,
  ...surveyScreens,
  ...reportScreens,
  ...platformBusinessScreens,
};

/**
 * The business panel's pages (PANEL_PAGES) are the /config screens they name; app/routes.tsx mounts them in
 * the panel's frame, about the business chosen there. A feature may still give a panel page its own screen.
 */
const PANEL_SCREENS: ScreenMap = Object.fromEntries(
  PANEL_PAGES.flatMap(({ sub, configPath }) => {
    const screen = configPath ? FEATURE_SCREENS[configPath] : undefined;
    return screen ? [[`${BUSINESS_PANEL_PATH}${sub}`, screen]] : [];
  }),
);

/** Every built screen. A route of the table without one shows the under-construction page. */
export const SCREENS: ScreenMap = { ...PANEL_SCREENS, ...FEATURE_SCREENS };
