import type { Label } from "@consola/shared";
import { useTranslation } from "react-i18next";
import { BulkProgressDialog } from "../../../components/bulk/bulk-progress-dialog";
import type { BulkContacts } from "../hooks/use-bulk-contacts";
import { BulkLabelsDialog } from "./bulk-labels-dialog";

/** The contacts list's bulk dialogs, mounted once: the labels to add or take off, then the job's progress. */
export function BulkContactsDialogs({
  bulk,
  labels,
}: {
  bulk: BulkContacts;
  labels: readonly Label[] | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <BulkLabelsDialog
        action={bulk.dialog}
        labels={labels}
        count={bulk.selection.allMatching ? null : bulk.selection.count}
        busy={bulk.starting}
        onClose={bulk.closeDialog}
        onSubmit={bulk.submit}
      />
      <BulkProgressDialog
        jobId={bulk.job?.id ?? null}
        title={t(
          bulk.job?.action === "contacts.removeLabels" ? "contacts.bulk.removing" : "contacts.bulk.adding",
        )}
        onEnded={bulk.onEnded}
        onClose={bulk.dismissJob}
      />
    </>
  );
}
