import type { Campaign } from "@consola/shared";
import { ActionIcon, Anchor, Group, Stack, Text } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ConfigTable } from "../../../components/lists/config-table";
import { useBusinessClock } from "../../../lib/time/use-business-clock";
import { campaignHref, formatCount, lineName } from "../campaign-format";
import { CampaignStatusBadge } from "./campaign-status-badge";

const COUNTS = ["recipients", "sent", "delivered", "read", "replied"] as const;

type CampaignsTableProps = {
  campaigns: readonly Campaign[];
  /** "Eliminar borrador" on a draft's row. */
  onRemoveDraft: (campaign: Campaign) => void;
};

/**
 * Seven columns (the name's cell also says when it started) and a draft's actions from a tablet's width up,
 * scrolling inside their frame when narrow; a card each on a phone.
 */
export function CampaignsTable({ campaigns, onRemoveDraft }: CampaignsTableProps) {
  const { t } = useTranslation();
  const actions = (campaign: Campaign) => <DraftActions campaign={campaign} onRemoveDraft={onRemoveDraft} />;
  return (
    <ConfigTable
      items={campaigns}
      testId="campaigns-table"
      rowTestId="campaign-row"
      minWidth={860}
      columns={[
        {
          header: t("campaigns.columns.name"),
          miw: 180,
          cell: (campaign) => <NameCell campaign={campaign} />,
        },
        {
          header: t("campaigns.columns.status"),
          w: 110,
          cell: (campaign) => <CampaignStatusBadge status={campaign.status} />,
        },
        ...COUNTS.map((count) => ({
          header: t(`campaigns.columns.${count}`),
          cell: (campaign: Campaign) => (
            <Text
              size="sm"
              ta="right"
              data-testid={`campaign-${count}`}
              style={{ fontVariantNumeric: "tabular-nums" }}
            >
              {formatCount(campaign.counts[count])}
            </Text>
          ),
        })),
      ]}
      // Only drafts have an action: without one on the page the column would only take the numbers' room.
      {...(campaigns.some((campaign) => campaign.status === "draft")
        ? { actions: { header: t("campaigns.columns.actions"), w: 90, cell: actions } }
        : {})}
      card={(campaign) => (
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
            <NameCell campaign={campaign} withLine={false} />
            <CampaignStatusBadge status={campaign.status} />
          </Group>
          <Text size="sm">{lineName(campaign.line)}</Text>
          <Text size="sm" data-testid="campaign-counts">
            {formatCount(campaign.counts.recipients)} {t("campaigns.columns.recipients").toLowerCase()} ·{" "}
            {t("campaigns.countsShort", {
              sent: formatCount(campaign.counts.sent),
              delivered: formatCount(campaign.counts.delivered),
              read: formatCount(campaign.counts.read),
              replied: formatCount(campaign.counts.replied),
            })}
          </Text>
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <DateCell campaign={campaign} />
            {actions(campaign)}
          </Group>
        </Stack>
      )}
    />
  );
}

/** Only a draft can be removed: a campaign that sent anything keeps its record. */
function DraftActions({
  campaign,
  onRemoveDraft,
}: { campaign: Campaign } & Pick<CampaignsTableProps, "onRemoveDraft">) {
  const { t } = useTranslation();
  if (campaign.status !== "draft") return null;
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <ActionIcon
        variant="subtle"
        color="red"
        onClick={() => onRemoveDraft(campaign)}
        aria-label={t("campaigns.removeDraft.actionOf", { name: campaign.name })}
      >
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/** The name, linking to the wizard (a draft) or the campaign's page, over what it sends and from which line. */
function NameCell({ campaign, withLine = true }: { campaign: Campaign; withLine?: boolean }) {
  const { t } = useTranslation();
  return (
    <div style={{ minWidth: 0 }}>
      <Anchor
        component={Link}
        to={campaignHref(campaign)}
        fw={600}
        size="sm"
        style={{ overflowWrap: "anywhere" }}
      >
        {campaign.name}
      </Anchor>
      <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
        {campaign.template?.name ?? t("campaigns.sms")}
      </Text>
      {withLine && (
        <>
          <Text size="xs" c="dimmed" data-testid="campaign-line">
            {lineName(campaign.line)}
          </Text>
          <DateCell campaign={campaign} size="xs" />
        </>
      )}
    </div>
  );
}

function DateCell({ campaign, size = "sm" }: { campaign: Campaign; size?: "xs" | "sm" }) {
  const { t } = useTranslation();
  const { formatDateTime } = useBusinessClock();
  const date = (value: string) => formatDateTime(value, "YYYY-MM-DD HH:mm");
  return (
    <Text size={size} c="dimmed">
      {campaign.startedAt ? t("campaigns.started") : t("campaigns.created")}{" "}
      <Text span size={size} c="dimmed" style={{ whiteSpace: "nowrap" }}>
        {date(campaign.startedAt ?? campaign.createdAt)}
      </Text>
    </Text>
  );
}
