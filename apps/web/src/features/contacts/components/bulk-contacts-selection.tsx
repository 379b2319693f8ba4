import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { SelectMatchingBanner } from "../../../components/bulk/select-matching-banner";
import type { BulkContacts } from "../hooks/use-bulk-contacts";
import { BulkContactsToolbar } from "./bulk-contacts-toolbar";

type BulkContactsSelectionProps = {
  bulk: BulkContacts;
  /** How many contacts the list's filters match, as its count says. */
  total: number;
  /** The count stopped at its cap: there are more than `total`. */
  capped: boolean;
};

/**
 * Above the list while contacts are selected: the toolbar, and once the whole page is ticked and the filters
 * match more, the offer to take every matching contact.
 */
export function BulkContactsSelection({ bulk, total, capped }: BulkContactsSelectionProps) {
  const { t } = useTranslation();
  const { selection } = bulk;
  if (selection.count === 0) return null;
  const counted = { count: total, total: total.toLocaleString("es-MX") };
  return (
    <Stack gap={4}>
      <BulkContactsToolbar bulk={bulk} />
      {(selection.canSelectAllMatching || selection.allMatching) && (
        <SelectMatchingBanner
          pageCount={bulk.pageCount}
          matchingTotal={total}
          allMatching={selection.allMatching}
          onSelectAllMatching={selection.selectAllMatching}
          onClear={selection.clear}
          texts={{
            selectMatching: capped
              ? t("contacts.bulk.selectMatchingCapped", counted)
              : t("contacts.bulk.selectMatching", counted),
            allMatching: capped
              ? t("contacts.bulk.allMatchingCapped", counted)
              : t("contacts.bulk.allMatching", counted),
          }}
        />
      )}
    </Stack>
  );
}
