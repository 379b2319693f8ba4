import { type ChatSummary, isBusinessManager } from "@consola/shared";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { RecordLabels } from "../../../components/labels/record-labels";
import { useLabelChat } from "../../../data/chats/use-label-chat";
import { labelQueries } from "../../../data/labels/queries";
import { useSession } from "../../../lib/session/use-session";

/** The chat's chips, and the picker for a manager or the agent it is assigned to (as the server checks). */
export function ChatLabels({ chat }: { chat: ChatSummary }) {
  const { t } = useTranslation();
  const { profile } = useSession();
  const labels = useQuery(labelQueries.list(null)).data;
  const { mutate } = useLabelChat(chat.id);
  const mayLabel =
    profile !== null &&
    (isBusinessManager(profile.role) ||
      (profile.role === "ProviderAgent" && chat.agent?.id === profile.userId));
  return (
    <RecordLabels
      labels={labels}
      ids={chat.labelIds}
      texts={{
        button: t("chatLists.labels.button"),
        title: t("chatLists.labels.title"),
        empty: t("chatLists.labels.empty"),
        inactive: t("chatLists.labels.inactive"),
      }}
      onChange={mayLabel ? (add, remove) => mutate({ add, remove }) : null}
    />
  );
}
