import { Box } from "@mantine/core";
import { IconUserPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { NewItemButton } from "../../../components/lists/new-item-button";
import { PageToolbar } from "../../../components/page-toolbar";
import { CompanyUsersSection } from "../components/company-users-section";

/** /config/companyUsers: the business admin's own people (see CompanyUsersSection). */
export function CompanyUsersPage() {
  const { t } = useTranslation();
  return (
    <Box maw={1400}>
      <CompanyUsersSection
        header={(openNew) => (
          <PageToolbar subtitle={t("companyUsers.subtitle")}>
            <NewItemButton label={t("companyUsers.new")} icon={IconUserPlus} onClick={openNew} />
          </PageToolbar>
        )}
      />
    </Box>
  );
}
