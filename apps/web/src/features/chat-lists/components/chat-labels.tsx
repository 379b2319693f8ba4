import type { ChatSummary } from "@consola/shared";
import { useQuery } from "@tanstack/react-query";
import { RecordLabels } from "../../../components/labels/record-labels";
import { useLabelChat } from "../../../data/chats/use-label-chat";
import { mayLabelChat } from "../../../data/labels/may-label";
import { labelQueries } from "../../../data/labels/queries";
import { useSession } from "../../../lib/session/use-session";

/** The chat's chips, and the picker for a manager or the agent it is assigned to (as the server checks). */
export function ChatLabels({ chat }: { chat: ChatSummary }) {
  const { profile } = useSession();
  const labels = useQuery(labelQueries.list(null)).data;
  const { mutate } = useLabelChat(chat.id);
  return (
    <RecordLabels
      labels={labels}
      ids={chat.labelIds}
      of="chat"
      onChange={mayLabelChat(profile, chat) ? (add, remove) => mutate({ add, remove }) : null}
    />
  );
}
