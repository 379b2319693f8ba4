import { CAMPAIGN_WAIT_NAMES, type Campaign } from "@consola/shared";
import { Alert, Anchor, Button, Grid, Group, Paper, Stack, Text, Title } from "@mantine/core";
import {
  IconArrowLeft,
  IconClockPause,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconSpeakerphone,
  IconX,
} from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { DetailList } from "../../../components/detail-list";
import { ConfirmDialog } from "../../../components/dialogs/confirm-dialog";
import { EmptyNotice } from "../../../components/empty-notice";
import { LoadErrorAlert } from "../../../components/load-error-alert";
import { TableSkeleton } from "../../../components/table-skeleton";
import { useBusinessClock } from "../../../lib/time/use-business-clock";
import { lineName } from "../campaign-format";
import { CampaignStatusBadge } from "../components/campaign-status-badge";
import { CampaignFunnel } from "../components/detail/campaign-funnel";
import { RecipientsSection } from "../components/detail/recipients-section";
import { categoryName } from "../components/wizard/message-step";
import { useCampaignAction } from "../hooks/use-campaign-actions";
import { useCampaignProgressSync } from "../hooks/use-campaign-progress";
import { campaignQueries } from "../queries";

function positive(value: string | null): number | null {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
}

/**
 * /campaigns/detail?id=: one campaign — what it sends, to whom and when, why it waits, the actions its state
 * allows, its funnel (live from the hub's CampaignProgress) and its recipients.
 */
export function CampaignDetailPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = positive(search.get("id"));
  const detail = useQuery({ ...campaignQueries.detail(id ?? 0), enabled: id !== null });
  useCampaignProgressSync();

  const back = (
    <Anchor component={Link} to="/campaigns" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t("campaigns.detail.back")}
      </Group>
    </Anchor>
  );
  if (id === null) {
    return (
      <Stack gap="lg" maw={1500}>
        {back}
        <EmptyNotice
          framed
          icon={<IconSpeakerphone size={26} />}
          title={t("campaigns.detail.missing")}
          hint={t("campaigns.detail.missingHint")}
        />
      </Stack>
    );
  }
  return (
    <Stack gap="lg" maw={1500}>
      {back}
      {detail.isError ? (
        <LoadErrorAlert
          title={t("campaigns.detail.loadError")}
          error={detail.error}
          onRetry={() => void detail.refetch()}
        />
      ) : !detail.data ? (
        <TableSkeleton rows={6} />
      ) : (
        <CampaignView campaign={detail.data} />
      )}
    </Stack>
  );
}

function CampaignView({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const { formatDateTime } = useBusinessClock();
  const date = (value: string) => formatDateTime(value, "YYYY-MM-DD HH:mm");
  return (
    <>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Group gap="sm" style={{ minWidth: 0 }}>
          <Title order={2} size="h3" style={{ overflowWrap: "anywhere" }} data-testid="campaign-name">
            {campaign.name}
          </Title>
          <CampaignStatusBadge status={campaign.status} />
        </Group>
        <CampaignActions campaign={campaign} />
      </Group>
      {campaign.waiting && (
        <Alert
          variant="light"
          color="blue"
          icon={<IconClockPause size={18} aria-hidden />}
          data-testid="campaign-waiting"
        >
          {t("campaigns.detail.waitingUntil", {
            reason: CAMPAIGN_WAIT_NAMES[campaign.waiting.reason],
            until: date(campaign.waiting.until),
          })}
        </Alert>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper withBorder radius="md" p="md" h="100%">
            <DetailList
              labelWidth={130}
              rows={[
                [t("campaigns.detail.line"), lineName(campaign.line)],
                [t("campaigns.detail.message"), <MessageSummary key="message" campaign={campaign} />],
                [t("campaigns.detail.audience"), campaign.audienceName || t("campaigns.detail.nobody")],
                [
                  t("campaigns.detail.schedule"),
                  `${campaign.startAt ? date(campaign.startAt) : t("campaigns.detail.sendsOnConfirm")} · ${
                    campaign.withinHours ? t("campaigns.detail.withinHours") : t("campaigns.detail.anyHour")
                  }`,
                ],
                [t("campaigns.detail.createdBy"), campaign.createdBy?.name ?? t("campaigns.detail.nobody")],
                [t("campaigns.detail.created"), date(campaign.createdAt)],
                ...(campaign.startedAt
                  ? ([[t("campaigns.detail.started"), date(campaign.startedAt)]] as const)
                  : []),
                ...(campaign.finishedAt
                  ? ([[t("campaigns.detail.finished"), date(campaign.finishedAt)]] as const)
                  : []),
              ]}
            />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <CampaignFunnel counts={campaign.counts} />
        </Grid.Col>
      </Grid>
      {campaign.status !== "draft" && <RecipientsSection campaignId={campaign.id} />}
    </>
  );
}

function MessageSummary({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const text = campaign.template?.body ?? campaign.text;
  return (
    <div>
      {campaign.template && (
        <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
          {t("campaigns.detail.template", {
            name: campaign.template.name,
            category: categoryName(campaign.template.category),
          })}
        </Text>
      )}
      <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
        {campaign.template ? text : `${t("campaigns.sms")} · ${text}`}
      </Text>
    </div>
  );
}

/** What the campaign's state allows: go on editing a draft, pause, resume, or cancel after a confirmation. */
function CampaignActions({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const action = useCampaignAction();
  const cancel = useCampaignAction({ toastFailure: false });
  const [asking, setAsking] = useState(false);
  const { status } = campaign;
  const busy = (name: "pause" | "resume") => action.isPending && action.variables?.action === name;

  if (status === "draft") {
    return (
      <Button
        component={Link}
        to={`/campaigns/edit?id=${campaign.id}`}
        leftSection={<IconPencil size={16} aria-hidden />}
      >
        {t("campaigns.detail.editDraft")}
      </Button>
    );
  }
  if (status === "finished" || status === "cancelled") return null;
  return (
    <Group gap="xs">
      {status === "paused" ? (
        <Button
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
          loading={busy("resume")}
          onClick={() => action.mutate({ action: "resume", id: campaign.id })}
        >
          {t("campaigns.detail.resume")}
        </Button>
      ) : (
        <Button
          variant="default"
          leftSection={<IconPlayerPause size={16} aria-hidden />}
          loading={busy("pause")}
          onClick={() => action.mutate({ action: "pause", id: campaign.id })}
        >
          {t("campaigns.detail.pause")}
        </Button>
      )}
      <Button
        variant="outline"
        color="red.9"
        leftSection={<IconX size={16} aria-hidden />}
        onClick={() => setAsking(true)}
      >
        {t("campaigns.detail.cancel")}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={t("campaigns.detail.cancelDialog.title")}
        question={t("campaigns.detail.cancelDialog.question", { name: campaign.name })}
        explanation={t("campaigns.detail.cancelDialog.explanation")}
        confirmLabel={t("campaigns.detail.cancelDialog.confirm")}
        cancelLabel={t("campaigns.detail.cancelDialog.keep")}
        // Mantine's red 6 under white text is 3.3:1; red 9, as the other confirmations, reads at AA.
        color="red.9"
        onConfirm={() => cancel.mutateAsync({ action: "cancel", id: campaign.id })}
        onClose={() => setAsking(false)}
      />
    </Group>
  );
}
