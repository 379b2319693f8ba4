import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageToolbar } from "../../../components/page-toolbar";
import { ConfigCardGrid } from "../components/config-card-grid";
import { configCards } from "../config-cards";

/** /config: the configuration menu of spec section 2. */
export function ConfigMenuPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" p="md">
      <PageToolbar subtitle={t("configMenu.subtitle")} />
      <ConfigCardGrid cards={configCards()} />
    </Stack>
  );
}
