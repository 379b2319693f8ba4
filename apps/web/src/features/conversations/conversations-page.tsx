import type { HubChatChange } from "@consola/shared";
import { Box } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { toast } from "../../lib/notify/toast";
import { useSession } from "../../lib/session/use-session";
import { ChatListPanel } from "./components/chat-list-panel";
import { ConversationPane } from "./components/conversation-pane";
import { PaneEmptyState } from "./components/pane-empty-state";
import classes from "./conversations-page.module.css";
import { chatListSearch, focusWhenShown } from "./focus-when-shown";
import { useMarkSeen } from "./hooks/use-mark-seen";
import { useMyChats } from "./hooks/use-my-chats";
import { useOpenChatEvents } from "./hooks/use-open-chat-events";
import { useSelectedChat } from "./hooks/use-selected-chat";

function contactIdFrom(params: URLSearchParams): number | null {
  const value = Number(params.get("ci"));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** /home: my chats on the left, the open conversation on the right (spec sections 2 and 4). */
export function ConversationsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const profile = useSession().profile;
  const userId = profile?.userId ?? null;
  const [search, setSearch] = useState("");
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const list = useMyChats({ search: debouncedSearch, unreadOnly });
  const contactId = contactIdFrom(params);
  const fromList = list.chats.find((chat) => chat.contactId === contactId);
  const selected = useSelectedChat(contactId, fromList, list.isFetched && !list.isFetching, userId);
  const openChat = selected.state === "mine" ? selected.chat : null;
  const markSeen = useMarkSeen();
  // The agent's own closing or transfer also comes back as Dessign; it needs no second notice.
  const endedHere = useRef<number | null>(null);

  const select = useCallback(
    (nextContactId: number | null) => {
      const next = new URLSearchParams();
      if (nextContactId !== null) next.set("ci", String(nextContactId));
      setParams(next);
    },
    [setParams],
  );
  // Whichever comes first, the server's answer or the hub's Dessign, leaves the pane: the other then finds the
  // pane gone (a mutation's own callbacks never run once its component unmounts), so both end the same way.
  const leaveEndedChat = useCallback(() => {
    select(null);
    focusWhenShown(chatListSearch);
  }, [select]);

  useOpenChatEvents({
    userId,
    openChat: openChat ? { conversationId: openChat.id, contactId: openChat.contactId } : null,
    // Read only when someone is looking: a hidden tab keeps the count (and the header's badge) for later.
    onSeenInOpenChat: (conversationId) => {
      if (document.visibilityState === "visible") markSeen.mutate(conversationId);
    },
    onOpenChatRemoved: (change: HubChatChange) => {
      if (endedHere.current === change.conversationId) {
        leaveEndedChat();
        return;
      }
      const name = openChat?.contact.name || openChat?.phone || "";
      const reason =
        change.reason === "closed" || change.reason === "timed_out" || change.reason === "deleted"
          ? change.reason
          : change.reason === "reassign"
            ? "transferred"
            : "other";
      toast.warning(t(`conversations.pane.removed.${reason}`, { name }), { autoClose: 10_000 });
      select(null);
    },
  });

  return (
    <Box
      className={classes.workspace}
      data-chat-open={contactId !== null || undefined}
      data-testid="workspace"
    >
      <Box className={classes.list}>
        <ChatListPanel
          list={list}
          search={search}
          onSearch={setSearch}
          unreadOnly={unreadOnly}
          onUnreadOnly={setUnreadOnly}
          selectedContactId={contactId}
          onSelect={select}
          isAdmin={profile?.role === "ProviderAdmin"}
        />
      </Box>
      <Box className={classes.pane}>
        {selected.state === "none" ? (
          <PaneEmptyState />
        ) : (
          <ConversationPane
            key={selected.state === "mine" ? `chat-${selected.chat.id}` : `contact-${selected.contactId}`}
            selected={selected}
            onBack={() => select(null)}
            onEnding={(conversationId) => {
              endedHere.current = conversationId;
            }}
            onEnded={leaveEndedChat}
          />
        )}
      </Box>
    </Box>
  );
}
