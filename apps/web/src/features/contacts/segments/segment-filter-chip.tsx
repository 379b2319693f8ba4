import { Badge, CloseButton } from "@mantine/core";
import { IconFilter } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { segmentQueries } from "../../../data/segments/queries";

type SegmentFilterChipProps = { segmentId: number; onRemove: () => void };

/** The contacts list shows a segment's members: its name, and a button that shows every contact again. */
export function SegmentFilterChip({ segmentId, onRemove }: SegmentFilterChipProps) {
  const { t } = useTranslation();
  const list = useQuery(segmentQueries.list());
  const segment = list.data?.find((candidate) => candidate.id === segmentId);
  const name = segment?.name ?? (list.isSuccess ? t("segments.unknownSegment") : "…");
  return (
    <Badge
      size="lg"
      variant="light"
      radius="sm"
      leftSection={<IconFilter size={14} aria-hidden />}
      rightSection={
        <CloseButton
          size="sm"
          variant="transparent"
          onClick={onRemove}
          aria-label={t("segments.chipRemove", { name })}
        />
      }
      styles={{ root: { textTransform: "none", height: 32 }, label: { overflow: "visible" } }}
      data-testid="segment-filter"
    >
      {t("segments.chip", { name })}
    </Badge>
  );
}
