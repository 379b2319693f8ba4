import { Stack, Tabs } from "@mantine/core";
import { IconBuildingStore, IconShieldLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { BusinessPeopleTab } from "../components/business-people-tab";
import { PlatformPeopleTab } from "../components/platform-people-tab";
import { isUsersTab, usePlatformUsersView } from "../hooks/use-platform-users-view";

/**
 * /admin/user, "Usuarios": the platform's own people on one tab, any business's people on the other
 * (decision 013). The tab, the search and the chosen business live in the URL.
 */
export function PlatformUsersPage() {
  const { t } = useTranslation();
  const view = usePlatformUsersView();
  return (
    <Stack gap="lg" maw={1400}>
      <Tabs
        value={view.tab}
        onChange={(value) => isUsersTab(value) && view.setTab(value)}
        keepMounted={false}
      >
        <Tabs.List aria-label={t("platformUsers.tabs.label")}>
          <Tabs.Tab value="plataforma" leftSection={<IconShieldLock size={16} aria-hidden />}>
            {t("platformUsers.tabs.platform")}
          </Tabs.Tab>
          <Tabs.Tab value="empresa" leftSection={<IconBuildingStore size={16} aria-hidden />}>
            {t("platformUsers.tabs.business")}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="plataforma" pt="lg">
          <PlatformPeopleTab typed={view.typed} search={view.search} onType={view.type} />
        </Tabs.Panel>
        <Tabs.Panel value="empresa" pt="lg">
          <BusinessPeopleTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
