import { CONFIG_ROUTES } from "@consola/shared";
import { Card, SimpleGrid, Stack, Text, ThemeIcon } from "@mantine/core";
import {
  IconAdjustments,
  IconBuildingStore,
  IconClipboardCheck,
  IconClock,
  IconMessage2Bolt,
  IconMessageChatbot,
  IconRobot,
  IconRoute,
  IconSitemap,
  IconTags,
  IconUsers,
  IconWorldCog,
} from "@tabler/icons-react";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageToolbar } from "../../../components/page-toolbar";

type Icon = ComponentType<{ size?: number; "aria-hidden"?: boolean }>;

/** Most-used first: the business's own setup, its people, then how chats are handled, then the bots. */
const ORDER: [path: string, icon: Icon][] = [
  ["/config/overallCompanySetup", IconBuildingStore],
  ["/config/companyUsers", IconUsers],
  ["/config/areasCompany", IconSitemap],
  ["/config/closingCategory", IconTags],
  ["/config/quicklyAnswers", IconMessage2Bolt],
  ["/config/company-assing-agent", IconRoute],
  ["/config/outOfTime", IconClock],
  ["/config/smsConfig", IconWorldCog],
  ["/config/surveys", IconClipboardCheck],
  ["/config/configBusinessNameChatBot", IconRobot],
  ["/config/WelcomeMessageChatBot", IconMessageChatbot],
  ["/config/SelectorAreaChatBot", IconAdjustments],
];

/** Every /config screen of the route table as a card, the ones not in ORDER last. */
export function configCards(): { path: string; title: string; icon: Icon }[] {
  const routes = CONFIG_ROUTES.filter((route) => route.path.startsWith("/config/"));
  const rank = (path: string) => {
    const index = ORDER.findIndex(([candidate]) => candidate === path);
    return index === -1 ? ORDER.length : index;
  };
  return [...routes]
    .sort((a, b) => rank(a.path) - rank(b.path))
    .map((route) => ({
      path: route.path,
      title: route.title,
      icon: ORDER.find(([path]) => path === route.path)?.[1] ?? IconAdjustments,
    }));
}

/** /config: the configuration menu of spec section 2. */
export function ConfigMenuPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" p="md">
      <PageToolbar subtitle={t("configMenu.subtitle")} />
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="md"
        component="ul"
        style={{ listStyle: "none", padding: 0, margin: 0 }}
      >
        {configCards().map(({ path, title, icon: CardIcon }) => (
          <li key={path}>
            <Card
              component={Link}
              to={path}
              withBorder
              radius="md"
              padding="md"
              h="100%"
              style={{ display: "flex", flexDirection: "row", gap: 12, alignItems: "flex-start" }}
            >
              <ThemeIcon variant="light" size={40} radius="md">
                <CardIcon size={22} aria-hidden />
              </ThemeIcon>
              <div style={{ minWidth: 0 }}>
                <Text fw={650}>{title}</Text>
                <Text size="sm" c="dimmed">
                  {t(`configMenu.descriptions.${path}`, { defaultValue: "" })}
                </Text>
              </div>
            </Card>
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
