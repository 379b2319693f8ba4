import type { Label } from "@consola/shared";
import { Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LabelChip } from "../../../components/labels/label-chips";
import { ConfigTable } from "../../../components/lists/config-table";
import { RowActions } from "../../../components/lists/row-actions";
import { StatusBadge } from "../../../components/status-badge";

type LabelsTableProps = {
  labels: readonly Label[];
  onEdit: (label: Label) => void;
  onRemove: (label: Label) => void;
};

type ItemProps = Omit<LabelsTableProps, "labels"> & { label: Label };

/** A table from a tablet's width up; on a phone, one card per label with its state and actions in view. */
export function LabelsTable({ labels, ...item }: LabelsTableProps) {
  const { t } = useTranslation();
  return (
    <ConfigTable
      items={labels}
      testId="labels-table"
      rowTestId="label-row"
      columns={[
        {
          header: t("labels.columns.label"),
          // A chip never grows past 12rem: the rest of the row's width goes to the description.
          w: 240,
          miw: 160,
          cell: (label) => <LabelChip label={label} />,
        },
        {
          header: t("labels.columns.description"),
          cell: (label) => <Description label={label} />,
        },
        {
          header: t("labels.columns.status"),
          w: 120,
          cell: (label) => <LabelStatus label={label} />,
        },
      ]}
      actions={{
        header: t("labels.columns.actions"),
        w: 100,
        cell: (label) => <ItemActions {...item} label={label} />,
      }}
      card={(label) => (
        <>
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <LabelChip label={label} />
            <LabelStatus label={label} />
          </Group>
          <Group justify="space-between" mt="xs" wrap="nowrap" align="flex-start">
            <Description label={label} />
            <ItemActions {...item} label={label} />
          </Group>
        </>
      )}
    />
  );
}

function Description({ label }: { label: Label }) {
  const { t } = useTranslation();
  if (!label.description) {
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {t("labels.noDescription")}
      </Text>
    );
  }
  return (
    <Text size="sm" lineClamp={2} style={{ overflowWrap: "anywhere" }}>
      {label.description}
    </Text>
  );
}

function LabelStatus({ label }: { label: Label }) {
  const { t } = useTranslation();
  return (
    <StatusBadge color={label.active ? "teal" : "gray"} testId="label-status">
      {t(label.active ? "labels.status.active" : "labels.status.inactive")}
    </StatusBadge>
  );
}

function ItemActions({ label, onEdit, onRemove }: ItemProps) {
  const { t } = useTranslation();
  return (
    <RowActions
      editLabel={t("labels.editOf", { name: label.name })}
      onEdit={() => onEdit(label)}
      remove={{ label: t("labels.removeOf", { name: label.name }), onClick: () => onRemove(label) }}
    />
  );
}
