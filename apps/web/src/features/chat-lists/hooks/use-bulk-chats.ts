import type { BulkJob, ChatMood } from "@consola/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useRowSelection } from "../../../components/bulk/use-row-selection";
import { useStartBulkAction } from "../../../data/bulk/use-bulk-job";
import { chatKeys } from "../../../data/chats/chat-keys";

export type BulkChatsDialog = "close" | "reassign" | null;

export type BulkCloseInput = { closingCategoryId: number; status: ChatMood; comments: string };
export type BulkReassignInput = { agentId: number; comments: string };

/**
 * The active list's selection and what can be done with it: close or reassign the chats chosen, one job
 * followed in the progress dialog; once it ends the lists read again and the selection clears.
 */
export function useBulkChats(pageIds: readonly number[]) {
  const queryClient = useQueryClient();
  const selection = useRowSelection<number>({ pageIds });
  const start = useStartBulkAction();
  const [dialog, setDialog] = useState<BulkChatsDialog>(null);
  const [job, setJob] = useState<{ id: number; action: BulkJob["action"] } | null>(null);
  const { clear } = selection;

  const started = (answer: BulkJob) => {
    setDialog(null);
    setJob({ id: answer.id, action: answer.action });
  };
  const close = (input: BulkCloseInput) =>
    start
      .mutateAsync({ action: "chats.close", target: { conversationIds: selection.ids }, ...input })
      .then(started);
  const reassign = (input: BulkReassignInput) =>
    start
      .mutateAsync({ action: "chats.reassign", target: { conversationIds: selection.ids }, ...input })
      .then(started);

  const onEnded = useCallback(() => {
    // Every list and open chat may have changed: the hub tells each chat's change, this catches the rest.
    void queryClient.invalidateQueries({ queryKey: chatKeys.lists });
    clear();
  }, [queryClient, clear]);

  return {
    selection,
    dialog,
    openDialog: setDialog,
    closeDialog: () => setDialog(null),
    starting: start.isPending,
    close,
    reassign,
    job,
    onEnded,
    dismissJob: () => setJob(null),
  };
}

export type BulkChats = ReturnType<typeof useBulkChats>;
