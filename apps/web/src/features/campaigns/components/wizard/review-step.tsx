import { HUB_EVENTS } from "@consola/shared";
import { Alert, Group, Loader, Paper, Stack, Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { LoadErrorAlert } from "../../../../components/load-error-alert";
import { useHubEvent } from "../../../../lib/hub/hub-context";
import { refreshQueries } from "../../../../lib/query/refresh-queries";
import { prepareCampaign } from "../../api/campaigns-api";
import { campaignKeys, campaignQueries } from "../../queries";
import { ReviewSummary } from "./review-summary";

/**
 * A fallback for a hub that is down: while the recipients are being computed the draft is read again this
 * often. The hub's CampaignProgress normally says first.
 */
export const PREPARING_POLL_MS = 5_000;

type ReviewStepProps = {
  campaignId: number;
  /** The step's buttons, given whether the campaign can be confirmed now. */
  actions: (ready: { confirmable: boolean; startAt: string | null }) => ReactNode;
};

/**
 * Asks the server to compute the draft's recipients (PrepareCampaign), waits for them ("Calculando
 * destinatarios…") until the campaign's preparation is ready (the hub tells, or a slow re-read finds it), then
 * shows the review.
 */
export function ReviewStep({ campaignId, actions }: ReviewStepProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const detail = useQuery({
    ...campaignQueries.detail(campaignId),
    refetchInterval: (query) =>
      query.state.data && query.state.data.preparation !== "ready" ? PREPARING_POLL_MS : false,
  });
  const preparation = detail.data?.preparation;
  const ready = preparation === "ready";
  const review = useQuery({ ...campaignQueries.review(campaignId), enabled: ready });
  const prepare = useMutation({
    mutationFn: prepareCampaign,
    onSuccess: (campaign) => client.setQueryData(campaignKeys.detail(campaign.id), campaign),
  });
  const asked = useRef(false);

  // A draft saved since its last preparation (every save computes its recipients again) is prepared once.
  useEffect(() => {
    if (preparation !== "none" || asked.current) return;
    asked.current = true;
    prepare.mutate(campaignId);
  }, [preparation, campaignId, prepare]);

  useHubEvent(HUB_EVENTS.campaignProgress, (progress) => {
    if (progress.campaignId !== campaignId) return;
    refreshQueries(client, ready ? campaignKeys.review(campaignId) : campaignKeys.detail(campaignId));
  });

  const failure = prepare.error ?? detail.error ?? review.error;
  if (failure) {
    return (
      <Stack gap="md">
        <LoadErrorAlert
          title={t("campaigns.wizard.review.loadError")}
          error={failure}
          onRetry={() => {
            if (prepare.isError) {
              asked.current = false;
              prepare.reset();
            }
            void detail.refetch();
            if (ready) void review.refetch();
          }}
        />
        {actions({ confirmable: false, startAt: null })}
      </Stack>
    );
  }
  if (!ready || !review.data) {
    return (
      <Stack gap="md">
        <Paper withBorder radius="md" p="xl">
          <Group gap="md" wrap="nowrap" role="status" data-testid="review-preparing">
            <Loader size="sm" aria-hidden />
            <div>
              <Text fw={600}>{t("campaigns.wizard.review.preparing")}</Text>
              <Text size="sm" c="dimmed">
                {t("campaigns.wizard.review.preparingHint")}
              </Text>
            </div>
          </Group>
        </Paper>
        {actions({ confirmable: false, startAt: detail.data?.startAt ?? null })}
      </Stack>
    );
  }
  const recipients = review.data.campaign.counts.recipients;
  return (
    <Stack gap="lg">
      <ReviewSummary review={review.data} />
      {recipients === 0 && (
        <Alert color="orange" variant="light" role="alert">
          {t("campaigns.wizard.review.noRecipients")}
        </Alert>
      )}
      {actions({ confirmable: recipients > 0, startAt: review.data.campaign.startAt })}
    </Stack>
  );
}
