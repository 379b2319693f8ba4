import type { Label, LabelMatch } from "@consola/shared";
import { Input, MultiSelect, SegmentedControl } from "@mantine/core";
import { IconTag } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

type LabelFilterProps = {
  /** The business's labels; nothing is shown while it has none. */
  labels: readonly Label[] | undefined;
  ids: readonly number[];
  match: LabelMatch;
  onChange: (change: { ids?: number[]; match?: LabelMatch }) => void;
};

/**
 * A list's label filter: a searchable multi-select of the business's labels and, once two or more are chosen,
 * whether a row needs any of them or all. Rendered inline among the list's other filters.
 */
export function LabelFilter({ labels, ids, match, onChange }: LabelFilterProps) {
  const { t } = useTranslation();
  if (!labels || labels.length === 0) return null;
  return (
    <>
      <MultiSelect
        label={t("labelPicker.filter")}
        placeholder={ids.length === 0 ? t("labelPicker.filterPlaceholder") : undefined}
        leftSection={<IconTag size={16} aria-hidden />}
        data={labels.map((label) => ({ value: String(label.id), label: label.name }))}
        value={ids.map(String)}
        onChange={(values) => onChange({ ids: values.map(Number) })}
        searchable
        clearable
        nothingFoundMessage={t("labelPicker.filterNone")}
        w={{ base: "100%", xs: 260 }}
      />
      {ids.length > 1 && (
        <Input.Wrapper label={t("labelPicker.match")} labelElement="div">
          <SegmentedControl
            display="flex"
            aria-label={t("labelPicker.match")}
            value={match}
            onChange={(value) => onChange({ match: value === "all" ? "all" : "any" })}
            data={[
              { value: "any", label: t("labelPicker.matchAny") },
              { value: "all", label: t("labelPicker.matchAll") },
            ]}
          />
        </Input.Wrapper>
      )}
    </>
  );
}
