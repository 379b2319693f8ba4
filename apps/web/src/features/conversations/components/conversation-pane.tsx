import { Center, Loader } from "@mantine/core";
import type { SelectedChat } from "../hooks/use-selected-chat";
import { ActiveConversation } from "./active-conversation";
import { ContactHistory } from "./contact-history";

type ConversationPaneProps = {
  selected: Exclude<SelectedChat, { state: "none" }>;
  onBack: () => void;
  onEnding: (conversationId: number) => void;
  onEnded: (conversationId: number) => void;
};

/** The right side of /home: one of my chats to work, or a contact's history to read. */
export function ConversationPane({ selected, onBack, onEnding, onEnded }: ConversationPaneProps) {
  if (selected.state === "loading") {
    return (
      <Center h="100%">
        <Loader size="sm" />
      </Center>
    );
  }
  if (selected.state === "mine") {
    return <ActiveConversation chat={selected.chat} onBack={onBack} onEnding={onEnding} onEnded={onEnded} />;
  }
  return <ContactHistory contactId={selected.contactId} chat={selected.chat} onBack={onBack} />;
}
