import { useQuery } from "@tanstack/react-query";
import { contactFieldQueries } from "../../../data/contact-fields/queries";
import { labelQueries } from "../../../data/labels/queries";
import { segmentQueries } from "../../../data/segments/queries";
import type { CampaignLineKind } from "../components/wizard/wizard-values";
import { campaignQueries } from "../queries";

export type CampaignLine = { id: number; kind: CampaignLineKind; phoneNumber: string };

/** The business's active WhatsApp and SMS lines (ListCampaignLines: admins and supervisors alike). */
export function useCampaignLines() {
  return useQuery({
    ...campaignQueries.lines(),
    select: (lines) => lines.map(({ id, kind, phoneNumber }): CampaignLine => ({ id, kind, phoneNumber })),
  });
}

/** A WhatsApp line's templates Meta approved: the only ones a campaign may send. */
export function useApprovedTemplates(line: CampaignLine | null) {
  return useQuery({
    ...campaignQueries.lines(),
    enabled: line?.kind === "whatsapp",
    select: (lines) => lines.find((candidate) => candidate.id === line?.id)?.templates ?? [],
  });
}

/** What an audience can be: the segments, the active labels and the last finished imports. */
export function useAudienceOptions() {
  const segments = useQuery(segmentQueries.list());
  const labels = useQuery({
    ...labelQueries.list(null),
    select: (all) => all.filter((label) => label.active),
  });
  const imports = useQuery(campaignQueries.imports());
  return { segments, labels, imports };
}

/** The business's own contact fields, which a variable can take besides the contact's name, phone… */
export function useCustomFields() {
  return useQuery(contactFieldQueries.list(null));
}
