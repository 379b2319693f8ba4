import type { ChatSummary } from "@consola/shared";
import { Button, type ButtonProps } from "@mantine/core";
import { IconHandGrab } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

type TakeChatButtonProps = {
  chat: ChatSummary;
  /** The contact as the row names it, for the button's accessible name. */
  name: string;
  onTake: (chat: ChatSummary) => void;
  /** This chat's take is on its way. */
  taking: boolean;
  size: ButtonProps["size"];
};

/** "Tomar": takes a queued chat; named for its contact so a screen reader tells the rows apart. */
export function TakeChatButton({ chat, name, onTake, taking, size }: TakeChatButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      size={size}
      variant="light"
      leftSection={<IconHandGrab size={14} aria-hidden />}
      loading={taking}
      onClick={() => onTake(chat)}
      aria-label={t("chatLists.actions.takeOf", { name })}
    >
      {t("chatLists.actions.take")}
    </Button>
  );
}
