import type { BulkChatsTargetBody, BulkJob, ChatMood } from "@consola/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRowSelection } from "../../../components/bulk/use-row-selection";
import { useStartBulkAction } from "../../../data/bulk/use-bulk-job";
import { chatKeys } from "../../../data/chats/chat-keys";
import { downloadChatsCsv } from "../../../data/chats/chat-lists-api";
import { toast } from "../../../lib/notify/toast";

export type BulkChatsDialog = "addLabels" | "removeLabels" | "assign" | "close" | "reassign" | null;

export type BulkCloseInput = { closingCategoryId: number; status: ChatMood; comments: string };
export type BulkReassignInput = { agentId: number; comments: string };

/** A list's filters as a bulk action's "all matching" takes them (the list named among them). */
export type ChatsMatching = NonNullable<BulkChatsTargetBody["matching"]>;

type Options = {
  /** The ids of the chats on screen, in order. */
  pageIds: readonly number[];
  /** How many chats the filters match, once the list has answered. */
  matchingTotal: number | undefined;
  matching: ChatsMatching;
};

/**
 * A chat list's selection and what can be done with it: put labels on the chats chosen (or on every chat the
 * filters match) or take them off, and on the active list close or reassign them; one job followed in the
 * progress dialog. Once it ends the lists read again and the selection clears.
 */
export function useBulkChats({ pageIds, matchingTotal, matching }: Options) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const selection = useRowSelection<number>({ pageIds, matchingTotal });
  const start = useStartBulkAction();
  const [dialog, setDialog] = useState<BulkChatsDialog>(null);
  const [job, setJob] = useState<{ id: number; action: BulkJob["action"] } | null>(null);
  const { clear } = selection;

  const started = (answer: BulkJob) => {
    setDialog(null);
    setJob({ id: answer.id, action: answer.action });
  };
  const target = selection.allMatching ? { matching } : { conversationIds: [...selection.ids] };
  const labels = (labelIds: number[]) => {
    if (dialog !== "addLabels" && dialog !== "removeLabels") return Promise.resolve();
    const action = dialog === "addLabels" ? "chats.addLabels" : "chats.removeLabels";
    return start.mutateAsync({ action, target, labelIds }).then(started);
  };
  const close = (input: BulkCloseInput) =>
    start.mutateAsync({ action: "chats.close", target, ...input }).then(started);
  const assign = ({ agentId }: BulkReassignInput) =>
    start.mutateAsync({ action: "chats.assign", target, agentId }).then(started);
  const reassign = (input: BulkReassignInput) =>
    start.mutateAsync({ action: "chats.reassign", target, ...input }).then(started);

  // The selection as a CSV: the chats ticked, or every chat the list's filters match.
  const exportCsv = useMutation({
    mutationFn: () =>
      downloadChatsCsv(selection.allMatching ? { matching } : { matching, conversationIds: selection.ids }),
    onSuccess: () => toast.done(t("chatLists.bulk.exported"), { bordered: true }),
    onError: (error) => toast.failed(error, { bordered: true }),
  });

  const onEnded = useCallback(() => {
    // Every list and open chat may have changed: the hub tells each chat's change, this catches the rest.
    void queryClient.invalidateQueries({ queryKey: chatKeys.lists });
    clear();
  }, [queryClient, clear]);

  return {
    selection,
    /** Rows on screen, all ticked when "all matching" is offered. */
    pageCount: pageIds.length,
    dialog,
    openDialog: setDialog,
    closeDialog: () => setDialog(null),
    starting: start.isPending,
    labels,
    exportCsv,
    assign,
    close,
    reassign,
    job,
    onEnded,
    dismissJob: () => setJob(null),
  };
}

export type BulkChats = ReturnType<typeof useBulkChats>;
