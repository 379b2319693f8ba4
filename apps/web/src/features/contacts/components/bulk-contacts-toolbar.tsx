import { Button } from "@mantine/core";
import { IconFileDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
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
        <Button
          size="xs"
          variant="light"
          leftSection={<IconFileDownload size={14} aria-hidden />}
          loading={bulk.exportCsv.isPending}
          onClick={() => bulk.exportCsv.mutate()}
        >
          {t("contacts.bulk.export")}
        </Button>
      )}
    </SelectionToolbar>
  );
}
