import { BUSINESS_MANAGER_ROLES, type ChatSummary } from "@consola/shared";
import { Box } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PendingBlock } from "../../../components/chats/pending-block";
import { chatKeys } from "../../../data/chats/chat-keys";
import { takePendingChat } from "../../../data/chats/chat-lists-api";
import { useChatList } from "../../../data/chats/use-chat-list";
import { toast } from "../../../lib/notify/toast";
import { useSession } from "../../../lib/session/use-session";
import { composerInput, focusWhenShown } from "../focus-when-shown";

/** The server's largest page: "más" shows the whole queue in practice. */
const PENDING_TAKE = 500;

/**
 * The waiting chats at the top of /home (spec section 2: 3, then all on "más"), so agents — who may not open
 * the pending page — can take them; taking one opens it here.
 */
export function HomePendingBlock({ onTaken }: { onTaken: (contactId: number) => void }) {
  const role = useSession().profile?.role;
  const client = useQueryClient();
  const pending = useChatList("pending", { take: PENDING_TAKE, skip: 0 });
  const take = useMutation({
    mutationFn: (chat: ChatSummary) => takePendingChat(chat.id, 0),
    onSuccess: ({ summary, message }) => {
      toast.done(message, { color: "green" });
      void client.invalidateQueries({ queryKey: chatKeys.myChats() });
      void client.invalidateQueries({ queryKey: chatKeys.lists });
      onTaken(summary.contactId);
      focusWhenShown(composerInput);
    },
    onError: (error) => toast.failed(error),
  });
  if (!pending.data || pending.data.total === 0) return null;
  return (
    // Unfolded, the queue scrolls inside its share of the column so "Mis conversaciones" stays usable.
    <Box p="sm" pb={0} mah="45%" style={{ overflowY: "auto", flexShrink: 0 }}>
      <PendingBlock
        chats={pending.data.items}
        total={pending.data.total}
        takingId={take.isPending ? (take.variables?.id ?? null) : null}
        onTake={(chat) => take.mutate(chat)}
        linkable={role !== undefined && (BUSINESS_MANAGER_ROLES as readonly string[]).includes(role)}
      />
    </Box>
  );
}
