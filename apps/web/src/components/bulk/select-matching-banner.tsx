import { Anchor, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

type SelectMatchingBannerProps = {
  /** Rows selected on this page. */
  pageCount: number;
  /** Records the filters match in all. */
  matchingTotal: number;
  allMatching: boolean;
  onSelectAllMatching: () => void;
  onClear: () => void;
  /** The list's own words for the offer and for what it selected (naming its records, or "more than"). */
  texts?: { selectMatching: string; allMatching: string } | undefined;
};

/**
 * Shown once the whole page is ticked and the filters match more: offers every matching record, then says
 * they are all selected. Only for lists whose actions take "all matching".
 */
export function SelectMatchingBanner({
  pageCount,
  matchingTotal,
  allMatching,
  onSelectAllMatching,
  onClear,
  texts,
}: SelectMatchingBannerProps) {
  const { t } = useTranslation();
  const total = matchingTotal.toLocaleString("es-MX");
  return (
    <Group gap="xs" justify="center" py={6} data-testid="select-matching">
      <Text size="sm">
        {allMatching
          ? (texts?.allMatching ?? t("bulk.selection.allMatching", { total }))
          : t("bulk.selection.pageSelected", { count: pageCount })}
      </Text>
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={allMatching ? onClear : onSelectAllMatching}
      >
        {allMatching
          ? t("bulk.selection.clear")
          : (texts?.selectMatching ?? t("bulk.selection.selectMatching", { total }))}
      </Anchor>
    </Group>
  );
}
