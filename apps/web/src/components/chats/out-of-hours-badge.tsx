import type { ChatSummary } from "@consola/shared";
import { IconMoon } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ChatTag } from "./chat-tag";

/** The chat arrived outside business hours (the out-of-hours message went out). */
export function OutOfHoursBadge({ chat }: { chat: Pick<ChatSummary, "outOfHours"> }) {
  const { t } = useTranslation();
  if (!chat.outOfHours) return null;
  return (
    <ChatTag color="indigo" icon={IconMoon} hint={t("chatLists.outOfHoursHint")} testId="out-of-hours">
      {t("chatLists.outOfHours")}
    </ChatTag>
  );
}
