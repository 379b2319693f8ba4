import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LoadErrorAlert } from "../../../components/load-error-alert";
import { PageToolbar } from "../../../components/page-toolbar";
import { TableSkeleton } from "../../../components/table-skeleton";
import { BusinessDataSection } from "../components/business-data-section";
import { ClockSection } from "../components/clock-section";
import { ColorsSection } from "../components/colors-section";
import { RetentionSection } from "../components/retention-section";
import {
  useBusinessColors,
  useBusinessSettings,
  useCompanySetupMutations,
  useMyBusiness,
} from "../hooks/use-company-setup";

/**
 * /config/overallCompanySetup: the business's own data, its clock and phone country, how long it keeps ended
 * chats' messages, its colours.
 */
export function CompanySetupPage() {
  const { t } = useTranslation();
  const business = useMyBusiness();
  const settings = useBusinessSettings();
  const colors = useBusinessColors();
  const save = useCompanySetupMutations();

  const failed = [business, settings, colors].find((query) => query.isError);
  if (failed) {
    return (
      <LoadErrorAlert
        title={t("companySetup.loadError")}
        error={failed.error}
        onRetry={() => {
          void business.refetch();
          void settings.refetch();
          void colors.refetch();
        }}
      />
    );
  }
  if (!business.data || !settings.data || !colors.data) return <TableSkeleton rows={6} />;

  return (
    <Stack gap="md" p="md">
      <PageToolbar subtitle={t("companySetup.subtitle")} />
      <BusinessDataSection
        key={business.data.id}
        business={business.data}
        onSave={(body) => save.business.mutateAsync(body)}
      />
      <ClockSection
        settings={settings.data}
        saving={save.settings.isPending}
        onSave={(body) => save.settings.mutateAsync(body)}
      />
      <RetentionSection
        settings={settings.data}
        saving={save.settings.isPending}
        onSave={(body) => save.settings.mutateAsync(body)}
      />
      <ColorsSection
        saved={colors.data}
        saving={save.colors.isPending}
        onSave={(value) => save.colors.mutateAsync(value)}
        businessName={business.data.name}
      />
    </Stack>
  );
}
