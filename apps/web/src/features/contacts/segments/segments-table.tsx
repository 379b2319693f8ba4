import type { ContactField, Label, Segment } from "@consola/shared";
import { ActionIcon, Button, Group, Stack, Text, Tooltip } from "@mantine/core";
import { IconFileDownload, IconUsers } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ConfigTable } from "../../../components/lists/config-table";
import { RowActions } from "../../../components/lists/row-actions";
import { useBusinessClock } from "../../../lib/time/use-business-clock";
import { segmentSummary } from "./segment-summary";

/** What the person may do with a segment besides seeing its members. */
export type SegmentPowers = { manage: boolean; export: boolean };

type SegmentsTableProps = {
  segments: readonly Segment[];
  labels: readonly Label[] | undefined;
  fields: readonly ContactField[] | undefined;
  powers: SegmentPowers;
  exporting: number | null;
  onView: (segment: Segment) => void;
  onExport: (segment: Segment) => void;
  onEdit: (segment: Segment) => void;
  onRemove: (segment: Segment) => void;
};

type ActionsProps = Omit<SegmentsTableProps, "segments" | "labels" | "fields"> & { segment: Segment };

/** The business's segments, alphabetical: a table from a tablet's width up, one card each on a phone. */
export function SegmentsTable({ segments, labels, fields, ...actions }: SegmentsTableProps) {
  const { t } = useTranslation();
  const { formatDateTime } = useBusinessClock();
  const summary = (segment: Segment) => (
    <Text size="sm" style={{ overflowWrap: "anywhere" }} data-testid="segment-summary">
      {segmentSummary(segment.conditions, { labels, fields }, t)}
    </Text>
  );
  const name = (segment: Segment) => (
    <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
      {segment.name}
    </Text>
  );
  return (
    <ConfigTable
      items={segments}
      testId="segments-table"
      rowTestId="segment-row"
      minWidth={860}
      columns={[
        { header: t("segments.columns.name"), miw: 160, maw: 260, cell: name },
        { header: t("segments.columns.conditions"), miw: 260, cell: summary },
        {
          header: t("segments.columns.updated"),
          w: 170,
          cell: (segment) => (
            <Text size="sm" style={{ whiteSpace: "nowrap" }}>
              {formatDateTime(segment.updatedAt)}
            </Text>
          ),
        },
      ]}
      actions={{
        header: t("segments.columns.actions"),
        w: 260,
        cell: (segment) => <SegmentActions {...actions} segment={segment} />,
      }}
      card={(segment) => (
        <Stack gap={6}>
          {name(segment)}
          {summary(segment)}
          <Text size="xs" c="dimmed">
            {t("segments.columns.updated")}: {formatDateTime(segment.updatedAt)}
          </Text>
          <SegmentActions {...actions} segment={segment} />
        </Stack>
      )}
    />
  );
}

function SegmentActions({ segment, powers, exporting, onView, onExport, onEdit, onRemove }: ActionsProps) {
  const { t } = useTranslation();
  const { name } = segment;
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Button
        variant="light"
        size="compact-sm"
        leftSection={<IconUsers size={14} aria-hidden />}
        onClick={() => onView(segment)}
        aria-label={t("segments.viewOf", { name })}
      >
        {t("segments.view")}
      </Button>
      {powers.export && (
        <Tooltip label={t("segments.export")}>
          <ActionIcon
            variant="subtle"
            color="gray"
            loading={exporting === segment.id}
            onClick={() => onExport(segment)}
            aria-label={t("segments.exportOf", { name })}
          >
            <IconFileDownload size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      {powers.manage && (
        <RowActions
          editLabel={t("segments.editOf", { name })}
          onEdit={() => onEdit(segment)}
          remove={{ label: t("segments.removeOf", { name }), onClick: () => onRemove(segment) }}
        />
      )}
    </Group>
  );
}
