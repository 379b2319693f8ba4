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

/** Every built screen. A route of the table without one shows the under-construction page. */
export const SCREENS: ScreenMap = {
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
