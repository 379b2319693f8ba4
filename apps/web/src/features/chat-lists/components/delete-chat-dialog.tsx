import type { ChatSummary } from "@consola/shared";
import { IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/dialogs/confirm-dialog";

type DeleteChatDialogProps = {
  chat: ChatSummary | null;
  onClose: () => void;
  onConfirm: () => Promise<unknown>;
};

/** Deleting a chat cannot be undone, so it is asked for once more. */
export function DeleteChatDialog({ chat, onClose, onConfirm }: DeleteChatDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      opened={chat !== null}
      title={t("chatLists.remove.title")}
      question={t("chatLists.remove.question", { name: chat?.contact.name || chat?.phone || "" })}
      explanation={t("chatLists.remove.explanation")}
      confirmLabel={t("chatLists.remove.confirm")}
      cancelLabel={t("chatLists.remove.cancel")}
      confirmIcon={<IconTrash size={16} />}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
