import { Group, Paper, Stack, Text } from "@mantine/core";
import { IconBuildingStore, IconUserPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { EmptyNotice } from "../../../components/empty-notice";
import { NewItemButton } from "../../../components/lists/new-item-button";
import { BusinessPicker } from "../../../data/businesses/business-picker";
import { useChosenBusiness } from "../../../data/businesses/use-chosen-business";
import { ConfigBusinessProvider } from "../../../data/config/config-business";
import { CompanyUsersSection } from "./company-users-section";

/**
 * One business's people, as its own admin manages them on /config/companyUsers, with the business named on
 * every call; the business is picked with the platform's one picker and kept in the URL (?business_id=).
 */
export function BusinessPeopleTab() {
  const { t } = useTranslation();
  const chosen = useChosenBusiness();
  const picker = (
    <BusinessPicker
      value={chosen.businessId}
      onChange={(business) => chosen.choose(business.id)}
      w={{ base: "100%", xs: 360 }}
    />
  );
  if (chosen.businessId === null) {
    return (
      <Stack gap="lg">
        <Paper withBorder radius="lg" shadow="xs" p="md">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t("platformUsers.business.subtitle")}
            </Text>
            {picker}
          </Stack>
        </Paper>
        <EmptyNotice
          framed
          icon={<IconBuildingStore size={26} />}
          title={t("platformUsers.business.pick")}
          hint={t("platformUsers.business.pickHint")}
        />
      </Stack>
    );
  }
  return (
    <ConfigBusinessProvider businessId={chosen.businessId}>
      <CompanyUsersSection
        // A new business starts a new list: its search and open drawer belong to the one before.
        key={chosen.businessId}
        header={(openNew) => (
          <Paper withBorder radius="lg" shadow="xs" p="md">
            <Group justify="space-between" align="flex-end" gap="sm">
              {picker}
              <NewItemButton label={t("companyUsers.new")} icon={IconUserPlus} onClick={openNew} />
            </Group>
          </Paper>
        )}
      />
    </ConfigBusinessProvider>
  );
}
