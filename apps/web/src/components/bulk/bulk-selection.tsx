import { Stack } from "@mantine/core";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { SelectMatchingBanner } from "./select-matching-banner";
import type { RowSelection } from "./use-row-selection";

type BulkSelectionProps = {
  selection: RowSelection<number>;
  /** Rows on screen, all ticked when "all matching" is offered. */
  pageCount: number;
  /** How many records the list's filters match, as its count says. */
  total: number;
  /** The list's words for the offer and for what it selected (matchingTexts). */
  texts: { selectMatching: string; allMatching: string };
  /** The list's toolbar of actions on the selection. */
  children: ReactNode;
};

/**
 * Above a list while rows are selected: its toolbar, and once the whole page is ticked and the filters match
 * more, the offer to take every matching record.
 */
export function BulkSelection({ selection, pageCount, total, texts, children }: BulkSelectionProps) {
  if (selection.count === 0) return null;
  return (
    <Stack gap={4}>
      {children}
      {(selection.canSelectAllMatching || selection.allMatching) && (
        <SelectMatchingBanner
          pageCount={pageCount}
          matchingTotal={total}
          allMatching={selection.allMatching}
          onSelectAllMatching={selection.selectAllMatching}
          onClear={selection.clear}
          texts={texts}
        />
      )}
    </Stack>
  );
}

/**
 * A list's own words for "select all N matching" and "all N are selected", from its texts under `prefix`
 * (selectMatching, selectMatchingCapped, allMatching, allMatchingCapped): naming its records, and saying "more
 * than" past the count's cap.
 */
export function matchingTexts(
  t: TFunction,
  prefix: "contacts.bulk" | "chatLists.bulk",
  total: number,
  capped: boolean,
) {
  const counted = { count: total, total: total.toLocaleString("es-MX") };
  const suffix = capped ? "Capped" : "";
  return {
    selectMatching: t(`${prefix}.selectMatching${suffix}`, counted),
    allMatching: t(`${prefix}.allMatching${suffix}`, counted),
  };
}
