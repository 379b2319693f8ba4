import { Button } from "@mantine/core";
import { IconFileDownload, IconTagMinus, IconTagPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
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
      <Button
        size="xs"
        variant="light"
        leftSection={<IconTagPlus size={14} aria-hidden />}
        onClick={() => bulk.openDialog("contacts.addLabels")}
      >
        {t("contacts.bulk.add")}
      </Button>
      <Button
        size="xs"
        variant="light"
        color="red"
        leftSection={<IconTagMinus size={14} aria-hidden />}
        onClick={() => bulk.openDialog("contacts.removeLabels")}
      >
        {t("contacts.bulk.remove")}
      </Button>
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
