import { PendingBlock } from "../../../components/chats/pending-block";
import { useChatList } from "../../../data/chats/use-chat-list";
import type { useChatDialogs } from "../hooks/use-chat-dialogs";

/** The server's largest page: the block's "más" shows the whole queue in practice. */
const PENDING_BLOCK_TAKE = 500;

/** The pending queue at the top of the active chats, so a supervisor sees who is still waiting. */
export function ActivePendingBlock({ dialogs }: { dialogs: ReturnType<typeof useChatDialogs> }) {
  const pending = useChatList("pending", { take: PENDING_BLOCK_TAKE, skip: 0 });
  if (!pending.data) return null;
  return (
    <PendingBlock
      chats={pending.data.items}
      total={pending.data.total}
      takingId={dialogs.takingId}
      onTake={(chat) => void dialogs.take(chat)}
    />
  );
}
