import type { ChatSummary } from "@consola/shared";
import { useQuery } from "@tanstack/react-query";
import { RecordLabels } from "../../../components/labels/record-labels";
import { useLabelChat } from "../../../data/chats/use-label-chat";
import { mayLabelChat } from "../../../data/labels/may-label";
import { labelQueries } from "../../../data/labels/queries";
import { useSession } from "../../../lib/session/use-session";

/** Whether the signed-in person may label the chat. */
export function useMayLabelChat(chat: ChatSummary): boolean {
  return mayLabelChat(useSession().profile, chat);
}

/** The chat's chips under its header, and the picker for who may label it. */
export function ChatLabels({ chat }: { chat: ChatSummary }) {
  const labels = useQuery(labelQueries.list(null)).data;
  const mayLabel = useMayLabelChat(chat);
  const { mutate } = useLabelChat(chat.id);
  return (
    <RecordLabels
      labels={labels}
      ids={chat.labelIds}
      of="chat"
      onChange={mayLabel ? (add, remove) => mutate({ add, remove }) : null}
    />
  );
}
