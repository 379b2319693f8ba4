import type { CampaignCounts } from "@consola/shared";
import { Group, type MantineColor, Progress, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../../components/panel";
import { formatCount } from "../../campaign-format";

type Stage = "recipients" | "sent" | "delivered" | "read" | "replied" | "failed";

const STAGES: { stage: Stage; color: MantineColor }[] = [
  { stage: "recipients", color: "gray" },
  { stage: "sent", color: "blue" },
  { stage: "delivered", color: "cyan" },
  { stage: "read", color: "teal" },
  { stage: "replied", color: "green" },
  { stage: "failed", color: "red" },
];

/** A share of the recipients in whole percents; none of nobody. */
export const percentOf = (count: number, total: number) =>
  total > 0 ? Math.round((count / total) * 100) : 0;

/** Recipients → sent → delivered → read → replied, and the failed, each with its share; the hub moves it live. */
export function CampaignFunnel({ counts }: { counts: CampaignCounts }) {
  const { t } = useTranslation();
  const total = counts.recipients;
  return (
    <Panel title={t("campaigns.detail.funnel")}>
      <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: "none" }} data-testid="campaign-funnel">
        {STAGES.map(({ stage, color }) => {
          const count = counts[stage];
          const percent = percentOf(count, total);
          const name = t(`campaigns.detail.stages.${stage}`);
          return (
            <li key={stage} data-testid={`funnel-${stage}`}>
              <Group justify="space-between" gap="xs" mb={4} wrap="nowrap">
                <Text size="sm" fw={500}>
                  {name}
                </Text>
                <Text size="sm" style={{ fontVariantNumeric: "tabular-nums" }}>
                  <Text span fw={650} data-testid="funnel-count">
                    {formatCount(count)}
                  </Text>
                  {stage !== "recipients" && (
                    <Text span c="dimmed">
                      {" · "}
                      {t("campaigns.detail.percent", { percent })}
                    </Text>
                  )}
                </Text>
              </Group>
              <Progress
                value={stage === "recipients" ? (total > 0 ? 100 : 0) : percent}
                color={color}
                size="md"
                radius="sm"
                aria-label={t("campaigns.detail.funnelOf", {
                  stage: name,
                  value: formatCount(count),
                  total: formatCount(total),
                })}
              />
            </li>
          );
        })}
      </Stack>
      <Text size="sm" c="dimmed" data-testid="funnel-rest">
        {t("campaigns.detail.stages.waiting")}: {formatCount(counts.waiting)} ·{" "}
        {t("campaigns.detail.stages.excluded")}: {formatCount(counts.excluded)}
      </Text>
    </Panel>
  );
}
