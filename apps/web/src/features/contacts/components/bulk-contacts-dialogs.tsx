import type { Label } from "@consola/shared";
import { useTranslation } from "react-i18next";
import { BulkLabelsDialog } from "../../../components/bulk/bulk-labels-dialog";
import { BulkProgressDialog } from "../../../components/bulk/bulk-progress-dialog";
import type { BulkContacts } from "../hooks/use-bulk-contacts";

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
        change={bulk.dialog === null ? null : bulk.dialog === "contacts.removeLabels" ? "remove" : "add"}
        labels={labels}
        texts={{
          to: bulk.selection.allMatching
            ? t("contacts.bulk.toMatching")
            : t("contacts.bulk.toSelected", { count: bulk.selection.count }),
          hint: t(
            bulk.dialog === "contacts.removeLabels" ? "contacts.bulk.removeHint" : "contacts.bulk.addHint",
          ),
        }}
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
