import { CAMPAIGN_STATUS_NAMES, type CampaignStatus } from "@consola/shared";
import type { MantineColor } from "@mantine/core";
import { StatusBadge } from "../../../components/status-badge";

const COLORS: Record<CampaignStatus, MantineColor> = {
  draft: "gray",
  scheduled: "blue",
  sending: "teal",
  paused: "orange",
  finished: "green",
  cancelled: "red",
};

/** A campaign's state in the contract's words ("Borrador", "Enviando"…). */
export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  return (
    <StatusBadge color={COLORS[status]} testId="campaign-status">
      {CAMPAIGN_STATUS_NAMES[status]}
    </StatusBadge>
  );
}
