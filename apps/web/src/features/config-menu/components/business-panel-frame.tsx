import { BUSINESS_PANEL_PATH } from "@consola/shared";
import { Anchor, Group, Paper, Stack, Text } from "@mantine/core";
import { IconArrowLeft, IconBuildingStore } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyNotice } from "../../../components/empty-notice";
import { BusinessPicker } from "../../../data/businesses/business-picker";
import { useChosenBusiness } from "../../../data/businesses/use-chosen-business";
import { ConfigBusinessProvider } from "../../../data/config/config-business";

type BusinessPanelFrameProps = {
  children: ReactNode;
  /** The panel's own menu, which needs no way back to itself. */
  isMenu?: boolean;
};

/**
 * A page of the business panel: the business a platform admin chose (kept in the URL, ?business_id=, so a
 * page can be shared or reloaded), the one business picker to change it, and the page's /config screen about
 * that business. Changing the business mounts the screen afresh: a half-filled form belongs to the one before.
 */
export function BusinessPanelFrame({ children, isMenu = false }: BusinessPanelFrameProps) {
  const { t } = useTranslation();
  const chosen = useChosenBusiness();
  const businessId = chosen.businessId;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" shadow="xs" p="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={6} style={{ flex: "1 1 260px" }}>
            {!isMenu && businessId !== null && (
              <Anchor component={Link} to={`${BUSINESS_PANEL_PATH}?business_id=${businessId}`} size="sm">
                <Group gap={4} component="span" wrap="nowrap">
                  <IconArrowLeft size={16} aria-hidden />
                  {t("configMenu.panel.back")}
                </Group>
              </Anchor>
            )}
            <Text size="sm" c="dimmed">
              {t("configMenu.panel.subtitle")}
            </Text>
          </Stack>
          <BusinessPicker
            value={businessId}
            onChange={(business) => chosen.choose(business.id)}
            w={{ base: "100%", xs: 360 }}
          />
        </Group>
      </Paper>
      {businessId === null ? (
        <EmptyNotice
          framed
          icon={<IconBuildingStore size={26} />}
          title={t("configMenu.panel.pick")}
          hint={t("configMenu.panel.pickHint")}
        />
      ) : (
        <ConfigBusinessProvider key={businessId} businessId={businessId}>
          {children}
        </ConfigBusinessProvider>
      )}
    </Stack>
  );
}
