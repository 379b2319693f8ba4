import { useTranslation } from "react-i18next";
import { BulkProgressDialog } from "../../../components/bulk/bulk-progress-dialog";
import type { BulkChats } from "../hooks/use-bulk-chats";
import { BulkCloseDialog } from "./bulk-close-dialog";
import { BulkReassignDialog } from "./bulk-reassign-dialog";

/** The dialogs of the active list's bulk actions, mounted once: close, reassign and the progress. */
export function BulkChatDialogs({ bulk }: { bulk: BulkChats }) {
  const { t } = useTranslation();
  const count = bulk.selection.count;
  return (
    <>
      <BulkCloseDialog
        opened={bulk.dialog === "close"}
        count={count}
        busy={bulk.starting}
        onClose={bulk.closeDialog}
        onSubmit={bulk.close}
      />
      <BulkReassignDialog
        opened={bulk.dialog === "reassign"}
        count={count}
        busy={bulk.starting}
        onClose={bulk.closeDialog}
        onSubmit={bulk.reassign}
      />
      <BulkProgressDialog
        jobId={bulk.job?.id ?? null}
        title={t(
          bulk.job?.action === "chats.reassign" ? "chatLists.bulk.reassigning" : "chatLists.bulk.closing",
        )}
        onEnded={bulk.onEnded}
        onClose={bulk.dismissJob}
      />
    </>
  );
}
