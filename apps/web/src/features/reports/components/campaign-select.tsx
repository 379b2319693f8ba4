import { DATE_FORMAT } from "@consola/shared";
import { NativeSelect } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useBusinessClock } from "../../../lib/time/use-business-clock";
import { reportQueries } from "../queries";

type CampaignSelectProps = {
  /** The campaign the URL names; null: every chat. */
  campaignId: number | null;
  onChange: (campaignId: number | null) => void;
};

/**
 * The campaign the figures are cut by: the business's campaigns that started sending, newest first, each with
 * the day it started (two campaigns may share a name). Offered once the business has sent one, or when the URL
 * names one.
 */
export function CampaignSelect({ campaignId, onChange }: CampaignSelectProps) {
  const { t } = useTranslation();
  const { formatDateTime } = useBusinessClock();
  const campaigns = useQuery(reportQueries.campaigns());
  const listed = campaigns.data ?? [];
  if (listed.length === 0 && campaignId === null) return null;
  const options: { value: string; label: string }[] = listed.map((campaign) => ({
    value: String(campaign.id),
    label: t("reports.filters.campaignOption", {
      name: campaign.name,
      date: formatDateTime(campaign.startedAt, DATE_FORMAT),
    }),
  }));
  // A link naming an older campaign keeps showing what the figures are cut by.
  if (campaignId !== null && !listed.some((campaign) => campaign.id === campaignId)) {
    options.push({
      value: String(campaignId),
      label: t("reports.filters.campaignUnlisted", { id: campaignId }),
    });
  }
  return (
    <NativeSelect
      label={t("reports.filters.campaign")}
      value={campaignId === null ? "" : String(campaignId)}
      onChange={(event) => {
        const value = event.currentTarget.value;
        onChange(value ? Number(value) : null);
      }}
      data={[{ value: "", label: t("reports.filters.allCampaigns") }, ...options]}
      w={{ base: "100%", xs: 240 }}
    />
  );
}
