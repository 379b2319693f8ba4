import type { BulkJob } from "@consola/shared";
import { Alert, Box, Button, Group, List, Progress, Stack, Text, VisuallyHidden } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

type BulkProgressPanelProps = {
  job: BulkJob;
  /** Asked while the job runs; left out, the job cannot be stopped from here. */
  onCancel?: () => void;
  cancelling?: boolean;
  onClose: () => void;
};

/** What a job left as it was, most frequent reason first. */
const bySize = (skipped: BulkJob["skipped"]) => [...skipped].sort((a, b) => b.count - a.count);

/**
 * A bulk action as it runs (a bar of records processed out of the total, and "Cancelar"), then its result:
 * how many changed, how many were left as they were and why, or why it failed. The result is announced to
 * screen readers once, when the job ends.
 */
export function BulkProgressPanel({ job, onCancel, cancelling = false, onClose }: BulkProgressPanelProps) {
  const { t } = useTranslation();
  const running = job.status === "running";
  const percent = job.total > 0 ? Math.min(100, Math.round((job.processed / job.total) * 100)) : 0;
  const counts = { processed: job.processed, total: job.total };
  const changed = t("bulk.progress.changed", { count: job.changed });
  const outcome = running ? "" : t(`bulk.progress.${job.status}`);
  const skipped = bySize(job.skipped);

  return (
    <Stack gap="md" data-testid="bulk-progress">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600} id={`bulk-progress-label-${job.id}`}>
            {t("bulk.progress.label")}
          </Text>
          <Text size="sm" c="dimmed" data-testid="bulk-progress-count">
            {job.total > 0 || !running ? t("bulk.progress.running", counts) : t("bulk.progress.counting")}
          </Text>
        </Group>
        <Box
          role="progressbar"
          aria-labelledby={`bulk-progress-label-${job.id}`}
          aria-valuemin={0}
          aria-valuemax={job.total}
          aria-valuenow={job.processed}
          aria-valuetext={t("bulk.progress.valueText", counts)}
        >
          <Progress.Root size="lg" radius="xl">
            <Progress.Section
              withAria={false}
              value={running ? percent : 100}
              color={job.status === "failed" ? "red" : job.status === "cancelled" ? "gray" : "teal"}
              animated={running}
            />
          </Progress.Root>
        </Box>
      </Stack>

      {!running && (
        <Stack gap="xs" data-testid="bulk-result">
          {job.status === "failed" ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} aria-hidden />}
              title={outcome}
            >
              {job.error ?? ""}
            </Alert>
          ) : (
            <Group gap="xs" wrap="nowrap" align="center">
              <IconCircleCheck size={20} color="var(--mantine-color-teal-7)" aria-hidden />
              <Text fw={600}>{outcome}</Text>
            </Group>
          )}
          <Text size="sm" data-testid="bulk-changed">
            {changed}
          </Text>
          {skipped.length > 0 && (
            <Stack gap={4}>
              <Text size="sm" fw={600} id={`bulk-skipped-${job.id}`}>
                {t("bulk.progress.skipped")}
              </Text>
              <List
                size="sm"
                spacing={2}
                aria-labelledby={`bulk-skipped-${job.id}`}
                data-testid="bulk-skipped"
              >
                {skipped.map((item) => (
                  <List.Item key={item.reason}>
                    {t("bulk.progress.skippedReason", { reason: item.reason, count: item.count })}
                  </List.Item>
                ))}
              </List>
            </Stack>
          )}
        </Stack>
      )}

      {/* Polite: the result is read once the person's current sentence ends, and only when the job ended. */}
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {running ? "" : t("bulk.progress.announce", { status: outcome, changed })}
      </VisuallyHidden>

      <Group justify="flex-end" gap="sm">
        {running ? (
          onCancel && (
            <Button variant="default" color="red" onClick={onCancel} loading={cancelling}>
              {t("bulk.progress.cancel")}
            </Button>
          )
        ) : (
          <Button onClick={onClose} data-autofocus>
            {t("bulk.progress.close")}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
