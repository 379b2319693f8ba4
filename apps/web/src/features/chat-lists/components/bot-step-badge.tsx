import type { ChatSummary } from "@consola/shared";
import { IconRobot } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ChatTag } from "../../../components/chats/chat-tag";

/** Which bot holds the chat while it is in "Chats con el BOT". */
export function BotStepBadge({ chat }: { chat: Pick<ChatSummary, "botStep"> }) {
  const { t } = useTranslation();
  if (!chat.botStep) return null;
  return (
    <ChatTag color="violet" icon={IconRobot} testId="bot-step">
      {t(`chatLists.botSteps.${chat.botStep}`)}
    </ChatTag>
  );
}
