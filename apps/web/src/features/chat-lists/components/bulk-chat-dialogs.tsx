import type { BulkAction } from "@consola/shared";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { BulkLabelsDialog } from "../../../components/bulk/bulk-labels-dialog";
import { BulkProgressDialog } from "../../../components/bulk/bulk-progress-dialog";
import type { ChatListKind } from "../../../data/chats/chat-lists-api";
import { labelQueries } from "../../../data/labels/queries";
import type { BulkChats } from "../hooks/use-bulk-chats";
import { BulkCloseDialog } from "./bulk-close-dialog";
import { BulkReassignDialog } from "./bulk-reassign-dialog";

type ProgressTitle =
  | "chatLists.bulk.addingLabels"
  | "chatLists.bulk.assigning"
  | "chatLists.bulk.removingLabels"
  | "chatLists.bulk.reassigning"
  | "chatLists.bulk.closing";

const PROGRESS_TITLES: Partial<Record<BulkAction, ProgressTitle>> = {
  "chats.addLabels": "chatLists.bulk.addingLabels",
  "chats.removeLabels": "chatLists.bulk.removingLabels",
  "chats.assign": "chatLists.bulk.assigning",
  "chats.reassign": "chatLists.bulk.reassigning",
  "chats.close": "chatLists.bulk.closing",
};

/**
 * The dialogs of a chat list's bulk actions, mounted once: the labels to add or take off, on the pending and bot
 * lists assign, on the active list close and reassign, and the progress.
 */
export function BulkChatDialogs({ bulk, kind }: { bulk: BulkChats; kind: ChatListKind }) {
  const { t } = useTranslation();
  const count = bulk.selection.count;
  const labels = useQuery(labelQueries.list(null)).data;
  const removing = bulk.dialog === "removeLabels";
  const action = bulk.job?.action;
  return (
    <>
      <BulkLabelsDialog
        change={bulk.dialog === "addLabels" ? "add" : removing ? "remove" : null}
        labels={labels}
        texts={{
          to: bulk.selection.allMatching
            ? t("chatLists.bulk.toMatching")
            : t("chatLists.bulk.toSelected", { count }),
          hint: t(removing ? "chatLists.bulk.removeHint" : "chatLists.bulk.addHint"),
        }}
        busy={bulk.starting}
        onClose={bulk.closeDialog}
        onSubmit={bulk.labels}
      />
      <BulkCloseDialog
        opened={kind === "active" && bulk.dialog === "close"}
        count={count}
        busy={bulk.starting}
        onClose={bulk.closeDialog}
        onSubmit={bulk.close}
      />
      <BulkReassignDialog
        mode="assign"
        opened={(kind === "pending" || kind === "bot") && bulk.dialog === "assign"}
        count={count}
        busy={bulk.starting}
        onClose={bulk.closeDialog}
        onSubmit={bulk.assign}
      />
      <BulkReassignDialog
        mode="reassign"
        opened={kind === "active" && bulk.dialog === "reassign"}
        count={count}
        busy={bulk.starting}
        onClose={bulk.closeDialog}
        onSubmit={bulk.reassign}
      />
      <BulkProgressDialog
        jobId={bulk.job?.id ?? null}
        title={t((action && PROGRESS_TITLES[action]) ?? "chatLists.bulk.closing")}
        onEnded={bulk.onEnded}
        onClose={bulk.dismissJob}
      />
    </>
  );
}
