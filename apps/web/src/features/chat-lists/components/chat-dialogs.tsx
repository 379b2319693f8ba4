import type { useChatDialogs } from "../hooks/use-chat-dialogs";
import { AssignDialog } from "./assign-dialog";
import { DeleteChatDialog } from "./delete-chat-dialog";

/** The three dialogs a page with chat actions mounts once. */
export function ChatDialogs({ dialogs }: { dialogs: ReturnType<typeof useChatDialogs> }) {
  return (
    <>
      <AssignDialog
        mode="assign"
        chat={dialogs.assigning.chat}
        onClose={dialogs.assigning.close}
        onSubmit={({ agentId }) => dialogs.assignTo(agentId)}
      />
      <AssignDialog
        mode="transfer"
        chat={dialogs.transferring.chat}
        onClose={dialogs.transferring.close}
        onSubmit={({ agentId, comments }) => dialogs.transferTo(agentId, comments)}
      />
      <DeleteChatDialog
        chat={dialogs.deleting.chat}
        onClose={dialogs.deleting.close}
        onConfirm={dialogs.confirmDelete}
      />
    </>
  );
}
