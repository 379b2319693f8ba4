import { BUSINESS_MANAGER_ROLES, type ChatSummary } from "@consola/shared";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { LabelPickerTexts } from "../../../components/labels/label-picker";
import { RecordLabels } from "../../../components/labels/record-labels";
import { useLabelChat } from "../../../data/chats/use-label-chat";
import { labelQueries } from "../../../data/labels/queries";
import { useSession } from "../../../lib/session/use-session";

/** The picker's words for a chat or a contact. */
export function useLabelTexts(of: "chat" | "contact"): LabelPickerTexts {
  const { t } = useTranslation();
  return {
    button: t("conversations.labels.button"),
    title: t(of === "chat" ? "conversations.labels.chatTitle" : "conversations.labels.contactTitle"),
    empty: t("conversations.labels.empty"),
    inactive: t("conversations.labels.inactive"),
  };
}

/** Managers label any chat of the business; an agent only the chats assigned to them (as the server checks). */
export function useMayLabelChat(chat: ChatSummary): boolean {
  const { profile } = useSession();
  if (!profile) return false;
  if ((BUSINESS_MANAGER_ROLES as readonly string[]).includes(profile.role)) return true;
  return profile.role === "ProviderAgent" && chat.agent?.id === profile.userId;
}

/** The chat's chips under its header, and the picker for who may label it. */
export function ChatLabels({ chat }: { chat: ChatSummary }) {
  const labels = useQuery(labelQueries.list(null)).data;
  const mayLabel = useMayLabelChat(chat);
  const texts = useLabelTexts("chat");
  const { mutate } = useLabelChat(chat.id);
  return (
    <RecordLabels
      labels={labels}
      ids={chat.labelIds}
      texts={texts}
      onChange={mayLabel ? (add, remove) => mutate({ add, remove }) : null}
    />
  );
}
