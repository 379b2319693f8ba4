import type { ChatSummary } from "@consola/shared";
import { useChatActions } from "./use-chat-actions";
import { useDialogChat } from "./use-dialog-chat";

type Options = {
  /** The chat changed list (taken, assigned or transferred): the detail page follows it. */
  onMoved?: (summary: ChatSummary) => void;
  onDeleted?: (chat: ChatSummary) => void;
};

/** The actions of a list or detail page with their dialogs: assign, transfer and delete ask first. */
export function useChatDialogs({ onMoved, onDeleted }: Options = {}) {
  const actions = useChatActions();
  const assigning = useDialogChat();
  const transferring = useDialogChat();
  const deleting = useDialogChat();

  return {
    actions,
    assigning,
    transferring,
    deleting,
    takingId: actions.take.isPending ? (actions.take.variables?.id ?? null) : null,
    // A refused take is already shown by the mutation; nothing more to do here.
    take: (chat: ChatSummary) =>
      actions.take.mutateAsync(chat).then(
        (result) => onMoved?.(result.summary),
        () => undefined,
      ),
    assignTo: async (agentId: number) => {
      if (!assigning.chat) return;
      const result = await actions.assign.mutateAsync({ chat: assigning.chat, agentId });
      onMoved?.(result.summary);
    },
    transferTo: async (agentId: number, comments: string) => {
      if (!transferring.chat) return;
      const result = await actions.transfer.mutateAsync({ chat: transferring.chat, agentId, comments });
      onMoved?.(result.summary);
    },
    confirmDelete: async () => {
      const chat = deleting.chat;
      if (!chat) return;
      await actions.remove.mutateAsync(chat);
      onDeleted?.(chat);
    },
  };
}
