import { BUSINESS_PANEL_PATH, CONFIG_ROUTES, PANEL_PAGES } from "@consola/shared";
import {
  IconAdjustments,
  IconBuildingStore,
  IconClipboardCheck,
  IconClock,
  IconForms,
  IconKey,
  IconMessage2Bolt,
  IconMessageChatbot,
  IconMessages,
  IconRobot,
  IconRoute,
  IconSitemap,
  IconSpeakerphone,
  IconTag,
  IconTags,
  IconUsers,
  IconWorldCog,
} from "@tabler/icons-react";
import type { ComponentType } from "react";

export type CardIcon = ComponentType<{ size?: number; "aria-hidden"?: boolean }>;

/** One entry of a configuration menu: where it goes, its name, one line on what it is for, its icon. */
export type ConfigCard = { path: string; title: string; descriptionKey: string; icon: CardIcon };

/** Most-used first: the business's own setup, its people, then how chats are handled, then the bots. */
const ORDER: [configPath: string, icon: CardIcon][] = [
  ["/config/overallCompanySetup", IconBuildingStore],
  ["/config/companyUsers", IconUsers],
  ["/config/areasCompany", IconSitemap],
  ["/config/closingCategory", IconTags],
  ["/config/labels", IconTag],
  ["/config/contactFields", IconForms],
  ["/config/campaigns", IconSpeakerphone],
  ["/config/quicklyAnswers", IconMessage2Bolt],
  ["/config/company-assing-agent", IconRoute],
  ["/config/outOfTime", IconClock],
  ["/config/smsConfig", IconWorldCog],
  ["/config/surveys", IconClipboardCheck],
  ["/config/configBusinessNameChatBot", IconRobot],
  ["/config/WelcomeMessageChatBot", IconMessageChatbot],
  ["/config/SelectorAreaChatBot", IconAdjustments],
];

/** The panel pages that show no /config screen of their own: the channel keys split by kind. */
const PANEL_ONLY_ICONS: Record<string, CardIcon> = { "/sms": IconMessages, "/keys": IconKey };

const rank = (configPath: string | undefined) => {
  const index = ORDER.findIndex(([candidate]) => candidate === configPath);
  return index === -1 ? ORDER.length : index;
};
const iconOf = (configPath: string | undefined) =>
  ORDER.find(([path]) => path === configPath)?.[1] ?? IconAdjustments;

/**
 * Every /config screen of the route table as a card (the business admin's own menu), the unranked last; a
 * page opened from another screen (the survey editor) has none.
 */
export function configCards(): ConfigCard[] {
  return CONFIG_ROUTES.filter((route) => route.path.startsWith("/config/") && !route.partOf)
    .sort((a, b) => rank(a.path) - rank(b.path))
    .map((route) => ({
      path: route.path,
      title: route.title,
      descriptionKey: `configMenu.descriptions.${route.path}`,
      icon: iconOf(route.path),
    }));
}

/**
 * The business panel's pages as cards, in the same order as /config (the channel keys next to the SMS
 * settings), each linking to the chosen business (?business_id=).
 */
export function panelCards(businessId: number): ConfigCard[] {
  const smsRank = rank("/config/smsConfig");
  const order = (page: (typeof PANEL_PAGES)[number]) =>
    page.configPath ? rank(page.configPath) : smsRank + 0.5;
  return PANEL_PAGES.filter((page) => !page.partOf)
    .sort((a, b) => order(a) - order(b))
    .map((page) => ({
      path: `${BUSINESS_PANEL_PATH}${page.sub}?business_id=${businessId}`,
      title: page.title,
      descriptionKey: `configMenu.panel.descriptions.${page.sub}`,
      icon: PANEL_ONLY_ICONS[page.sub] ?? iconOf(page.configPath),
    }));
}
