import type { ContactPage } from "@consola/shared";
import { Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { formatPhone } from "../../../lib/format/phone";
import { RefusalAlert } from "./refusal-alert";

type SegmentCountPreviewProps = {
  page: ContactPage | undefined;
  /** The server's reasons for not counting these conditions. */
  problems: string[];
  waiting: boolean;
};

/** "N contactos", or "Más de 10,000 contactos" past the count's cap; "" before the first count. */
export function countText(page: ContactPage | undefined, t: TFunction): string {
  if (!page) return "";
  return page.totalCapped
    ? t("segments.builder.countCapped", { total: page.total.toLocaleString("es-MX") })
    : t("segments.builder.count", { count: page.total });
}

/** How many contacts the conditions being built take in, and the first of them by name. */
export function SegmentCountPreview({ page, problems, waiting }: SegmentCountPreviewProps) {
  const { t } = useTranslation();
  const count = page ? countText(page, t) : null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="segment-preview-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Title order={3} size="h5" id="segment-preview-title">
            {t("segments.builder.preview")}
          </Title>
          {waiting && <Loader size="xs" aria-label={t("segments.builder.counting")} />}
        </Group>
        {/* Announced as it changes, a moment after the person stops changing the conditions. */}
        <div role="status" aria-live="polite" aria-atomic="true">
          {problems.length > 0 ? null : count === null ? (
            <Text size="sm" c="dimmed">
              {t("segments.builder.counting")}
            </Text>
          ) : (
            <Text fw={700} size="lg" data-testid="segment-count">
              {count}
            </Text>
          )}
        </div>
        <RefusalAlert messages={problems} testId="segment-count-problems" />
        {page && problems.length === 0 && page.items.length === 0 && (
          <Text size="sm" c="dimmed">
            {t("segments.builder.previewEmpty")}
          </Text>
        )}
        {page && problems.length === 0 && page.items.length > 0 && (
          <Stack
            gap={4}
            component="ul"
            aria-label={t("segments.builder.previewList")}
            m={0}
            p={0}
            data-testid="segment-preview"
          >
            {page.items.map((contact) => (
              <Group
                key={contact.id}
                component="li"
                justify="space-between"
                gap="xs"
                wrap="wrap"
                style={{ listStyle: "none" }}
              >
                <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
                  {contact.name}
                </Text>
                <Text size="sm" c="dimmed" style={{ whiteSpace: "nowrap" }}>
                  {formatPhone(contact.phoneNumber)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
