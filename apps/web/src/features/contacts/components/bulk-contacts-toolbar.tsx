import { useTranslation } from "react-i18next";
import { BulkExportButton } from "../../../components/bulk/bulk-export-button";
import { BulkLabelButtons } from "../../../components/bulk/bulk-label-buttons";
import { SelectionToolbar } from "../../../components/bulk/selection-toolbar";
import { useSession } from "../../../lib/session/use-session";
import type { BulkContacts } from "../hooks/use-bulk-contacts";

/**
 * Above the contacts while some are selected: put labels on them or take them off, export them (admins), or
 * clear the selection.
 */
export function BulkContactsToolbar({ bulk }: { bulk: BulkContacts }) {
  const { t } = useTranslation();
  const { selection } = bulk;
  // The export is the business administrator's alone (spec section 6), as the page's own button.
  const { role } = useSession();
  return (
    <SelectionToolbar
      count={selection.count}
      label={selection.allMatching ? t("contacts.bulk.everyMatching") : undefined}
      onClear={selection.clear}
    >
      <BulkLabelButtons
        onOpen={(change) =>
          bulk.openDialog(change === "add" ? "contacts.addLabels" : "contacts.removeLabels")
        }
      />
      {role === "ProviderAdmin" && (
        <BulkExportButton exporting={bulk.exportCsv.isPending} onExport={() => bulk.exportCsv.mutate()} />
      )}
    </SelectionToolbar>
  );
}
